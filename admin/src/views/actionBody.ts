import type { Field, RecordActionDefinition } from '@club/schema';

/**
 * What a record action sends: the comment it asks for, and the value of the field it `asks`
 * (a number for a numeric field, as typed for a date or a text).
 */
export const actionBodyOf = (action: RecordActionDefinition, asked: Field | undefined, comment?: string, value?: string): Record<string, unknown> => ({
  ...(action.comment ? { comment } : {}),
  ...(action.asks ? { [action.asks]: asked && asked.kind !== 'date' && asked.kind !== 'text' ? Number(value) : value } : {}),
});
