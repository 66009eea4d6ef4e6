import { badRequest, type FieldErrors } from '../../crud/errors';
import { MESSAGES, type Locale } from '../../i18n/messages';
import { RECOVERY_MESSAGES } from './recovery-messages';

const MAX_TEXT = 1024;

/**
 * A public form's body: a JSON object with only the form's fields. Anything else (status, roleId,
 * an id…) is refused with 400, never ignored: a form can never write more than it shows.
 */
export const formOf = (body: unknown, fields: readonly string[], locale: Locale, message: string): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(MESSAGES[locale].bodyNotObject);
  const unknown = Object.keys(body).filter((key) => !fields.includes(key));
  if (unknown.length) throw badRequest(message, Object.fromEntries(unknown.map((key) => [key, RECOVERY_MESSAGES[locale].notAFormField])));
  return body as Record<string, unknown>;
};

/** A trimmed text value, '' when absent or not text; an over-long one is recorded as an error. */
export const textOf = (form: Record<string, unknown>, name: string, errors: FieldErrors, locale: Locale, max = MAX_TEXT): string => {
  const value = form[name];
  if (value !== undefined && value !== null && typeof value !== 'string') {
    errors[name] = MESSAGES[locale].mustBeText;
    return '';
  }
  const text = (value ?? '').trim();
  if (text.length > max) errors[name] = MESSAGES[locale].maxLength(max);
  return text;
};

/** Throws the field errors collected, if any. */
export const throwIfErrors = (errors: FieldErrors, message: string): void => {
  if (Object.keys(errors).length) throw badRequest(message, errors);
};
