import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PasswordInput } from '../signIn/PasswordInput';
import { accountApi, fieldErrorsOf, messageOf } from './accountApi';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

const AUTOCOMPLETE: Record<Field, string> = { currentPassword: 'current-password', newPassword: 'new-password', confirmPassword: 'new-password' };

/** Current password, new password and its confirmation; the server checks the current one and the policy. */
export const PasswordForm = ({ onChanged }: { onChanged?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(EMPTY) as Field[]) if (!values[field]) found[field] = translate('ra.validation.required');
    if (!found.confirmPassword && values.confirmPassword !== values.newPassword) found.confirmPassword = translate('app.settings.account.passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await accountApi.changePassword(values.currentPassword, values.newPassword);
      setValues(EMPTY);
      notify('app.settings.account.passwordChanged', { type: 'success' });
      onChanged?.();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(messageOf(error) ?? 'app.errors.somethingWentWrong', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label={translate('app.settings.account.changePassword')}>
      {(Object.keys(EMPTY) as Field[]).map((field) => (
        <PasswordInput
          key={field}
          name={field}
          label={translate(`app.settings.account.${field}`)}
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          error={Boolean(errors[field])}
          helperText={errors[field]}
          autoComplete={AUTOCOMPLETE[field]}
        />
      ))}
      <div>
        <Button type="submit" variant="contained" disabled={saving} sx={{ mt: 1 }}>
          {translate('app.settings.account.changePassword')}
        </Button>
      </div>
    </Stack>
  );
};
