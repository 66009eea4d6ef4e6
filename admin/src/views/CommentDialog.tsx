import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';

/**
 * Asks the person deciding for a comment before a record action runs (a rejection's reason):
 * required or optional as the action declares, sent with `onConfirm`.
 */
export const CommentDialog = ({ open, title, required, busy, onClose, onConfirm }: {
  open: boolean;
  title: string;
  required: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (comment: string) => void;
}) => {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ transition: { onExited: () => setComment('') } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate(required ? 'app.recordActions.comment' : 'app.recordActions.commentOptional')}
          required={required}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button label={translate('app.recordActions.cancel')} onClick={onClose} />
        <Button label={translate('app.recordActions.confirm')} variant="contained" onClick={() => onConfirm(comment)} disabled={busy || (required && !comment.trim())} aria-busy={busy} />
      </DialogActions>
    </Dialog>
  );
};
