import { registry } from '@club/schema/browser';
import type { RaRecord } from 'react-admin';

/** A referenced record as text: its resource's recordRepresentation fields, joined. */
export const representRecord = (apiName: string, record: RaRecord | undefined): string => {
  if (!record) return '';
  const definition = registry.get(apiName);
  const fields = definition ? [definition.recordRepresentation].flat() : ['id'];
  return fields
    .map((field) => record[field])
    .filter((value) => value !== undefined && value !== null && value !== '')
    .join(' ');
};
