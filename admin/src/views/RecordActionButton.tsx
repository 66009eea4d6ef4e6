import type { RecordActionDefinition } from '@club/schema';
import { Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { Button, HttpError, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../data/httpClient';

/** Whether the record is in a state the action applies to (its `when`). */
export const actionApplies = (action: RecordActionDefinition, record: Record<string, unknown>): boolean =>
  Object.entries(action.when ?? {}).every(([field, values]) => (values ?? []).includes(record[field] as string));

/**
 * One record action (an approval, a check-in) as a button of the show page: POST
 * /api/{resource}/{id}/{name}, asking first for a comment where the action takes one. The server
 * decides; its refusal is shown as it words it, and the page shows the record as it now is.
 */
export const RecordActionButton = ({ apiName, name, action }: { apiName: string; name: string; action: RecordActionDefinition }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  if (!record || !actionApplies(action, record)) return null;
  const label = translate(`resources.${apiName}.actions.${name}`);
  const run = async () => {
    setBusy(true);
    try {
      await httpClient(`/api/${apiName}/${encodeURIComponent(String(record.id))}/${name}`, { method: 'POST', body: JSON.stringify(action.comment ? { comment } : {}) });
      notify('app.recordActions.done', { type: 'success', messageArgs: { action: label } });
      setOpen(false);
      setComment('');
      refresh();
    } catch (error) {
      const message = error instanceof HttpError ? ((error.body as { message?: string; errors?: Record<string, string> })?.errors?.comment ?? error.body?.message ?? error.message) : String(error);
      notify('app.recordActions.failed', { type: 'error', messageArgs: { action: label, message: translate(message, { _: message }) } });
    } finally {
      setBusy(false);
    }
  };
  if (!action.comment) {
    return <Button label={label} onClick={() => void run()} disabled={busy} aria-busy={busy} className={`record-action-${name}`} />;
  }
  const required = action.comment === 'required';
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} className={`record-action-${name}`} />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{label}</DialogTitle>
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
          <Button label={translate('app.recordActions.cancel')} onClick={() => setOpen(false)} />
          <Button label={translate('app.recordActions.confirm')} variant="contained" onClick={() => void run()} disabled={busy || (required && !comment.trim())} aria-busy={busy} />
        </DialogActions>
      </Dialog>
    </>
  );
};
