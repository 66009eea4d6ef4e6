import { badRequest, type FieldErrors } from '../../crud/errors';
import { MESSAGES, type Locale } from '../../i18n/messages';
import { ACCOUNT_MESSAGES } from './account-messages';
import { AUTH_MESSAGES } from '../shared/messages';

/** What a user may change on their own record; role, status, email, username and password never. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'preferences'] as const;

const isObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * The body of PATCH /api/auth/me, checked for its shape only: any other key is a 400 naming it.
 * The values are validated afterwards by the users resource's own rules (CrudService.update).
 */
export const profileChanges = (body: unknown, locale: Locale): Record<string, unknown> => {
  if (!isObject(body)) throw badRequest(MESSAGES[locale].bodyNotObject);
  const m = ACCOUNT_MESSAGES[locale];
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    if (!(PROFILE_FIELDS as readonly string[]).includes(key)) errors[key] = m.notChangeableHere;
  }
  if (Object.keys(errors).length > 0) throw badRequest(m.profileBody(PROFILE_FIELDS), errors);
  if (Object.keys(body).length === 0) throw badRequest(m.nothingToChange);
  return body;
};

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** The body of POST /api/auth/password: exactly currentPassword and newPassword, both non-empty text. */
export const passwordChange = (body: unknown, locale: Locale): PasswordChange => {
  if (!isObject(body)) throw badRequest(MESSAGES[locale].bodyNotObject);
  const m = ACCOUNT_MESSAGES[locale];
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    if (key !== 'currentPassword' && key !== 'newPassword') errors[key] = m.notChangeableHere;
  }
  for (const key of ['currentPassword', 'newPassword'] as const) {
    if (typeof body[key] !== 'string' || body[key] === '') errors[key] = AUTH_MESSAGES[locale].passwordRequired;
  }
  if (Object.keys(errors).length > 0) throw badRequest(m.passwordBody, errors);
  return { currentPassword: body.currentPassword as string, newPassword: body.newPassword as string };
};
