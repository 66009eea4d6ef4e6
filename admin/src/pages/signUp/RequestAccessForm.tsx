import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { EmailField } from '../recovery/EmailField';
import { emailError } from '../recovery/emailError';
import { RecoveryApiError, recoveryApi } from '../recovery/recoveryApi';
import { recoveryErrorText } from '../recovery/recoveryErrorText';
import { SubmitButton } from '../recovery/SubmitButton';
import { ProfileFields } from './ProfileFields';
import { EMPTY_PROFILE, profileErrors, profileOf, type ProfileErrors, type ProfileValues } from './profileForm';

/** /sign-up without an invitation: a request for access that an administrator approves. */
export const RequestAccessForm = () => {
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const [values, setValues] = useState<ProfileValues>(EMPTY_PROFILE);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: ProfileErrors = { ...profileErrors(values, translate) };
    const emailProblem = emailError(email, translate);
    if (emailProblem) problems.email = emailProblem;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setError('');
    try {
      setSent((await recoveryApi.requestAccess(email.trim(), profileOf(values))).message);
    } catch (failure) {
      const fields = failure instanceof RecoveryApiError ? failure.errors : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setError(recoveryErrorText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Alert severity="success" role="status" className="request-access-sent">
        <strong>{translate('app.recovery.signUp.requestSentTitle')}</strong>
        <br />
        {sent}
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={translate('app.recovery.signUp.requestTitle')}>
      <EmailField value={email} onChange={setEmail} error={errors.email} autoFocus />
      <ProfileFields values={values} errors={errors} onChange={setValues} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <SubmitButton busy={busy} label={translate('app.recovery.signUp.requestSubmit')} busyLabel={translate('app.recovery.forgot.submitting')} />
    </Stack>
  );
};
