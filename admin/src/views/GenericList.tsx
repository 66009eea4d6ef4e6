import { BulkDeleteButton, Datagrid, List } from 'react-admin';
import { useCsvExporter } from '../export/useCsvExporter';
import { useFilterInputs } from '../filters/useFilterInputs';
import { useSchemaResource } from '../resources/useSchemaResource';
import { NoResults } from './NoResults';
import { renderColumn } from './renderColumn';

/** The schema's columns, default sort, filters and search; a row opens the record. */
export const GenericList = () => {
  const schema = useSchemaResource();
  const filters = useFilterInputs(schema);
  const exporter = useCsvExporter(schema);
  const [field, order] = schema.definition.list.sort;
  const columns = schema.definition.list.columns.filter((name) => schema.definition.fields[name]?.kind !== 'longText');
  return (
    <List sort={{ field, order }} filters={filters} exporter={exporter}>
      <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />} empty={<NoResults />}>
        {columns.map((name) => renderColumn(name, schema))}
      </Datagrid>
    </List>
  );
};
