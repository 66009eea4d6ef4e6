import { useCallback } from 'react';
import { downloadCSV, useTranslate, type Exporter, type FetchRelatedRecords, type RaRecord } from 'react-admin';
import { fieldLabelKey } from '../i18n/keys';
import { adminKindOf } from '../kinds/adminKinds';
import { resourceNameFor } from '../resources/names';
import type { SchemaResource } from '../resources/useSchemaResource';
import { toCsv } from './toCsv';
import type { RelatedRecords } from './types';

const fetchRelated = async (
  { definition }: SchemaResource,
  records: RaRecord[],
  fetchRelatedRecords: FetchRelatedRecords,
): Promise<RelatedRecords> => {
  const references = Object.entries(definition.fields).flatMap(([name, field]) =>
    field.kind === 'reference' || field.kind === 'referenceMany' ? [[name, field.target] as const] : [],
  );
  const fetched = await Promise.all(
    references.map(async ([name, target]) => [name, await fetchRelatedRecords(records, name, resourceNameFor(target))] as const),
  );
  return Object.fromEntries(fetched);
};

/** CSV export with translated headers and enum values, and references by their representation. */
export const useCsvExporter = (schema: SchemaResource): Exporter => {
  const translate = useTranslate();
  return useCallback<Exporter>(
    async (records: RaRecord[], fetchRelatedRecords) => {
      const { apiName, definition, facts } = schema;
      const names = Object.keys(definition.fields).filter((name) => !facts.secret.has(name));
      const related = await fetchRelated(schema, records, fetchRelatedRecords);
      const header = ['id', ...names, 'createdAt', 'updatedAt'].map((name) =>
        translate(fieldLabelKey(apiName, name), { _: name }),
      );
      const rows = records.map((record) => [
        String(record.id),
        ...names.map((source) =>
          adminKindOf(definition.fields[source]!.kind).csvCell({ value: record[source], source, field: definition.fields[source]!, apiName, translate, related }),
        ),
        String(record.createdAt ?? ''),
        String(record.updatedAt ?? ''),
      ]);
      downloadCSV(toCsv([header, ...rows]), apiName);
    },
    [schema, translate],
  );
};
