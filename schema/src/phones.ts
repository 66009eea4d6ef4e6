// Phone numbers in one form, E.164 (+9665xxxxxxxx), wherever two of them are compared or one is
// kept as a key: people write the same mobile as 05…, 9665…, 009665… or +966 5…, with spaces,
// dashes, dots or brackets, and each spelling must count as the one number it is.

/** The club's country: a number written without a country code is a Saudi one. */
const DEFAULT_COUNTRY_CODE = '966';

/** E.164: a + and up to 15 digits, the first not 0. Shorter than 8 digits is no reachable number. */
const E164 = /^\+[1-9][0-9]{7,14}$/;

/** What people put between digits: spaces (also no-break and thin ones), dashes, dots, brackets. */
const SEPARATORS = /[\s\u00A0\u2007\u202F.()\-\u2010-\u2015]/g;

/** A Saudi number after +966: a mobile (5 and 8 digits), a landline (area code 1x and 7 digits), a unified 9200 or toll-free 800 number. */
const SAUDI_NATIONAL = /^(?:5[0-9]{8}|1[1-7][0-9]{7}|9200[0-9]{5}|800[0-9]{7})$/;

/** Eastern Arabic and Persian digits, as an Arabic keyboard types them, read as 0–9. */
const asciiDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)));

/**
 * The number in E.164, or undefined when the text is no phone number. A number without a country
 * code is Saudi: 05xxxxxxxx and 5xxxxxxxx → +9665xxxxxxxx, 011xxxxxxx → +96611xxxxxxx; 9665… and
 * 009665… → +9665…; +… and 00… keep their country. A Saudi number must have its right length.
 */
export const toE164 = (text: string): string | undefined => {
  if (typeof text !== 'string' || text.length > 40) return undefined;
  let digits = asciiDigits(text.trim()).replace(SEPARATORS, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  let e164: string;
  if (digits.startsWith('+')) e164 = digits;
  else if (!/^[0-9]+$/.test(digits)) return undefined;
  else if (digits.startsWith(DEFAULT_COUNTRY_CODE) && SAUDI_NATIONAL.test(digits.slice(DEFAULT_COUNTRY_CODE.length))) e164 = `+${digits}`;
  else if (digits.startsWith('0')) e164 = `+${DEFAULT_COUNTRY_CODE}${digits.slice(1)}`;
  else e164 = `+${DEFAULT_COUNTRY_CODE}${digits}`;
  if (!E164.test(e164)) return undefined;
  if (e164.startsWith(`+${DEFAULT_COUNTRY_CODE}`) && !SAUDI_NATIONAL.test(e164.slice(DEFAULT_COUNTRY_CODE.length + 1))) return undefined;
  return e164;
};

/** Whether two texts are the same phone number (false when either is none). */
export const samePhone = (a: unknown, b: unknown): boolean => {
  const first = typeof a === 'string' ? toE164(a) : undefined;
  return first !== undefined && first === (typeof b === 'string' ? toE164(b) : undefined);
};
