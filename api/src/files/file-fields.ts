import { fileIdOf, type AnyResource, type FileField, type FileValue } from '@club/schema';

/** A resource's file fields, by name. */
export const fileFieldsOf = (resource: AnyResource): [string, FileField][] =>
  Object.entries(resource.fields).flatMap(([name, field]) => (field.kind === 'file' || field.kind === 'files' ? [[name, field] as [string, FileField]] : []));

/** The file ids a field's value names (one, several or none), as checked by the kind (schema/src/kinds.ts). */
export const fileIdsIn = (value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(fileIdOf).filter((id): id is string => id !== undefined);
};

/** The value a field holds for its files: one object, or the list in the order given. */
export const fileValueOf = (field: FileField, files: readonly FileValue[]): FileValue | FileValue[] | null =>
  field.kind === 'file' ? (files[0] ?? null) : [...files];
