import type { AnyResource, Registry } from '@club/schema';
import { EntitySchema, type EntitySchemaColumnOptions, type EntitySchemaRelationOptions } from 'typeorm';
import { columnOf } from './columns';
import { exclusionsOf } from './exclusions';
import { btreeIndexesOf, customIndexesOf } from './indexes';
import { snakeCase, tableOf } from './naming';
import { SEARCH_COLUMN } from './search-index';

const systemColumns = (): Record<string, EntitySchemaColumnOptions> => ({
  id: { type: 'uuid', primary: true, generated: 'uuid' },
  createdAt: { name: 'created_at', type: 'timestamptz', createDate: true },
  updatedAt: { name: 'updated_at', type: 'timestamptz', updateDate: true },
  version: { type: 'integer', default: 1 },
});

/** One TypeORM EntitySchema per resource, built at run time from its declaration. */
export const entityOf = (resource: AnyResource, registry: Registry): EntitySchema => {
  const columns = systemColumns();
  const relations: Record<string, EntitySchemaRelationOptions> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    columns[name] = { name: snakeCase(name), nullable: !field.required, ...columnOf(field) };
    // onDelete 'keep': no foreign key, the id stays as history after its record is deleted.
    if (field.kind === 'reference' && field.onDelete !== 'keep') {
      // The relation only declares the foreign key; queries read the id column itself.
      relations[`${name}Relation`] = {
        type: 'many-to-one',
        target: field.target,
        joinColumn: { name: snakeCase(name), referencedColumnName: 'id', foreignKeyConstraintName: `FK_${tableOf(resource.name)}_${snakeCase(name)}` },
        onDelete: 'RESTRICT',
        nullable: !field.required,
        createForeignKeyConstraints: true,
      };
    }
  }
  const search = registry.facts(resource.name).search;
  if (search.length > 0) {
    // Kept by its trigger (search-index.ts), never written or read by the API.
    columns.searchText = { name: SEARCH_COLUMN, type: 'text', nullable: true, insert: false, update: false, select: false };
  }
  return new EntitySchema({
    name: resource.name,
    tableName: tableOf(resource.name),
    columns,
    relations,
    indices: [
      ...btreeIndexesOf(resource, registry),
      // Declared so that schema diffs leave them alone; migrations create them (see indexes.ts).
      ...customIndexesOf(resource, registry).map((index) => ({ name: index.name, columns: index.columns, synchronize: false })),
    ],
    // The declared noOverlap rules the database can keep alone (exclusions.ts).
    exclusions: exclusionsOf(resource).map(({ name, expression }) => ({ name, expression })),
  });
};

export const entitiesOf = (registry: Registry): EntitySchema[] =>
  registry.resources.map((resource) => entityOf(resource, registry));
