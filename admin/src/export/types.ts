import type { Field } from '@club/schema';
import type { Identifier, RaRecord, TranslateFunction } from 'react-admin';

/** Records referenced by the exported rows, by field name then id. */
export type RelatedRecords = Record<string, Record<Identifier, RaRecord>>;

/** What the kind map gets to write one CSV cell. */
export interface ExportCellProps {
  value: unknown;
  source: string;
  field: Field;
  apiName: string;
  translate: TranslateFunction;
  related: RelatedRecords;
}
