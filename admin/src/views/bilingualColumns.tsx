import { fieldOverrideOf } from '../overrides';
import type { SchemaResource } from '../resources/useSchemaResource';

/** Whether a column is a name's Arabic half (`fullNameAr` beside `fullName`) joined into that one. */
const arabicHalf = (schema: SchemaResource, name: string) => name.endsWith('Ar') && hasArabicHalf(schema, name.slice(0, -2));

/**
 * Whether a text column has an Arabic half (`fullName` with `fullNameAr`) that the list may join
 * into one column: not when the resource draws either half itself (Manage Pages' labels).
 */
export const hasArabicHalf = ({ apiName, definition }: SchemaResource, name: string) =>
  definition.fields[name]?.kind === 'text' && definition.fields[`${name}Ar`]?.kind === 'text' && !fieldOverrideOf(apiName, name) && !fieldOverrideOf(apiName, `${name}Ar`);

/**
 * The columns a list shows: a name kept in both scripts is one column (its Arabic half is not a
 * column of its own; the column shows the screen language's half, see BilingualTextField).
 */
export const oneColumnPerName = (schema: SchemaResource, columns: readonly string[]): string[] =>
  columns.filter((name) => !(arabicHalf(schema, name) && columns.includes(name.slice(0, -2))));

/** The field a list sorts by for a column: a bilingual name by its half in the screen's language. */
export const sortFieldOf = (schema: SchemaResource, name: string, locale: string): string =>
  locale === 'ar' && hasArabicHalf(schema, name) && schema.facts.sortable.has(`${name}Ar`) ? `${name}Ar` : name;
