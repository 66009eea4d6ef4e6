import { KINDS, type Field } from '@club/schema';

// What a well-formed value looks like lives with the kinds (schema/src/values.ts).
export { ISO_DATE, ISO_DATETIME, ISO_TIME, isRealDate, isRealDateTime, UUID } from '@club/schema';

/** The PostgreSQL type a parameter is cast to when compared with a column of this kind (`id` has no field). */
export const sqlTypeOf = (field: Field | undefined): string => (field ? KINDS[field.kind].castType : 'uuid');
