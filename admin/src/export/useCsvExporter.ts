import { useCallback } from 'react';
import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { SchemaResource } from '../resources/useSchemaResource';
import { toCsv } from './toCsv';
import { useExportTable } from './useExportTable';

/** CSV export with translated headers and enum values, and references by their representation. */
export const useCsvExporter = (schema: SchemaResource): Exporter => {
  const tableOf = useExportTable(schema);
  return useCallback<Exporter>(async (records: RaRecord[], fetchRelatedRecords) => downloadCSV(toCsv((await tableOf(records, fetchRelatedRecords)).rows), schema.apiName), [schema, tableOf]);
};
