import { SYSTEM_FIELDS, type SystemField } from '@club/schema';
import { renderField } from '../fields/renderField';
import { renderSystemField } from '../fields/renderSystemField';
import type { SchemaResource } from '../resources/useSchemaResource';

const isSystemField = (name: string): name is SystemField => (SYSTEM_FIELDS as readonly string[]).includes(name);

/** A list column or show row: a declared field or a system field; sortable only where the API sorts. */
export const renderColumn = (name: string, { apiName, definition, facts }: SchemaResource, sortable = facts.sortable.has(name)) => {
  const field = definition.fields[name];
  if (field) return renderField(name, field, apiName, sortable);
  return isSystemField(name) ? renderSystemField(name, sortable) : null;
};
