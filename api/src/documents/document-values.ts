import { CLUB_TIME_ZONE, type Field } from '@club/schema';
import { documentTexts } from '@club/locales/documents';
import type { Locale } from '../i18n/messages';

/** The tag a document writes in: the admin's (Gregorian, Latin digits in Arabic too). */
const tagOf = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB');

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

interface Writers {
  day: Intl.DateTimeFormat;
  moment: Intl.DateTimeFormat;
  money: Intl.NumberFormat;
  number: Intl.NumberFormat;
}

const writers = new Map<Locale, Writers>();

const writersOf = (locale: Locale): Writers => {
  let found = writers.get(locale);
  if (!found) {
    const tag = tagOf(locale);
    found = {
      day: new Intl.DateTimeFormat(tag, { ...DAY, timeZone: 'UTC' }),
      moment: new Intl.DateTimeFormat(tag, { ...DAY, hour: '2-digit', minute: '2-digit', timeZone: CLUB_TIME_ZONE }),
      money: new Intl.NumberFormat(tag, { style: 'currency', currency: 'SAR' }),
      number: new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }),
    };
    writers.set(locale, found);
  }
  return found;
};

/** Intl's Arabic currency marks its direction with U+200F, which a PDF would draw as a box. */
const withoutMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

/** The club's "28 Nov 2026, 18:00" of a moment. */
export const writeMoment = (value: Date | string, locale: Locale): string => withoutMarks(writersOf(locale).moment.format(new Date(value)));

/** Names what a reference or an enum holds; the rest is written by the field's kind. */
export interface ValueNames {
  state: (field: string, value: unknown) => string;
  record: (field: string, id: string) => string | undefined;
}

/** A value as the document writes it in a language; undefined when there is nothing to write. */
export const writeValue = (name: string, field: Field, value: unknown, locale: Locale, names: ValueNames): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const write = writersOf(locale);
  switch (field.kind) {
    case 'boolean':
      return documentTexts[locale][value ? 'yes' : 'no'];
    case 'enum':
      return names.state(name, value);
    case 'multiEnum':
      return (value as unknown[]).map((item) => names.state(name, item)).join('، ');
    case 'date': {
      const day = new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? String(value) : withoutMarks(write.day.format(day));
    }
    case 'datetime':
      return writeMoment(String(value), locale);
    case 'money':
      return withoutMarks(write.money.format(Number(value)));
    case 'decimal':
    case 'integer':
      return withoutMarks(write.number.format(Number(value)));
    case 'reference':
      return names.record(name, String(value));
    case 'referenceMany': {
      const named = (value as unknown[]).map((id) => names.record(name, String(id))).filter((text): text is string => Boolean(text));
      return named.length ? named.join(locale === 'ar' ? '، ' : ', ') : undefined;
    }
    case 'file':
    case 'files':
    case 'json':
    case 'password':
      return undefined;
    default:
      return String(value);
  }
};
