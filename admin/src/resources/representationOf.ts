import type { AnyResource } from '@club/schema';
import type { RaRecord } from 'react-admin';

/** The schema's recordRepresentation as react-admin takes it: a field name, or a function joining several. */
export const representationOf = (resource: AnyResource): string | ((record: RaRecord) => string) => {
  const fields = [resource.recordRepresentation].flat();
  if (fields.length === 1) return fields[0];
  return (record) =>
    fields
      .map((field) => record[field])
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' ');
};
