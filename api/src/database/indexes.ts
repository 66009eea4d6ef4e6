import type { AnyResource, Registry } from '@club/schema';
import { indexName, snakeCase, tableOf } from './naming';

/** An index TypeORM cannot express (trigram and array GIN indexes); created by our migrations. */
export interface CustomIndex {
  name: string;
  table: string;
  /** Field names, for TypeORM's metadata. */
  columns: string[];
  definition: string;
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
  for (const name of facts.sortable) {
    if (name === 'id' || indexes.has(name)) continue;
    indexes.set(name, { name: indexName(table, [snakeCase(name), 'id']), columns: [name, 'id'] });
  }
  for (const name of facts.filters.keys()) {
    const field = resource.fields[name];
    if (name === 'id' || indexes.has(name) || !field) continue;
    if (field.kind === 'multiEnum' || field.kind === 'referenceMany') continue;
    indexes.set(name, { name: indexName(table, [snakeCase(name)]), columns: [name] });
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.unique) indexes.set(`${name}:unique`, { name: indexName(table, [snakeCase(name)], 'unique'), columns: [name], unique: true });
  }
  return [...indexes.values()];
};

/** GIN indexes: trigram for search fields (ILIKE '%q%'), array containment for multi-value filters. */
export const customIndexesOf = (resource: AnyResource, registry: Registry): CustomIndex[] => {
  const facts = registry.facts(resource.name);
  const table = tableOf(resource.name);
  const trigram = facts.search.map((name) => ({
    name: indexName(table, [snakeCase(name)], 'trgm'),
    table,
    columns: [name],
    definition: `USING gin ("${snakeCase(name)}" gin_trgm_ops)`,
  }));
  const arrays = [...facts.filters.keys()]
    .filter((name) => ['multiEnum', 'referenceMany'].includes(resource.fields[name]?.kind ?? ''))
    .map((name) => ({ name: indexName(table, [snakeCase(name)], 'gin'), table, columns: [name], definition: `USING gin ("${snakeCase(name)}")` }));
  return [...trigram, ...arrays];
};
