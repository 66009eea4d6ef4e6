import { hasSortKey, rulesOf, sortExpressionOf, type AnyResource, type ConstraintDefinition, type Registry } from '@club/schema';
import { createHash } from 'node:crypto';
import { conditionSql } from './exclusions';
import { indexName, snakeCase, tableOf } from './naming';
import { SEARCH_COLUMN, searchExpressionOf } from './search-index';

/** An index TypeORM cannot express (trigram and array GIN indexes); created by our migrations. */
export interface CustomIndex {
  name: string;
  table: string;
  /** Field names, for TypeORM's metadata. */
  columns: string[];
  definition: string;
  /** A unique index (the case-blind twin of a unique column). */
  unique?: boolean;
}

/** B-tree indexes: the declared composites, (column, id) for every other sortable column, (column) for other filters and references. */
export const btreeIndexesOf = (resource: AnyResource, registry: Registry) => {
  const facts = registry.facts(resource.name);
  const table = tableOf(resource.name);
  const indexes = new Map<string, { name: string; columns: string[]; unique?: boolean }>();
  // Declared composite indexes first: one that starts with a column also serves that column.
  for (const columns of resource.indexes ?? []) {
    indexes.set(indexes.has(columns[0]!) ? columns.join(',') : columns[0]!, { name: indexName(table, columns.map(snakeCase)), columns: [...columns] });
  }
  // One per declared combination (surveyId, phone); it serves filters on its first column too.
  for (const columns of resource.uniqueTogether ?? []) {
    indexes.set(`${columns.join(',')}:unique`, { name: uniqueTogetherIndexOf(table, columns), columns: [...columns], unique: true });
  }
  // A unique index serves its column's filters too.
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.unique) indexes.set(`${name}:unique`, { name: indexName(table, [snakeCase(name)], 'unique'), columns: [name], unique: true });
  }
  const startsWith = (columns: readonly string[]) => [...indexes.values()].some((index) => columns.every((column, at) => index.columns[at] === column));
  // A sort is by (column, id): only an index starting with both serves it without a sort step.
  for (const name of facts.sortable) {
    // A field sorted by an expression (an enum's declared order) has its index on it: customIndexesOf.
    if (name === 'id' || startsWith([name, 'id']) || hasSortKey(resource.fields[name])) continue;
    indexes.set(`${name},id`, { name: indexName(table, [snakeCase(name), 'id']), columns: [name, 'id'] });
  }
  for (const name of facts.filters.keys()) {
    const field = resource.fields[name];
    if (name === 'id' || startsWith([name]) || !field) continue;
    if (field.kind === 'multiEnum' || field.kind === 'referenceMany') continue;
    indexes.set(name, { name: indexName(table, [snakeCase(name)]), columns: [name] });
  }
  return [...indexes.values()];
};

/**
 * Indexes TypeORM cannot express: trigram GIN on the folded search text (see search-index.ts), array GIN for
 * multi-value filters, and B-tree on the sort expression of a field sorted by one (an enum's
 * declared order), named after its values so that a new order makes a new index.
 */
export const customIndexesOf = (resource: AnyResource, registry: Registry): CustomIndex[] => {
  const facts = registry.facts(resource.name);
  const table = tableOf(resource.name);
  const ordered = [...facts.sortable]
    .filter((name) => name !== 'id' && hasSortKey(resource.fields[name]))
    .map((name) => {
      const expression = sortExpressionOf(resource.fields[name], `"${snakeCase(name)}"`);
      const hash = createHash('sha1').update(expression).digest('hex').slice(0, 6);
      return { name: indexName(table, [snakeCase(name), 'id'], `ord${hash}`), table, columns: [name], definition: `(${expression}, "id")` };
    });
  // One trigram index on the stored search text, named after the text's expression (a new fold or
  // new search fields make a new column and a new index).
  const searchText = facts.search.length ? searchExpressionOf(facts.search) : undefined;
  const trigram = searchText
    ? [{ name: indexName(table, [], `search${createHash('sha1').update(searchText).digest('hex').slice(0, 6)}`), table, columns: ['searchText'], definition: `USING gin ("${SEARCH_COLUMN}" gin_trgm_ops)` }]
    : [];
  const arrays = [...facts.filters.keys()]
    .filter((name) => ['multiEnum', 'referenceMany'].includes(resource.fields[name]?.kind ?? ''))
    .map((name) => ({ name: indexName(table, [snakeCase(name)], 'gin'), table, columns: [name], definition: `USING gin ("${snakeCase(name)}")` }));
  const caseBlind = Object.entries(resource.fields)
    .filter(([, field]) => 'unique' in field && field.unique === true && rulesOf(field.kind).uniqueIgnoresCase === true)
    .map(([name]) => ({ name: caseBlindIndexOf(table, name), table, columns: [name], definition: `(lower("${snakeCase(name)}"))`, unique: true }));
  return [...trigram, ...arrays, ...ordered, ...caseBlind, ...ruleIndexesOf(resource)];
};

/**
 * The database's own hold on each declared `unique` constraint (schema/src/rules.ts): a partial
 * unique index while its `when` holds; and on each `onePrimary`, one flagged row per owner. The engine judges the rule first, under a lock, with its
 * words; the index keeps it for any write that would get past (a client on the database itself).
 * Named after its definition, so a changed rule makes a new index.
 */
export const ruleIndexesOf = (resource: AnyResource): CustomIndex[] => {
  const table = tableOf(resource.name);
  return Object.values(resource.constraints ?? {}).flatMap((constraint: ConstraintDefinition) => {
    // One primary record per owner is one flagged row per owner.
    const [fields, when] = constraint.kind === 'unique' ? [constraint.fields, constraint.when] : constraint.kind === 'onePrimary' ? [[constraint.per], { ...constraint.when, [constraint.flag]: true }] : [];
    if (!fields) return [];
    const where = conditionSql(when);
    const definition = `(${fields.map((field) => `"${snakeCase(field)}"`).join(', ')})${where ? ` WHERE ${where}` : ''}`;
    const hash = createHash('sha1').update(definition).digest('hex').slice(0, 6);
    return [{ name: ruleIndexOf(table, fields, hash), table, columns: [...fields], definition, unique: true }];
  });
};

/** A declared unique rule's index, by name (its hash: its definition's). */
export const ruleIndexOf = (table: string, fields: readonly string[], hash: string): string => indexName(table, fields.map(snakeCase), `rule${hash}`);

/** The unique index of a declared combination of fields, by name: its clash answers on the last field. */
export const uniqueTogetherIndexOf = (table: string, columns: readonly string[]): string => indexName(table, columns.map(snakeCase), 'unique');

/** The unique index on a field's lower-case value (an email's), by name: its clash answers on the field. */
export const caseBlindIndexOf = (table: string, field: string): string => indexName(table, [snakeCase(field)], 'ci');
