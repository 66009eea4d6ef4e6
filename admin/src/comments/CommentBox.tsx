import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { FileValue } from '@club/schema';
import { CommentFiles, useCommentUploads } from './CommentFiles';
import { mentionQueryAt, mentionsKept, withMention } from './mentionQuery';
import type { CommentInput } from './talkApi';
import { useMentionables } from './useMentionables';

interface CommentBoxProps {
  apiName: string;
  recordId: string;
  /** What the box starts with (an edit): its text, whom it mentions already (id → name as written), its files. */
  initial?: { body: string; mentions: Map<string, string>; attachments: FileValue[] };
  submitLabel: string;
  onSubmit: (input: CommentInput) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * A comment's text with @mentions: typing @ and part of a name (English or Arabic) lists the
 * colleagues who may read the record; arrows move through them, Enter or a click picks one,
 * Escape closes the list. The text keeps "@Name", the comment the person's id. Files are attached
 * below the text (see CommentFiles) and sent with it.
 */
export const CommentBox = ({ apiName, recordId, initial, submitLabel, onSubmit, onCancel }: CommentBoxProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const listId = useId();
  const hintId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(initial?.body ?? '');
  const [mentions, setMentions] = useState(() => new Map(initial?.mentions));
  const [typing, setTyping] = useState<{ start: number; query: string } | undefined>();
  const [active, setActive] = useState(0);
  const [attachments, setAttachments] = useState<FileValue[]>(initial?.attachments ?? []);
  const [busy, setBusy] = useState(false);
  const uploading = useCommentUploads(apiName, recordId);
  const waiting = busy || uploading.uploads.length > 0;
  const found = useMentionables(apiName, recordId, typing?.query);
  const open = typing !== undefined && typing.query.length > 0;
  const nameOf = (person: { name: string; nameAr: string }) => (locale === 'ar' ? person.nameAr : person.name);

  const follow = (text: string, caret: number) => {
    setBody(text);
    setTyping(mentionQueryAt(text, caret));
    setActive(0);
  };

  const pick = (index: number) => {
    const person = found[index];
    const field = input.current;
    if (!person || !typing || !field) return;
    const name = nameOf(person);
    const next = withMention(body, typing.start, field.selectionStart ?? body.length, name);
    setBody(next.text);
    setMentions(new Map(mentions).set(person.id, name));
    setTyping(undefined);
    requestAnimationFrame(() => field.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || found.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((active + (event.key === 'ArrowDown' ? 1 : found.length - 1)) % found.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setTyping(undefined);
    }
  };

  const submit = async () => {
    if (!body.trim() || waiting) return;
    setBusy(true);
    const done = await onSubmit({ body: body.trim(), mentionIds: mentionsKept(body, mentions), attachments });
    setBusy(false);
    if (done && !initial) {
      setBody('');
      setMentions(new Map());
      setAttachments([]);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Stack spacing={1} className="comment-box">
      <TextField
        inputRef={input}
        label={translate('app.comments.label')}
        multiline
        minRows={2}
        fullWidth
        value={body}
        onChange={(event) => follow(event.target.value, event.target.selectionStart ?? event.target.value.length)}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            maxLength: 4000,
            'aria-describedby': hintId,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open && found.length > 0 ? optionId(active) : undefined,
            'aria-autocomplete': 'list',
          },
        }}
      />
      <Typography id={hintId} variant="caption" color="text.secondary">
        {translate('app.comments.hint')}
      </Typography>
      {open ? (
        <Paper variant="outlined">
          {found.length === 0 ? (
            <Typography role="status" variant="body2" sx={{ p: 1 }}>
              {translate('app.comments.noMatch')}
            </Typography>
          ) : (
            <List id={listId} role="listbox" aria-label={translate('app.comments.mentionList')} dense disablePadding>
              {found.map((person, index) => (
                <ListItemButton
                  key={person.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  selected={index === active}
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(index)}
                >
                  {nameOf(person)}
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      ) : null}
      <CommentFiles uploading={uploading} files={attachments} onChange={setAttachments} />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void submit()} disabled={waiting || !body.trim()}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{translate('app.comments.cancel')}</Button> : null}
      </Stack>
    </Stack>
  );
};
