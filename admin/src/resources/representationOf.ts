import type { ResourceManifestEntry } from '@club/schema';
import type { RaRecord } from 'react-admin';
import { readDirection } from '../preferences/direction';
import { formatsOf } from '../i18n/formats';

type Naming = Pick<ResourceManifestEntry, 'representation' | 'arabicRepresentation'> & Partial<Pick<ResourceManifestEntry, 'datedRepresentation'>>;

/** A date (YYYY-MM-DD) or a date-time as the screen's language writes it, in the club's time zone. */
const dated = (value: unknown, kind: 'date' | 'datetime'): unknown => {
  if (typeof value !== 'string' || !value) return value;
  const formats = formatsOf(readDirection() === 'rtl' ? 'ar' : 'en');
  return kind === 'date' ? formats.date(value) : formats.dateTime(value);
};

/**
 * The schema's recordRepresentation as react-admin takes it: a field name, or a function joining
 * several. A field `{name}Ar` beside a representation field is its Arabic version (roles' name and
 * nameAr), shown instead when the screen is in Arabic and it is filled in; a date or a date-time
 * is written as the screen's language writes it (a match: "Al-Fayha 23 Nov 2026, 18:00"). A
 * record whose representation is empty is named by the start of its id: a link is never nameless.
 */
export const representationOf = ({ representation, arabicRepresentation, datedRepresentation = {} }: Naming): ((record: RaRecord) => string) => {
  const valueOf = (record: RaRecord, field: string) => {
    const arabic = record[`${field}Ar`];
    if (datedRepresentation[field]) return dated(record[field], datedRepresentation[field]);
    return arabicRepresentation.includes(field) && readDirection() === 'rtl' && typeof arabic === 'string' && arabic.trim() ? arabic : record[field];
  };
  const isolate = representation.length > 1 && Object.keys(datedRepresentation).length > 0;
  return (record) =>
    representation
      .map((field) => valueOf(record, field))
      .filter((value) => value !== undefined && value !== null && value !== '')
      // Beside a date, each part is isolated in its own direction: a Latin name and an Arabic date keep their order.
      .map((value) => (isolate ? `\u2068${String(value)}\u2069` : String(value)))
      .join(' ') || `#${String(record.id ?? '').slice(0, 8)}`;
};
