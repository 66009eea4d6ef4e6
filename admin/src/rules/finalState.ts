import { isFinalState, type AnyResource } from '@club/schema';

/** Whether the record is in one of its workflow's final states: it is neither edited nor deleted. */
export const isFinalRecord = (definition: AnyResource, record: Record<string, unknown> | undefined): boolean =>
  Boolean(record && definition.workflow && isFinalState(definition.workflow, record[definition.workflow.field]));
