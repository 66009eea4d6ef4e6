import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'react-admin';
import { titleOf } from './useChatData';

/** The reader's conversations, each with its last message and unread count; the open one marked. */
export const ConversationList = ({ conversations, unread, names, me, open, onOpen }: {
  conversations: RaRecord[];
  unread: ReadonlyMap<string, number>;
  names: ReadonlyMap<string, string>;
  me: string;
  open?: string;
  onOpen: (id: string) => void;
}) => {
  const translate = useTranslate();
  if (conversations.length === 0) return <Typography color="text.secondary" sx={{ p: 2 }}>{translate('screens.chats.none')}</Typography>;
  return (
    <List aria-label={translate('screens.chats.conversations')} sx={{ py: 0 }}>
      {conversations.map((conversation) => {
        const id = String(conversation.id);
        const count = unread.get(id) ?? 0;
        const title = titleOf(conversation, me, names);
        return (
          <ListItemButton key={id} className="chat-conversation" selected={id === open} aria-current={id === open ? 'true' : undefined} onClick={() => onOpen(id)}>
            <ListItemText
              primary={<span dir="auto">{title}</span>}
              secondary={conversation.lastMessage ? <span dir="auto">{String(conversation.lastMessage)}</span> : undefined}
              slotProps={{ primary: { noWrap: true, sx: { fontWeight: count ? 700 : 500 } }, secondary: { noWrap: true } }}
            />
            {count > 0 && (
              <Badge
                className="chat-unread"
                badgeContent={count}
                color="primary"
                sx={{ mx: 2 }}
                slotProps={{ badge: { 'aria-label': translate('screens.chats.unread', { smart_count: count }) } as object }}
              />
            )}
          </ListItemButton>
        );
      })}
    </List>
  );
};
