import { chatConversations } from '@club/schema/resources/chatConversations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import { runRecordAction } from '../../views/RecordActionButton';
import { MESSAGES, useMessages } from './useChatData';
import { useFormats } from '../../i18n/useFormats';

/**
 * One conversation: its messages (the reader's own on the far side), new ones announced as they
 * come, and the box to write the next (Enter sends, Shift+Enter starts a new line). Opening it, and
 * each new message while it is open, reads it: the reader's unread count goes back to zero.
 */
export const MessagePane = ({ conversationId, title, me, names }: { conversationId: string; title: string; me: string; names: ReadonlyMap<string, string> }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const { data: messages = [], refetch } = useMessages(conversationId);
  const [create, { isPending: sending }] = useCreate();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    void runRecordAction(chatConversations.name, conversationId, 'read', {}).catch(() => undefined);
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [conversationId, last]);
  const time = (at: unknown) => formats.dateTime(at);
  const send = () => {
    const body = text.trim();
    if (!body || sending) return;
    setFailure(undefined);
    create(
      MESSAGES,
      { data: { conversationId, body } },
      {
        onSuccess: () => {
          setText('');
          void refetch();
        },
        onError: (error) => setFailure(`${translate('screens.chats.sendFailed')}: ${(error as Error).message}`),
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Typography component="h2" variant="h6" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }} dir="auto">
        {title}
      </Typography>
      <Stack role="log" aria-live="polite" aria-label={translate('resources.chatMessages.name', { smart_count: 2 })} spacing={1} sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
        {messages.length === 0 && <Typography color="text.secondary">{translate('screens.chats.empty')}</Typography>}
        {messages.map((message) => {
          const mine = message.senderId === me;
          return (
            <Box key={message.id} className="chat-message" sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '75%', bgcolor: mine ? 'primary.main' : 'action.hover', color: mine ? 'primary.contrastText' : 'text.primary', borderRadius: 2, px: 1.5, py: 1 }}>
              <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
                {mine ? translate('screens.chats.you') : (names.get(String(message.senderId)) ?? '…')} · {time(message.createdAt)}
              </Typography>
              <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
                {String(message.body)}
              </Typography>
            </Box>
          );
        })}
        <div ref={end} />
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mx: 2 }}>
          {failure}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}>
        <TextField
          label={translate('screens.chats.message')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { dir: 'auto', maxLength: 4000, name: 'message' } }}
        />
        <Button variant="contained" onClick={send} disabled={sending || !text.trim()}>
          {translate('screens.chats.send')}
        </Button>
      </Stack>
    </Box>
  );
};
