import { Show, SimpleShowLayout } from 'react-admin';
import { useSchemaResource } from '../resources/useSchemaResource';
import { renderColumn } from './renderColumn';

/** Every field but the secret ones, then when the record was created and last updated. */
export const GenericShow = () => {
  const schema = useSchemaResource();
  const names = Object.keys(schema.definition.fields).filter((name) => !schema.facts.secret.has(name));
  return (
    <Show>
      <SimpleShowLayout>
        {[...names, 'createdAt', 'updatedAt'].map((name) => renderColumn(name, schema, false))}
      </SimpleShowLayout>
    </Show>
  );
};
