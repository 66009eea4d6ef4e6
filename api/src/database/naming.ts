import { createHash } from 'node:crypto';

/** fieldName → field_name: tables and columns follow PostgreSQL's snake_case convention. */
export const snakeCase = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export const tableOf = (resourceName: string): string => snakeCase(resourceName);

const MAX_IDENTIFIER = 63;

/** A deterministic index name within PostgreSQL's 63-byte limit. */
export const indexName = (table: string, columns: readonly string[], suffix = ''): string => {
  const name = ['IDX', table, ...columns].join('_') + (suffix ? `_${suffix}` : '');
  if (name.length <= MAX_IDENTIFIER) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 10);
  return `${name.slice(0, MAX_IDENTIFIER - 11)}_${hash}`;
};

/** Quotes an identifier that comes from the schema (never from a client). */
export const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** A schema name as an SQL string literal (names are camelCase identifiers: nothing to escape, checked anyway). */
export const nameLiteral = (name: string): string => {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not an identifier: ${name}`);
  return `'${name}'`;
};
