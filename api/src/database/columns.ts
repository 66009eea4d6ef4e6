import { KINDS, type Field } from '@club/schema';
import type { EntitySchemaColumnOptions } from 'typeorm';

type ColumnShape = Pick<EntitySchemaColumnOptions, 'type' | 'length' | 'precision' | 'scale' | 'array'>;

/** A field's column, as its kind declares it (schema/src/kinds.ts). */
export const columnOf = (field: Field): ColumnShape => (KINDS[field.kind] as { column(field: Field): ColumnShape }).column(field);
