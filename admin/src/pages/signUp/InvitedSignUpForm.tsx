import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { RecoveryApiError, recoveryApi, type InvitedProfile } from '../recovery/recoveryApi';
import { recoveryErrorText } from '../recovery/recoveryErrorText';
import { SubmitButton } from '../recovery/SubmitButton';
import { ProfileFields } from './ProfileFields';
import { EMPTY_PROFILE, profileErrors, profileOf, type ProfileErrors, type ProfileValues } from './profileForm';
import { useStartSession } from './useStartSession';

/** The invited user's form, prefilled from the invitation; submitting activates the account and signs in. */
export const InvitedSignUpForm = ({ token }: { token: string }) => {
  const translate = useTranslate();
  const startSession = useStartSession();
  const [invited, setInvited] = useState<InvitedProfile>();
  const [linkError, setLinkError] = useState('');
  const [values, setValues] = useState<ProfileValues>(EMPTY_PROFILE);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    recoveryApi.invitation(token).then(
      (profile) => {
        if (!current) return;
        setInvited(profile);
        setValues({ ...EMPTY_PROFILE, firstName: profile.firstName ?? '', lastName: profile.lastName ?? '', username: profile.username, phone: profile.phone ?? '' });
      },
      (failure: unknown) => current && setLinkError(recoveryErrorText(failure, translate)),
    );
    return () => {
      current = false;
    };
  }, [token, translate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = profileErrors(values, translate);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setError('');
    try {
      await startSession(await recoveryApi.acceptInvitation(token, profileOf(values)));
    } catch (failure) {
      const fields = failure instanceof RecoveryApiError ? failure.errors : {};
      const { token: tokenError, ...fieldErrors } = fields;
      setErrors(fieldErrors);
      if (tokenError || Object.keys(fieldErrors).length === 0) setError(recoveryErrorText(failure, translate));
      setBusy(false);
    }
  };

  if (linkError) {
    return (
      <Alert severity="error" className="sign-up-invalid-link">
        <strong>{translate('app.recovery.signUp.invalidTitle')}</strong>
        <br />
        {linkError}
      </Alert>
    );
  }
  if (!invited) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', py: 2 }} role="status">
        <CircularProgress size={20} />
        <span>{translate('app.recovery.signUp.checking')}</span>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={translate('app.recovery.signUp.title')} className="sign-up-form">
      <TextField
        name="email"
        label={translate('resources.users.fields.email')}
        value={invited.email}
        fullWidth
        disabled
        slotProps={{ htmlInput: { dir: 'ltr', readOnly: true } }}
      />
      <ProfileFields values={values} errors={errors} onChange={setValues} />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <SubmitButton busy={busy} label={translate('app.recovery.signUp.submit')} busyLabel={translate('app.recovery.signUp.submitting')} />
    </Stack>
  );
};
