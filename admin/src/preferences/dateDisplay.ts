import { readCookie, writePreferenceCookie } from './cookies';

/** The digits Arabic screens write numbers and dates with: Latin (123) or Arabic-Indic (١٢٣), as Intl names them. */
export const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];

/** Where a date shows its Hijri (Umm al-Qura) day beside it: on the fields the schema marks `hijri`, or on every date. */
export const HIJRI_SHOWN = ['marked', 'all'] as const;
export type HijriShown = (typeof HIJRI_SHOWN)[number];

/** The two display settings every formatter reads (see i18n/formats.ts). */
export interface DateDisplay {
  digits: Digits;
  hijri: HijriShown;
}

/** Latin digits and Hijri on the marked dates, unless the person chose otherwise. */
export const DEFAULT_DATE_DISPLAY: DateDisplay = { digits: 'latn', hijri: 'marked' };

const oneOf = <T extends string>(choices: readonly T[], value: string | undefined, fallback: T): T =>
  (choices as readonly (string | undefined)[]).includes(value) ? (value as T) : fallback;

/** The `digits` and `hijri` cookies (kept a year, like the other display preferences); an invalid value is the default. */
export const readDateDisplay = (): DateDisplay => ({
  digits: oneOf(DIGITS, readCookie('digits'), DEFAULT_DATE_DISPLAY.digits),
  hijri: oneOf(HIJRI_SHOWN, readCookie('hijri'), DEFAULT_DATE_DISPLAY.hijri),
});

export const writeDigits = (digits: Digits): void => writePreferenceCookie('digits', digits);

export const writeHijriShown = (hijri: HijriShown): void => writePreferenceCookie('hijri', hijri);
