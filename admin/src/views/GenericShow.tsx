import { Show, SimpleShowLayout } from 'react-admin';
import { RecordHistory } from '../history/RecordHistory';
import { useSchemaResource } from '../resources/useSchemaResource';
import { renderColumn } from './renderColumn';

/** Every field but the secret ones, then when the record was created and last updated; its history beside. */
export const GenericShow = () => {
  const schema = useSchemaResource();
  const names = Object.keys(schema.definition.fields).filter((name) => !schema.facts.secret.has(name));
  return (
    // Read-only records (the audit log itself) have no history of their own.
    <Show aside={schema.definition.readOnly ? undefined : <RecordHistory apiName={schema.apiName} />}>
      <SimpleShowLayout>
        {[...names, 'createdAt', 'updatedAt'].map((name) => renderColumn(name, schema, false))}
      </SimpleShowLayout>
    </Show>
  );
};
