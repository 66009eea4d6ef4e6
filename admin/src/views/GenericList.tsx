import { Suspense, useMemo } from 'react';
import { BulkDeleteButton, Datagrid, List, Pagination } from 'react-admin';
import { useCsvExporter } from '../export/useCsvExporter';
import { useFilterInputs } from '../filters/useFilterInputs';
import { PAGE_SIZES } from '../list/urlParams';
import { useUrlListParams } from '../list/useUrlListParams';
import { listParamsOf, overrideOf } from '../overrides';
import { isReadOnly } from '../resources/readOnly';
import { useSchemaResource, type SchemaResource } from '../resources/useSchemaResource';
import { NoResults } from './NoResults';
import { renderColumn } from './renderColumn';

/** The resource's bulk toolbar: its override, the generic bulk delete, or none for a read-only resource. */
const bulkActionsOf = ({ apiName, definition }: SchemaResource) => {
  if (isReadOnly(definition)) return false;
  const Override = overrideOf(apiName, 'BulkActions');
  if (!Override) return <BulkDeleteButton mutationMode="pessimistic" />;
  return (
    <Suspense fallback={null}>
      <Override />
    </Suspense>
  );
};

/**
 * The schema's columns, default sort, filters and search; a row opens the record. A resource
 * whose override declares `listParams` keeps its params in its own URL search parameters.
 */
export const GenericList = () => {
  const schema = useSchemaResource();
  const declared = listParamsOf(schema.apiName);
  const filters = useFilterInputs(schema, declared);
  const exporter = useCsvExporter(schema);
  const [field, order] = schema.definition.list.sort;
  const sort = useMemo(() => ({ field, order }), [field, order]);
  const urlParams = useUrlListParams(schema.apiName, declared, sort);
  const columns = schema.definition.list.columns.filter((name) => schema.definition.fields[name]?.kind !== 'longText');
  if (declared && !urlParams.ready) return null;
  return (
    <List
      sort={sort}
      filters={filters}
      exporter={exporter}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      {...(declared ? { disableSyncWithLocation: true, storeKey: urlParams.storeKey } : {})}
    >
      <Datagrid rowClick="show" bulkActionButtons={bulkActionsOf(schema)} empty={<NoResults />}>
        {columns.map((name) => renderColumn(name, schema))}
      </Datagrid>
    </List>
  );
};
