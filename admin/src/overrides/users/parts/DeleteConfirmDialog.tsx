import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

// Keeps a Latin username whole inside an Arabic sentence.
const isolate = (text: string) => `\u2068${text}\u2069`;

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** How many users are deleted; with one `username`, it must be typed too. */
  count: number;
  username?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * SPEC §5: deleting users needs the confirmation word typed (an error asks for it otherwise) and,
 * for a single user, the username. The confirm button stays disabled until both match.
 */
export const DeleteConfirmDialog = ({ open, count, username, pending, onConfirm, onClose }: DeleteConfirmDialogProps) => {
  const translate = useTranslate();
  const id = useId();
  const word = translate('app.users.delete.word');
  const [typedWord, setTypedWord] = useState('');
  const [typedUsername, setTypedUsername] = useState('');
  const [touched, setTouched] = useState({ word: false, username: false });
  const wordOk = typedWord.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
  const usernameOk = username === undefined || typedUsername.trim() === username;
  const close = () => {
    if (pending) return;
    setTypedWord('');
    setTypedUsername('');
    setTouched({ word: false, username: false });
    onClose();
  };
  const title = username === undefined ? translate('app.users.delete.bulkTitle', { smart_count: count }) : translate('app.users.delete.title');
  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth className="users-delete-dialog">
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.users.delete.warning')}</DialogContentText>
        {username !== undefined && (
          <Box sx={{ mb: 2, display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <DialogContentText component="span">{translate('resources.users.fields.username')}:</DialogContentText>
            <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {username}
            </Box>
          </Box>
        )}
        <TextField
          name="confirmationWord"
          label={translate('app.users.delete.wordLabel', { word })}
          value={typedWord}
          onChange={(event) => setTypedWord(event.target.value)}
          onBlur={() => setTouched((state) => ({ ...state, word: true }))}
          error={(touched.word || typedWord !== '') && !wordOk}
          helperText={(touched.word || typedWord !== '') && !wordOk ? translate('app.users.delete.wordRequired', { word }) : ' '}
          autoComplete="off"
          autoFocus
          fullWidth
          margin="dense"
        />
        {username !== undefined && (
          <TextField
            name="confirmationUsername"
            label={translate('app.users.delete.usernameLabel')}
            value={typedUsername}
            onChange={(event) => setTypedUsername(event.target.value)}
            onBlur={() => setTouched((state) => ({ ...state, username: true }))}
            error={(touched.username || typedUsername !== '') && !usernameOk}
            helperText={
              (touched.username || typedUsername !== '') && !usernameOk
                ? translate('app.users.delete.usernameRequired', { username: isolate(username) })
                : ' '
            }
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            autoComplete="off"
            fullWidth
            margin="dense"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          className="users-delete-confirm"
          color="error"
          variant="contained"
          disabled={!wordOk || !usernameOk || pending}
          onClick={onConfirm}
        >
          {pending ? translate('app.users.delete.deleting') : translate('app.users.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
