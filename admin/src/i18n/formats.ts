import { CLUB_TIME_ZONE } from '@club/schema';

/**
 * The one way each screen language writes dates (and the tag its numbers are written with), used by every screen: English as
 * "28 Nov 2026, 18:00"; Arabic in the Gregorian calendar with Latin digits (an Arabic locale
 * alone would switch to the Hijri calendar and Arabic-Indic digits on some screens and not others).
 */
export const formatTagOf = (locale: string): string => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB');

export interface Formats {
  /** A day (YYYY-MM-DD, or the day of a moment): "28 Nov 2026". */
  date: (value: unknown) => string;
  /** A moment in the club's time zone: "28 Nov 2026, 18:00". */
  dateTime: (value: unknown) => string;
  /** A day in full: "28 November 2026". */
  longDate: (value: unknown) => string;
  /** A day in the Umm al-Qura calendar, the month by name: "4 Shawwal 1448 AH", «4 شوال 1448 هـ». */
  hijriDate: (value: unknown) => string;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const asDay = (value: unknown) => new Date(`${String(value).slice(0, 10)}T00:00:00Z`);

/** What cannot be read as a date is shown as it came: nothing is lost or thrown on a screen. */
const safely = (format: Intl.DateTimeFormat, at: Date, value: unknown) => (Number.isNaN(at.getTime()) ? String(value ?? '') : format.format(at));

const cache = new Map<string, Formats>();

/** The formats of a screen language (made once per language). */
export const formatsOf = (locale: string): Formats => {
  let formats = cache.get(locale);
  if (!formats) {
    const tag = formatTagOf(locale);
    // The month by its name in both languages (Arabic's medium style would be all digits).
    const date = new Intl.DateTimeFormat(tag, { ...DAY, timeZone: 'UTC' });
    const dayOfMoment = new Intl.DateTimeFormat(tag, { ...DAY, timeZone: CLUB_TIME_ZONE });
    const dateTime = new Intl.DateTimeFormat(tag, { ...DAY, hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE });
    const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: CLUB_TIME_ZONE });
    const hijri = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-latn' : 'en-GB-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formats = {
      // A day is the same day everywhere; a moment's day is the club's.
      date: (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? safely(date, asDay(value), value) : safely(dayOfMoment, new Date(String(value)), value)),
      dateTime: (value) => safely(dateTime, new Date(String(value)), value),
      longDate: (value) => safely(longDate, new Date(String(value)), value),
      hijriDate: (value) => safely(hijri, asDay(value), value),
    };
    cache.set(locale, formats);
  }
  return formats;
};
