import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../auth/paths';
import { PasswordInput } from '../signIn/PasswordInput';
import { RecoveryApiError, recoveryApi } from './recoveryApi';
import { recoveryErrorText } from './recoveryErrorText';
import { SubmitButton } from './SubmitButton';

type Problems = { password?: string; confirm?: string };

/** The new password, twice, for a reset token (a link's or a verified code's); then off to sign in. */
export const NewPasswordForm = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Problems = {
      password: password ? undefined : translate('app.recovery.reset.passwordRequired'),
      confirm: password && confirm !== password ? translate('app.recovery.reset.mismatch') : undefined,
    };
    setProblems(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    setError('');
    try {
      await recoveryApi.resetPassword(token, password);
      setDone(true);
    } catch (failure) {
      // A refused password is said under the field; a dead link above the button.
      const fieldError = failure instanceof RecoveryApiError ? failure.errors.password : undefined;
      if (fieldError) setProblems({ password: fieldError });
      else setError(recoveryErrorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Stack spacing={2.5} className="reset-password-done">
        <Alert severity="success" role="status">
          <strong>{translate('app.recovery.reset.doneTitle')}</strong>
          <br />
          {translate('app.recovery.reset.done')}
        </Alert>
        <Button component={RouterLink} to={SIGN_IN_PATH} variant="contained" size="large" fullWidth>
          {translate('app.recovery.reset.signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={translate('app.recovery.reset.title')} className="new-password-form">
      <PasswordInput
        name="newPassword"
        label={translate('app.recovery.reset.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(problems.password)}
        helperText={problems.password ?? translate('app.recovery.reset.subtitle')}
        autoComplete="new-password"
        autoFocus
        fullWidth
      />
      <PasswordInput
        name="confirmPassword"
        label={translate('app.recovery.reset.confirm')}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={Boolean(problems.confirm)}
        helperText={problems.confirm}
        autoComplete="new-password"
        fullWidth
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <SubmitButton busy={busy} label={translate('app.recovery.reset.submit')} busyLabel={translate('app.recovery.reset.submitting')} />
    </Stack>
  );
};
