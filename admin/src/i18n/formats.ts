import { CLUB_TIME_ZONE } from '@club/schema';
import { readDateDisplay, type DateDisplay, type Digits } from '../preferences/dateDisplay';

/**
 * The one way each screen language writes dates (and the tag its numbers are written with), used by every screen: English as
 * "28 Nov 2026, 18:00"; Arabic in the Gregorian calendar with the digits of the display setting,
 * Latin unless the person chose Arabic-Indic (an Arabic locale alone would switch to the Hijri
 * calendar and Arabic-Indic digits on some screens and not others). Read where no hook can be,
 * the setting comes from its cookie.
 */
export const formatTagOf = (locale: string, digits: Digits = readDateDisplay().digits): string => (locale === 'ar' ? `ar-SA-u-ca-gregory-nu-${digits}` : 'en-GB');

export interface Formats {
  /** The language tag numbers are written with (Intl.NumberFormat, toLocaleString). */
  tag: string;
  /** Whether every date shows its Hijri day, not only those the schema marks `hijri`. */
  hijriEverywhere: boolean;
  /** A number: "1,234.5", «1,234.5» or «١٬٢٣٤٫٥». */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A day (YYYY-MM-DD, or the day of a moment): "28 Nov 2026". */
  date: (value: unknown) => string;
  /** A moment in the club's time zone: "28 Nov 2026, 18:00". */
  dateTime: (value: unknown) => string;
  /** A day in full: "28 November 2026". */
  longDate: (value: unknown) => string;
  /** A day (or a moment's day in the club) in the Umm al-Qura calendar, the month by name: "4 Shawwal 1448 AH", «4 شوال 1448 هـ». */
  hijriDate: (value: unknown) => string;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const asDay = (value: unknown) => new Date(`${String(value).slice(0, 10)}T00:00:00Z`);

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What cannot be read as a date is shown as it came: nothing is lost or thrown on a screen. */
const safely = (format: Intl.DateTimeFormat, at: Date, value: unknown) => (Number.isNaN(at.getTime()) ? String(value ?? '') : format.format(at));

const cache = new Map<string, Formats>();

/** The formats of a screen language and display settings (made once for each). */
export const formatsOf = (locale: string, display: DateDisplay = readDateDisplay()): Formats => {
  const key = `${locale}/${display.digits}/${display.hijri}`;
  let formats = cache.get(key);
  if (!formats) {
    const tag = formatTagOf(locale, display.digits);
    // The month by its name in both languages (Arabic's medium style would be all digits).
    const date = new Intl.DateTimeFormat(tag, { ...DAY, timeZone: 'UTC' });
    const dayOfMoment = new Intl.DateTimeFormat(tag, { ...DAY, timeZone: CLUB_TIME_ZONE });
    const dateTime = new Intl.DateTimeFormat(tag, { ...DAY, hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE });
    const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: CLUB_TIME_ZONE });
    const hijriTag = locale === 'ar' ? `ar-SA-u-ca-islamic-umalqura-nu-${display.digits}` : 'en-GB-u-ca-islamic-umalqura';
    const HIJRI: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
    const hijri = new Intl.DateTimeFormat(hijriTag, { ...HIJRI, timeZone: 'UTC' });
    const hijriOfMoment = new Intl.DateTimeFormat(hijriTag, { ...HIJRI, timeZone: CLUB_TIME_ZONE });
    const numbers = new Map<string, Intl.NumberFormat>();
    formats = {
      tag,
      hijriEverywhere: display.hijri === 'all',
      number: (value, options = {}) => {
        const optionsKey = JSON.stringify(options);
        let format = numbers.get(optionsKey);
        if (!format) numbers.set(optionsKey, (format = new Intl.NumberFormat(tag, options)));
        return format.format(value);
      },
      // A day is the same day everywhere; a moment's day is the club's.
      date: (value) => (isDay(value) ? safely(date, asDay(value), value) : safely(dayOfMoment, new Date(String(value)), value)),
      dateTime: (value) => safely(dateTime, new Date(String(value)), value),
      longDate: (value) => safely(longDate, new Date(String(value)), value),
      hijriDate: (value) => (isDay(value) ? safely(hijri, asDay(value), value) : safely(hijriOfMoment, new Date(String(value)), value)),
    };
    cache.set(key, formats);
  }
  return formats;
};
