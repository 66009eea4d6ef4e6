import type { TranslateFunction } from 'react-admin';
import type { ProfileForm } from '../recovery/recoveryApi';

/** The user form of SPEC §2 as typed: the profile plus the password's confirmation. */
export interface ProfileValues extends ProfileForm {
  confirm: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues | 'email', string>>;

export const EMPTY_PROFILE: ProfileValues = { firstName: '', lastName: '', username: '', phone: '', password: '', confirm: '' };

/** What the browser can tell before sending: required fields and the confirmation (formats: the server). */
export const profileErrors = (values: ProfileValues, translate: TranslateFunction): ProfileErrors => {
  const required = translate('app.recovery.signUp.required');
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = required;
  if (!values.username.trim()) errors.username = required;
  if (!values.password) errors.password = translate('app.recovery.reset.passwordRequired');
  else if (values.confirm !== values.password) errors.confirm = translate('app.recovery.reset.mismatch');
  return errors;
};

/** The body fields of a profile (no confirmation: it never leaves the browser). */
export const profileOf = ({ confirm: _confirm, ...profile }: ProfileValues): ProfileForm => profile;
