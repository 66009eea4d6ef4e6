import { PasswordInput, type Validator } from 'react-admin';

/** The confirmation's field name; never sent (the payload keeps the schema's fields only). */
export const confirmationOf = (source: string) => `${source}Confirmation`;

/** The confirmation must repeat the password (both blank is fine: an edit keeps the current one). */
export const matchesPassword =
  (source: string): Validator =>
  (value: unknown, values: Record<string, unknown>) =>
    (value ?? '') === (values[source] ?? '') ? undefined : 'app.forms.passwordsDiffer';

/**
 * A password is always typed twice (SPEC §2's user form: password, confirm password), so that a
 * slip of the finger does not lock anyone out.
 */
export const PasswordWithConfirmation = ({ source, validate }: { source: string; validate?: Validator[] }) => (
  <>
    <PasswordInput source={source} validate={validate} autoComplete="new-password" />
    <PasswordInput source={confirmationOf(source)} label="app.forms.confirmPassword" validate={matchesPassword(source)} autoComplete="new-password" />
  </>
);
