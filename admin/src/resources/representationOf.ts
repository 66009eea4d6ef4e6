import type { ResourceManifestEntry } from '@club/schema';
import type { RaRecord } from 'react-admin';
import { localeOf, readDirection } from '../preferences/direction';
import { formatsOf } from '../i18n/formats';
import { messagesOf } from '../i18n/messages';
import { recordNameOf } from './recordNames';
import { shownHalfOf } from './arabicHalf';

/** An enum value's label in the screen's language, once its words are loaded (they are before any screen shows). */
const labelOf = (apiName: string, field: string, value: unknown): unknown => {
  const messages = messagesOf(localeOf(readDirection()));
  if (messages instanceof Promise) return value;
  const resources = messages.resources as Record<string, { enums?: Record<string, Record<string, string>> }> | undefined;
  return resources?.[apiName]?.enums?.[field]?.[String(value)] ?? value;
};

type Naming = Pick<ResourceManifestEntry, 'representation' | 'arabicRepresentation'> &
  Partial<Pick<ResourceManifestEntry, 'name' | 'datedRepresentation' | 'referencedRepresentation' | 'enumRepresentation'>>;

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
 * is written as the screen's language writes it (a match: "Al-Fayha 23 Nov 2026, 18:00"); a value
 * of a list by its label; a reference by the name of the record it refers to (fetched with the
 * record: data/dataProvider.ts), never its id. A record whose representation is empty is named by
 * the start of its id: a link is never nameless.
 */
export const representationOf = ({ name = '', representation, arabicRepresentation, datedRepresentation = {}, referencedRepresentation = {}, enumRepresentation = [] }: Naming): ((record: RaRecord) => string) => {
  const valueOf = (record: RaRecord, field: string) => {
    if (datedRepresentation[field]) return dated(record[field], datedRepresentation[field]);
    const target = referencedRepresentation[field];
    if (target) return record[field] ? recordNameOf(target, record[field]) : undefined;
    if (enumRepresentation.includes(field) && record[field]) return labelOf(name, field, record[field]);
    return record[arabicRepresentation.includes(field) ? shownHalfOf(record, field, readDirection() === 'rtl') : field];
  };
  const isolate = representation.length > 1 && (Object.keys(datedRepresentation).length > 0 || Object.keys(referencedRepresentation).length > 0);
  return (record) =>
    representation
      .map((field) => valueOf(record, field))
      .filter((value) => value !== undefined && value !== null && value !== '')
      // Beside a date, each part is isolated in its own direction: a Latin name and an Arabic date keep their order.
      .map((value) => (isolate ? `\u2068${String(value)}\u2069` : String(value)))
      .join(' ') || `#${String(record.id ?? '').slice(0, 8)}`;
};
