import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PasswordInput } from '../signIn/PasswordInput';
import type { ProfileErrors, ProfileValues } from './profileForm';

export interface ProfileFieldsProps {
  values: ProfileValues;
  errors: ProfileErrors;
  onChange: (values: ProfileValues) => void;
}

/** First name, last name, username, phone, password, confirm password (SPEC §2's user form). */
export const ProfileFields = ({ values, errors, onChange }: ProfileFieldsProps) => {
  const translate = useTranslate();
  const set = (name: keyof ProfileValues) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
  const label = (name: string) => translate(`resources.users.fields.${name}`);
  const text = (name: 'firstName' | 'lastName' | 'username' | 'phone', autoComplete: string, ltr = false, required = false) => (
    <TextField
      name={name}
      label={label(name)}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      // Usernames and phone numbers are Latin: they stay left-to-right on an Arabic page.
      slotProps={{ htmlInput: ltr ? { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } : { dir: 'auto' } }}
    />
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {text('firstName', 'given-name', false, true)}
        {text('lastName', 'family-name')}
      </Stack>
      {text('username', 'username', true, true)}
      {text('phone', 'tel', true)}
      <PasswordInput
        name="password"
        label={label('password')}
        value={values.password}
        onChange={set('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? translate('app.recovery.reset.subtitle')}
        autoComplete="new-password"
        required
        fullWidth
      />
      <PasswordInput
        name="confirmPassword"
        label={translate('app.recovery.reset.confirm')}
        value={values.confirm}
        onChange={set('confirm')}
        error={Boolean(errors.confirm)}
        helperText={errors.confirm}
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
};
