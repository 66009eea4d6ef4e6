import type { ResourceManifestEntry } from '@club/schema';
import type { RaRecord } from 'react-admin';
import { readDirection } from '../preferences/direction';

type Naming = Pick<ResourceManifestEntry, 'representation' | 'arabicRepresentation'>;

/**
 * The schema's recordRepresentation as react-admin takes it: a field name, or a function joining
 * several. A field `{name}Ar` beside a representation field is its Arabic version (roles' name and
 * nameAr), shown instead when the screen is in Arabic and it is filled in.
 */
export const representationOf = ({ representation, arabicRepresentation }: Naming): string | ((record: RaRecord) => string) => {
  if (representation.length === 1 && arabicRepresentation.length === 0) return representation[0]!;
  const valueOf = (record: RaRecord, field: string) => {
    const arabic = record[`${field}Ar`];
    return arabicRepresentation.includes(field) && readDirection() === 'rtl' && typeof arabic === 'string' && arabic.trim() ? arabic : record[field];
  };
  return (record) =>
    representation
      .map((field) => valueOf(record, field))
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' ');
};
