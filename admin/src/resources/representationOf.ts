import type { AnyResource } from '@club/schema';
import type { RaRecord } from 'react-admin';
import { readDirection } from '../preferences/direction';

/**
 * The schema's recordRepresentation as react-admin takes it: a field name, or a function joining
 * several. A field `{name}Ar` beside a representation field is its Arabic version (roles' name and
 * nameAr), shown instead when the screen is in Arabic and it is filled in.
 */
export const representationOf = (resource: AnyResource): string | ((record: RaRecord) => string) => {
  const fields = [resource.recordRepresentation].flat();
  const hasArabic = fields.some((field) => `${field}Ar` in resource.fields);
  if (fields.length === 1 && !hasArabic) return fields[0];
  const valueOf = (record: RaRecord, field: string) => {
    const arabic = record[`${field}Ar`];
    return hasArabic && readDirection() === 'rtl' && typeof arabic === 'string' && arabic.trim() ? arabic : record[field];
  };
  return (record) =>
    fields
      .map((field) => valueOf(record, field))
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' ');
};
