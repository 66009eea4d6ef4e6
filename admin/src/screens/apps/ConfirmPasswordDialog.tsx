import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PasswordInput } from '../../pages/signIn/PasswordInput';

export interface ConfirmPasswordDialogProps {
  /** The button that confirms (Save, or Use the environment's settings). */
  confirmLabel: string;
  busy: boolean;
  /** The server's word on the password (wrong, required), shown under the field. */
  error?: string;
  /** Anything else that went wrong (too many attempts), shown above it. */
  problem?: string;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  /** Why the password is asked (the senders' reason when none is given). */
  text?: string;
}

/**
 * "Your password to confirm": a change of the email or SMS sender voids every reset link and
 * code and is announced to the top-role users, so the server asks for the signed-in user's
 * current password. Its own form: Enter confirms, Escape cancels, the field has the focus and
 * its error is read with it.
 */
export const ConfirmPasswordDialog = ({ confirmLabel, busy, error, problem, onConfirm, onCancel, text }: ConfirmPasswordDialogProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`screens.apps.${key}`);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The settings form around this dialog must not take the submit as its own.
    event.stopPropagation();
    setMissing(password === '');
    if (password !== '') onConfirm(password);
  };
  const shown = missing ? translate('ra.validation.required') : error;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="confirm-password-title" aria-describedby="confirm-password-text" fullWidth maxWidth="xs">
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id="confirm-password-title">{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id="confirm-password-text">{text ?? t('confirmText')}</DialogContentText>
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
            <PasswordInput
              id="confirm-current-password"
              name="currentPassword"
              label={t('yourPassword')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(shown)}
              helperText={shown}
              autoComplete="current-password"
              autoFocus
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
};
