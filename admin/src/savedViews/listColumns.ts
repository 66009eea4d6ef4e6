import type { FieldKind } from '@club/schema';
import type { SchemaResource } from '../resources/useSchemaResource';

/** Kinds that make no column: long text, structured values, files and secrets are read on the record's page. */
const NOT_COLUMNS: ReadonlySet<FieldKind> = new Set<FieldKind>(['longText', 'json', 'password', 'file', 'files']);

/** The store key of the columns a person chose for a resource's list (none: the declared ones). */
export const columnsKey = (apiName: string) => `${apiName}.columns`;

/**
 * The columns a list may show, in order: the declared ones, then its other fields that fit a
 * column (those the reader may read), then when a record was made and changed.
 */
export const columnChoicesOf = ({ definition }: SchemaResource): string[] => {
  const declared = definition.list.columns.filter((name) => name in definition.fields || name === 'createdAt' || name === 'updatedAt');
  const others = Object.entries(definition.fields)
    .filter(([name, field]) => !declared.includes(name) && !NOT_COLUMNS.has(field.kind))
    .map(([name]) => name);
  return [...declared, ...others, ...['createdAt', 'updatedAt'].filter((name) => !declared.includes(name))];
};

/** The columns to draw: the chosen ones the list still offers, in the list's order, or the declared ones. */
export const shownColumns = (schema: SchemaResource, chosen: readonly string[] | undefined): string[] => {
  const choices = columnChoicesOf(schema);
  const kept = chosen ? choices.filter((name) => chosen.includes(name)) : [];
  return kept.length > 0 ? kept : [...schema.definition.list.columns];
};
