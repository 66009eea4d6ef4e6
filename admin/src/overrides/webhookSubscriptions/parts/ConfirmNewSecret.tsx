import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { webhooksText } from '../../../webhooks/texts';

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
