import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { ConversationList } from './chats/ConversationList';
import { MessagePane } from './chats/MessagePane';
import { NewConversationDialog } from './chats/NewConversationDialog';
import { titleOf, useConversations } from './chats/useChatData';
import { ScreenPage } from './parts/ScreenPage';

/** Chats between staff (SPEC §2 /chats): the reader's conversations beside the open one; new messages come by polling. */
const Chats = () => {
  const translate = useTranslate();
  const me = authStorage.read().user?.id ?? '';
  const { conversations, unread, names, isPending, isError } = useConversations(me);
  const [open, setOpen] = useState<string>();
  const [starting, setStarting] = useState(false);
  const current = conversations.find((conversation) => String(conversation.id) === open);
  return (
    <ScreenPage name="chats" isPending={isPending} isError={isError}>
      <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setStarting(true)} sx={{ mb: 2 }}>
        {translate('screens.chats.newConversation')}
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: { md: 'calc(100vh - 260px)' }, minHeight: 420 }}>
        <Paper variant="outlined" sx={{ width: { md: 320 }, flexShrink: 0, overflowY: 'auto' }}>
          <ConversationList conversations={conversations} unread={unread} names={names} me={me} open={open} onOpen={setOpen} />
        </Paper>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, minHeight: 420 }}>
          {current ? (
            <MessagePane key={open} conversationId={open!} title={titleOf(current, me, names)} me={me} names={names} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 3 }}>
              {translate('screens.chats.choose')}
            </Typography>
          )}
        </Paper>
      </Stack>
      {starting && (
        <NewConversationDialog
          conversations={conversations}
          me={me}
          onClose={() => setStarting(false)}
          onOpen={(id) => {
            setStarting(false);
            setOpen(id);
          }}
        />
      )}
    </ScreenPage>
  );
};

export default Chats;
