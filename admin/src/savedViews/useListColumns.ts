import { useStore } from 'react-admin';
import type { SchemaResource } from '../resources/useSchemaResource';
import { columnsKey, shownColumns } from './listColumns';

/** The columns a list shows (the person's choice, kept on this device, or the declared ones) and how to change them. */
export const useListColumns = (schema: SchemaResource) => {
  const [chosen, setChosen] = useStore<string[] | undefined>(columnsKey(schema.apiName));
  return { columns: shownColumns(schema, chosen), chosen, setChosen };
};
