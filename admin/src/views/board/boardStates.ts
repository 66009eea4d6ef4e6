import type { AnyResource } from '@club/schema';

/**
 * The board's columns: the states of the workflow's field in their declared order, those the
 * list's filter on that field keeps when it has one (a board of the open tickets).
 */
export const boardStatesOf = (definition: AnyResource, filterValues: Record<string, unknown>): string[] => {
  const field = definition.workflow ? definition.fields[definition.workflow.field] : undefined;
  if (field?.kind !== 'enum') return [];
  const chosen = filterValues[definition.workflow!.field];
  const kept = chosen === undefined || chosen === '' ? undefined : [chosen].flat().map(String);
  return field.values.filter((state) => !kept || kept.includes(state));
};
