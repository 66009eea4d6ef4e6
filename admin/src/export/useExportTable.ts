import { useCallback } from 'react';
import { useTranslate, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import { adminKindOf } from '../kinds/adminKinds';
import { resourceNameFor } from '../resources/names';
import type { SchemaResource } from '../resources/useSchemaResource';
import type { RelatedRecords } from './types';

/** An export as a table: its heading row, its rows of texts, and which columns hold numbers (a workbook keeps them as such). */
export interface ExportTable {
  rows: string[][];
  numeric: boolean[];
}

const NUMBER_KINDS = new Set(['integer', 'decimal', 'money']);

const fetchRelated = async ({ definition }: SchemaResource, records: RaRecord[], fetchRelatedRecords: FetchRelatedRecords): Promise<RelatedRecords> => {
  const references = Object.entries(definition.fields).flatMap(([name, field]) => (field.kind === 'reference' || field.kind === 'referenceMany' ? [[name, field.target] as const] : []));
  const fetched = await Promise.all(references.map(async ([name, target]) => [name, await fetchRelatedRecords(records, name, resourceNameFor(target))] as const));
  return Object.fromEntries(fetched);
};

/** The records to export as people read them: translated headings and choices, references by their names. */
export const useExportTable = (schema: SchemaResource) => {
  const translate = useTranslate();
  return useCallback(
    async (records: RaRecord[], fetchRelatedRecords: FetchRelatedRecords): Promise<ExportTable> => {
      const { apiName, definition, facts } = schema;
      const names = Object.keys(definition.fields).filter((name) => !facts.secret.has(name));
      const related = await fetchRelated(schema, records, fetchRelatedRecords);
      const header = ['id', ...names, 'createdAt', 'updatedAt'].map((name) => translate(fieldLabelKey(apiName, name), { _: name }));
      const rows = records.map((record) => [
        String(record.id),
        ...names.map((source) => adminKindOf(definition.fields[source]!.kind).csvCell({ value: record[source], source, field: definition.fields[source]!, apiName, translate, related })),
        String(record.createdAt ?? ''),
        String(record.updatedAt ?? ''),
      ]);
      return { rows: [header, ...rows], numeric: [false, ...names.map((name) => NUMBER_KINDS.has(definition.fields[name]!.kind)), false, false] };
    },
    [schema, translate],
  );
};
