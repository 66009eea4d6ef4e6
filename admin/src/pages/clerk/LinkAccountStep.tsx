import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { SIGN_IN_PATH } from '../../auth/paths';
import { PasswordInput } from '../signIn/PasswordInput';
import { PageLink } from '../recovery/PageLink';
import { RecoveryApiError } from '../recovery/recoveryApi';
import { recoveryErrorText } from '../recovery/recoveryErrorText';
import { SubmitButton } from '../recovery/SubmitButton';
import { useStartSession } from '../signUp/useStartSession';
import { clerkApi } from './clerkApi';

/**
 * The step of /clerk/sign-in?link=1: an account here has the provider's verified email, so the
 * provider's account is linked to it only with that account's password (the server keeps the
 * waiting link for this browser alone, in a cookie). Linked, the session opens the app.
 */
export const LinkAccountStep = ({ redirect }: { redirect: string }) => {
  const translate = useTranslate();
  const startSession = useStartSession();
  const [waiting, setWaiting] = useState<{ email: string; provider: string }>();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    clerkApi.linkWaiting().then(setWaiting, (failure: unknown) => setError(recoveryErrorText(failure, translate)));
  }, [translate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setProblem(translate('app.auth.passwordRequired'));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    setError('');
    try {
      await startSession(await clerkApi.linkWithPassword(password), redirect);
    } catch (failure) {
      // A wrong password is said under the field; a spent or expired link above the button.
      const fieldError = failure instanceof RecoveryApiError ? failure.errors.password : undefined;
      if (fieldError) setProblem(fieldError);
      else setError(recoveryErrorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  const cancel = <PageLink to={SIGN_IN_PATH} label={translate('app.clerk.link.cancel')} />;
  if (!waiting) {
    return error ? (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {error}
        </Alert>
        {cancel}
      </Stack>
    ) : (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 1 }}>
        <CircularProgress size={20} />
        <span>{translate('app.clerk.link.loading')}</span>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={translate('app.clerk.link.title', { provider: waiting.provider })} className="link-account-form">
      <Typography variant="body2">
        {translate('app.clerk.link.intro', { email: '\u2068' + waiting.email + '\u2069', provider: waiting.provider })}
      </Typography>
      <PasswordInput
        name="password"
        label={translate('app.clerk.link.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(problem)}
        helperText={problem}
        autoComplete="current-password"
        autoFocus
        fullWidth
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <SubmitButton busy={busy} label={translate('app.clerk.link.submit')} busyLabel={translate('app.clerk.link.submitting')} />
      {cancel}
    </Stack>
  );
};
