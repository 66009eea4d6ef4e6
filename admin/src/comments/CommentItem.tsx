import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useLocale, useTranslate } from 'react-admin';
import { FileLinks } from '../files/FileLinks';
import { useFormats } from '../i18n/useFormats';
import { CommentBox } from './CommentBox';
import type { Comment, CommentInput, Thread } from './talkApi';

interface CommentItemProps {
  apiName: string;
  recordId: string;
  comment: Comment;
  names: Thread['names'];
  /** Whether the signed-in user wrote it: only they may change or delete it (the server checks too). */
  mine: boolean;
  onEdit: (comment: Comment, input: CommentInput) => Promise<boolean>;
  onDelete: (comment: Comment) => Promise<void>;
}

/** One comment: who and when (and whether it was edited), its text, its files to download, and its author's edit and delete. */
export const CommentItem = ({ apiName, recordId, comment, names, mine, onEdit, onDelete }: CommentItemProps) => {
  const translate = useTranslate();
  const locale = useLocale();
  const formats = useFormats();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const nameOf = (id: string | null) => (id && names[id] ? (locale === 'ar' ? names[id].ar : names[id].en) : translate('app.comments.someone'));
  const author = nameOf(comment.authorId);
  if (editing) {
    const mentions = new Map((comment.mentionIds ?? []).map((id) => [id, nameOf(id)]));
    return (
      <CommentBox
        apiName={apiName}
        recordId={recordId}
        initial={{ body: comment.body, mentions, attachments: comment.attachments ?? [] }}
        submitLabel={translate('app.comments.save')}
        onSubmit={async (input) => {
          const done = await onEdit(comment, input);
          if (done) setEditing(false);
          return done;
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Stack spacing={0.5} className="record-comment" aria-label={translate('app.comments.commentBy', { name: author })} role="group">
      <Typography variant="subtitle2" component="p">
        {author}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {formats.dateTime(comment.createdAt)}
          {comment.editedAt ? ` · ${translate('app.comments.edited')}` : ''}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Typography>
      <FileLinks files={comment.attachments ?? []} label={translate('app.comments.attachments')} />
      {mine ? (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(true)} aria-label={`${translate('app.comments.edit')}: ${translate('app.comments.commentBy', { name: author })}`}>
            {translate('app.comments.edit')}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)} aria-label={`${translate('app.comments.delete')}: ${translate('app.comments.commentBy', { name: author })}`}>
            {translate('app.comments.delete')}
          </Button>
        </Stack>
      ) : null}
      <Confirm
        isOpen={confirming}
        title={translate('app.comments.deleteConfirm')}
        content={comment.body.slice(0, 200)}
        onConfirm={() => void onDelete(comment).then(() => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
