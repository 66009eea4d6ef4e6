import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';

/** The value an action asks for (its `asks` field): the field's label and kind. */
export interface AskedValue {
  label: string;
  kind: string;
}

/** The input of an asked value: numbers with their step, dates with the date picker, else text. */
const inputOf = (kind: string): { type: string; step?: string } =>
  kind === 'integer' ? { type: 'number', step: '1' } : kind === 'money' ? { type: 'number', step: '0.01' } : kind === 'decimal' ? { type: 'number', step: 'any' } : kind === 'date' ? { type: 'date' } : { type: 'text' };

/**
 * Asks the person deciding for what a record action needs before it runs: the value it asks for
 * (a freeze's last day, a refund's amount) and a comment (a rejection's reason), each required as
 * the action declares, sent with `onConfirm`. The server checks both again.
 */
export const ActionDialog = ({ open, title, comment, asked, busy, onClose, onConfirm }: {
  open: boolean;
  title: string;
  comment?: 'optional' | 'required';
  asked?: AskedValue;
  busy: boolean;
  onClose: () => void;
  onConfirm: (comment: string, value: string) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [value, setValue] = useState('');
  const titleId = useId();
  const missing = (comment === 'required' && !text.trim()) || (asked !== undefined && !value.trim());
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => { setText(''); setValue(''); } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {asked && (
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            required
            label={asked.label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            type={inputOf(asked.kind).type}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: inputOf(asked.kind).step, className: 'action-value' } }}
          />
        )}
        {comment && (
          <TextField
            autoFocus={!asked}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label={translate(comment === 'required' ? 'app.recordActions.comment' : 'app.recordActions.commentOptional')}
            required={comment === 'required'}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 1000, dir: 'auto' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button label={translate('app.recordActions.cancel')} onClick={onClose} />
        <Button label={translate('app.recordActions.confirm')} variant="contained" onClick={() => onConfirm(text, value)} disabled={busy || missing} aria-busy={busy} />
      </DialogActions>
    </Dialog>
  );
};
