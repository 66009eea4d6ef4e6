import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { REDIRECT_PARAM } from '../../auth/paths';
import { useSignIn } from '../../auth/useSignIn';
import { FORGOT_PASSWORD_PATH } from '../recovery/paths';
import { ThirdPartySignInLink } from '../clerk/ThirdPartySignInLink';
import { PasswordInput } from './PasswordInput';
import { signInErrorText } from './signInErrorText';

type Missing = { identifier?: boolean; password?: boolean };

/** Email-or-username and password; on success, back to the `redirect` search parameter. */
export const SignInForm = () => {
  const translate = useTranslate();
  const signIn = useSignIn();
  const [searchParams] = useSearchParams();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Missing>({});
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextMissing = { identifier: !identifier.trim(), password: !password };
    setMissing(nextMissing);
    if (nextMissing.identifier || nextMissing.password) return;
    setSubmitting(true);
    setError('');
    try {
      await signIn(identifier, password, searchParams.get(REDIRECT_PARAM));
    } catch (failure) {
      setError(signInErrorText(failure, translate));
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={translate('app.auth.title')}>
      <TextField
        name="identifier"
        label={translate('app.auth.identifier')}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        error={missing.identifier}
        helperText={missing.identifier ? translate('app.auth.identifierRequired') : undefined}
        autoComplete="username"
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { dir: 'auto', autoCapitalize: 'none', spellCheck: false } }}
      />
      <PasswordInput
        name="password"
        label={translate('app.auth.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password}
        helperText={missing.password ? translate('app.auth.passwordRequired') : undefined}
        autoComplete="current-password"
        fullWidth
      />
      <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="body2" underline="hover" sx={{ alignSelf: 'flex-end', mt: '8px !important' }} className="forgot-password-link">
        {translate('app.recovery.forgotLink')}
      </Link>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate(submitting ? 'app.auth.submitting' : 'app.auth.submit')}
      </Button>
      <ThirdPartySignInLink redirect={searchParams.get(REDIRECT_PARAM)} />
    </Stack>
  );
};
