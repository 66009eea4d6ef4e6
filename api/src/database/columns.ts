import { maxLengthOf, type Field, type FieldKind, type FieldOfKind } from '@club/schema';
import type { EntitySchemaColumnOptions } from 'typeorm';

type ColumnShape = Pick<EntitySchemaColumnOptions, 'type' | 'length' | 'precision' | 'scale' | 'array'>;

/** The one column type of each field kind. Exhaustive: a new kind fails the type check here. */
const COLUMN_OF_KIND: { [K in FieldKind]: (field: FieldOfKind<K>) => ColumnShape } = {
  text: (field) => ({ type: 'varchar', length: maxLengthOf(field) }),
  longText: () => ({ type: 'text' }),
  email: (field) => ({ type: 'varchar', length: maxLengthOf(field) }),
  phone: (field) => ({ type: 'varchar', length: maxLengthOf(field) }),
  url: (field) => ({ type: 'varchar', length: maxLengthOf(field) }),
  password: () => ({ type: 'varchar', length: 255 }),
  integer: () => ({ type: 'integer' }),
  decimal: () => ({ type: 'numeric', precision: 18, scale: 4 }),
  money: () => ({ type: 'numeric', precision: 14, scale: 2 }),
  boolean: () => ({ type: 'boolean' }),
  date: () => ({ type: 'date' }),
  datetime: () => ({ type: 'timestamptz' }),
  time: () => ({ type: 'time' }),
  enum: () => ({ type: 'varchar', length: 64 }),
  multiEnum: () => ({ type: 'varchar', length: 64, array: true }),
  reference: () => ({ type: 'uuid' }),
  referenceMany: () => ({ type: 'uuid', array: true }),
  json: () => ({ type: 'jsonb' }),
};

export const columnOf = (field: Field): ColumnShape =>
  (COLUMN_OF_KIND[field.kind] as (field: Field) => ColumnShape)(field);
