import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { webhooksText } from '../../../webhooks/texts';

/**
 * The webhook's new secret, this one time: in a read-only box to select or copy (the copy button
 * says so when done). Closing it forgets it: the server never answers it again.
 */
export const NewSecretDialog = ({ secret, onClose }: { secret: string | undefined; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const copy = async () => {
    await navigator.clipboard?.writeText(secret ?? '');
    notify(webhooksText(translate, 'copied'), { type: 'info' });
  };
  return (
    <Dialog open={secret !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{webhooksText(translate, 'secretTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {webhooksText(translate, 'secretShown')}
        </Alert>
        <TextField
          fullWidth
          label={webhooksText(translate, 'secretTitle')}
          value={secret ?? ''}
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', className: 'webhook-secret', spellCheck: false, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() } }}
        />
      </DialogContent>
      <DialogActions>
        {/* MUI's buttons: react-admin's keep only their icon on a phone, and these have none. */}
        <Button onClick={() => void copy()}>{webhooksText(translate, 'copy')}</Button>
        <Button onClick={onClose} variant="contained">
          {webhooksText(translate, 'close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Asks before replacing the secret: the current one stops working at once. */
export const ConfirmNewSecret = ({ open, busy, onClose, onConfirm }: { open: boolean; busy: boolean; onClose: () => void; onConfirm: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{webhooksText(translate, 'newSecret')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{webhooksText(translate, 'newSecretText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" className="confirm-new-secret">
          {webhooksText(translate, 'newSecret')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
