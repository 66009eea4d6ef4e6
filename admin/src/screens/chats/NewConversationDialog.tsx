import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { HttpError, useCreate, useTranslate, type RaRecord } from 'react-admin';
import { useSearchText } from '../parts/useSearchText';
import { CONVERSATIONS, useColleagues } from './useChatData';

/**
 * Starts a conversation: one colleague (direct) or several with a group name. An existing direct
 * conversation with that person is opened instead (the server keeps one per pair).
 */
export const NewConversationDialog = ({ conversations, me, onClose, onOpen }: {
  conversations: RaRecord[];
  me: string;
  onClose: () => void;
  onOpen: (id: string) => void;
}) => {
  const translate = useTranslate();
  const [people, setPeople] = useState<RaRecord[]>([]);
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string>();
  const [create, { isPending }] = useCreate();
  const [search, setSearch, q] = useSearchText();
  const { colleagues, isFetching } = useColleagues(me, q);
  const group = people.length > 1;
  const start = () => {
    const memberIds = people.map((person) => String(person.userId));
    if (!group) {
      const existing = conversations.find((conversation) => conversation.kind === 'direct' && (conversation.participantIds as string[]).includes(memberIds[0]!) && (conversation.participantIds as string[]).includes(me));
      if (existing) return onOpen(String(existing.id));
    }
    create(
      CONVERSATIONS,
      { data: { kind: group ? 'group' : 'direct', memberIds, title: group ? title : undefined } },
      { onSuccess: (created) => onOpen(String(created.id)), onError: (error) => setFailure(error instanceof HttpError ? (error.body?.message ?? error.message) : String(error)) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-conversation-title">
      <DialogTitle id="new-conversation-title">{translate('screens.chats.newConversation')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Autocomplete
          multiple
          options={colleagues}
          value={people}
          onChange={(_, value) => setPeople(value)}
          inputValue={search}
          onInputChange={(_, value) => setSearch(value)}
          // The server finds them by name; the list shows what it answered.
          filterOptions={(options) => options}
          loading={isFetching}
          getOptionLabel={(contact) => String(contact.name)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => <TextField {...params} label={translate('screens.chats.people')} margin="normal" autoFocus />}
        />
        {group && <TextField label={translate('screens.chats.groupName')} value={title} onChange={(event) => setTitle(event.target.value)} fullWidth margin="normal" slotProps={{ htmlInput: { dir: 'auto', maxLength: 120 } }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('screens.chats.cancel')}</Button>
        <Button variant="contained" onClick={start} disabled={isPending || people.length === 0 || (group && !title.trim())}>
          {translate('screens.chats.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
