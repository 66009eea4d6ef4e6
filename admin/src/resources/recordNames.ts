import type { RaRecord } from 'react-admin';

/**
 * The names of records other records are named by (an attendance record by its employee and
 * day), kept as they were fetched: a record's name is a string made at once wherever it shows
 * (titles, toasts, row labels), so what it refers to must already be known by name.
 */
const names = new Map<string, string>();

const keyOf = (apiName: string, id: unknown) => `${apiName}/${String(id)}`;

export const recordNameOf = (apiName: string, id: unknown): string | undefined => names.get(keyOf(apiName, id));

export const hasRecordName = (apiName: string, id: unknown): boolean => names.has(keyOf(apiName, id));

export const rememberRecordNames = (apiName: string, records: readonly RaRecord[], nameOf: (record: RaRecord) => string): void => {
  for (const record of records) names.set(keyOf(apiName, record.id), nameOf(record));
};
