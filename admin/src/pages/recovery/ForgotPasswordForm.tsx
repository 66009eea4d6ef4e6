import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { EmailField } from './EmailField';
import { emailError } from './emailError';
import { PageLink } from './PageLink';
import { OTP_PATH } from './paths';
import { recoveryApi } from './recoveryApi';
import { recoveryErrorText } from './recoveryErrorText';
import { SubmitButton } from './SubmitButton';

/** Asks for the account's email; then says to check the inbox (the same answer for any email). */
export const ForgotPasswordForm = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email, translate);
    setInvalid(problem);
    if (problem) return;
    setBusy(true);
    setError('');
    try {
      await recoveryApi.forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(recoveryErrorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Stack spacing={2.5} className="forgot-password-sent">
        <Alert severity="success" role="status">
          <strong>{translate('app.recovery.forgot.sentTitle')}</strong>
          <br />
          {/* The address stays left-to-right inside an Arabic sentence. */}
          {translate('app.recovery.forgot.sent', { email: `\u2068${sentTo}\u2069` })}
        </Alert>
        <PageLink to={`${OTP_PATH}?email=${encodeURIComponent(sentTo)}`} label={translate('app.recovery.forgot.haveCode')} className="forgot-password-have-code" />
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={translate('app.recovery.forgot.title')}>
      <EmailField value={email} onChange={setEmail} error={invalid} autoFocus />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <SubmitButton busy={busy} label={translate('app.recovery.forgot.submit')} busyLabel={translate('app.recovery.forgot.submitting')} />
    </Stack>
  );
};
