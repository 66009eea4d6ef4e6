import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AuthUser } from '../../auth/types';
import { fieldErrorsOf, messageOf, type AccountChanges } from './accountApi';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** First name, last name and phone; email and username are shown but belong to the administrators. */
export const ProfileForm = ({ user, save }: { user: AuthUser; save: (changes: AccountChanges) => Promise<AuthUser> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState({ firstName: text(user.firstName), lastName: text(user.lastName), phone: text(user.phone) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const label = (field: string) => translate(`resources.users.fields.${field}`);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      (['firstName', 'lastName'] as const).filter((field) => !values[field].trim()).map((field) => [field, translate('ra.validation.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSaving(true);
    try {
      await save({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone.trim() || null });
      notify('app.settings.account.saved', { type: 'success' });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(messageOf(error) ?? 'app.errors.somethingWentWrong', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const editable = (field: keyof typeof values, autoComplete: string) => (
    <TextField
      name={field}
      label={label(field)}
      value={values[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { dir: 'auto' } }}
    />
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label={translate('app.settings.account.profile')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        {editable('firstName', 'given-name')}
        {editable('lastName', 'family-name')}
      </Stack>
      {editable('phone', 'tel')}
      <TextField name="email" label={label('email')} value={text(user.email)} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} disabled />
      <TextField name="username" label={label('username')} value={text(user.username)} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} disabled />
      <div>
        <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1 }}>
          {translate('app.settings.account.saveProfile')}
        </Button>
      </div>
    </Stack>
  );
};
