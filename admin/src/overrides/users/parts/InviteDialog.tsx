import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { Fragment, useId, useState } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../../data/httpClient';
import { emptyInviteRow, invitationsBody, inviteRowErrors, serverRowErrors, type InviteRowErrors, type InviteRowValues } from './InviteForm';
import { useInviteRoles } from './InviteRoles';
import { InviteRow } from './InviteRow';

/** Rows at most in one request (the API's limit). */
const MAX_ROWS = 50;

/**
 * Invites one or several people (SPEC §2, §4, §5, §8): email, role and an optional description
 * per row, "add another" for more; a loading text while it runs, then a success count or
 * "Error inviting users" with each row's problem under its field.
 */
export const InviteDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = useId();
  const { roles } = useInviteRoles();
  const [rows, setRows] = useState<InviteRowValues[]>(() => [emptyInviteRow()]);
  const [errors, setErrors] = useState<InviteRowErrors[]>([]);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setRows([emptyInviteRow()]);
    setErrors([]);
    setError('');
    onClose();
  };

  const send = async () => {
    const found = rows.map((row) => inviteRowErrors(row, translate));
    setErrors(found);
    setError('');
    if (found.some((rowErrors) => Object.keys(rowErrors).length)) return;
    setPending(true);
    try {
      const { json } = await httpClient('/api/users/invitations', { method: 'POST', body: JSON.stringify(invitationsBody(rows)) });
      notify('app.invite.sent', { type: 'success', messageArgs: { smart_count: (json as unknown[]).length } });
      setPending(false);
      refresh();
      close();
    } catch (failure) {
      const body = failure instanceof HttpError ? (failure.body as { message?: string; errors?: Record<string, string> } | undefined) : undefined;
      setErrors(serverRowErrors(body?.errors, rows.length));
      setError(body?.message && !body.errors ? body.message : '');
      notify('app.invite.error', { type: 'error' });
      setPending(false);
    }
  };

  const update = (index: number) => (row: InviteRowValues) => {
    setRows(rows.map((current, at) => (at === index ? row : current)));
    // An edited row's old errors no longer apply; the next send checks it again.
    setErrors(errors.map((rowErrors, at) => (at === index ? {} : rowErrors)));
  };
  const remove = (index: number) => () => {
    setRows(rows.filter((_, at) => at !== index));
    setErrors(errors.filter((_, at) => at !== index));
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth className="invite-dialog">
      <DialogTitle id={`${id}-title`}>{translate('app.invite.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.invite.intro')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {rows.map((row, index) => (
            <Fragment key={row.key}>
              {index > 0 ? <Divider /> : null}
              <InviteRow index={index} row={row} errors={errors[index] ?? {}} roles={roles} onChange={update(index)} onRemove={rows.length > 1 ? remove(index) : undefined} />
            </Fragment>
          ))}
          <div>
            <Button startIcon={<Add />} onClick={() => setRows([...rows, emptyInviteRow()])} disabled={pending || rows.length >= MAX_ROWS} className="invite-add-another">
              {translate('app.invite.addAnother')}
            </Button>
          </div>
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={pending}
          aria-busy={pending}
          className="invite-send"
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {pending ? translate('app.invite.sending', { smart_count: rows.length }) : translate('app.invite.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
