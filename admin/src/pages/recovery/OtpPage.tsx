import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../auth/paths';
import { EmailField } from './EmailField';
import { emailError } from './emailError';
import { NewPasswordForm } from './NewPasswordForm';
import { OTP_LENGTH, OtpInput } from './OtpInput';
import { PageLink } from './PageLink';
import { FORGOT_PASSWORD_PATH } from './paths';
import { RecoveryApiError, recoveryApi } from './recoveryApi';
import { recoveryErrorText } from './recoveryErrorText';
import { RecoveryCard } from './RecoveryCard';
import { SubmitButton } from './SubmitButton';

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');

/** /otp: the email and the 6-digit code; a right code opens the new-password form. */
export const OtpPage = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [problems, setProblems] = useState<{ email?: string; code?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = digits.join('');
    const next = { email: emailError(email, translate), code: code.length === OTP_LENGTH ? undefined : translate('app.recovery.otp.codeRequired') };
    setProblems(next);
    if (next.email || next.code) return;
    setBusy(true);
    setError('');
    try {
      setToken((await recoveryApi.verifyOtp(email.trim(), code)).token);
    } catch (failure) {
      const codeError = failure instanceof RecoveryApiError ? failure.errors.code : undefined;
      if (codeError) {
        setProblems({ code: codeError });
        setDigits(EMPTY);
      } else setError(recoveryErrorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <>
      <PageLink to={FORGOT_PASSWORD_PATH} label={translate('app.recovery.otp.newCode')} />
      <PageLink to={SIGN_IN_PATH} label={translate('app.recovery.backToSignIn')} />
    </>
  );
  if (token) {
    return (
      <RecoveryCard title={translate('app.recovery.reset.title')} footer={footer}>
        <NewPasswordForm token={token} />
      </RecoveryCard>
    );
  }
  return (
    <RecoveryCard title={translate('app.recovery.otp.title')} subtitle={translate('app.recovery.otp.subtitle')} footer={footer}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={translate('app.recovery.otp.title')}>
        <EmailField value={email} onChange={setEmail} error={problems.email} autoFocus={!email} />
        <OtpInput digits={digits} onChange={setDigits} error={problems.code} label={translate('app.recovery.otp.code')} />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <SubmitButton busy={busy} label={translate('app.recovery.otp.submit')} busyLabel={translate('app.recovery.otp.submitting')} />
      </Stack>
    </RecoveryCard>
  );
};
