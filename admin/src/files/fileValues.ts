import { acceptsType, maxSizeOf, type FileField, type FileValue } from '@club/schema';

const isFileValue = (value: unknown): value is FileValue =>
  typeof value === 'object' && value !== null && typeof (value as FileValue).id === 'string' && typeof (value as FileValue).name === 'string';

/** The files a field's value holds, one or several, in order. */
export const filesIn = (value: unknown): FileValue[] => (Array.isArray(value) ? value : [value]).filter(isFileValue);

/** What the browser can tell before sending: too large, or a type the field refuses (the server judges by content). */
export const browserProblem = (field: FileField, file: File): 'tooLarge' | 'wrongType' | undefined => {
  if (file.size > maxSizeOf(field)) return 'tooLarge';
  // The browser's type comes from the name; an empty one is left to the server.
  if (file.type && !acceptsType(field, file.type)) return 'wrongType';
  return undefined;
};

/** The `accept` attribute of the file picker, from the field's types. */
export const acceptOf = (field: FileField): string | undefined => field.types?.join(',');
