import { isDeletableState, isEditableState, isFinalState, type AnyResource } from '@club/schema';

/** Whether the record is in one of its workflow's final states: it is neither edited nor deleted. */
export const isFinalRecord = (definition: AnyResource, record: Record<string, unknown> | undefined): boolean =>
  Boolean(record && definition.workflow && isFinalState(definition.workflow, record[definition.workflow.field]));

/** Whether the record's state lets it be deleted (its workflow's `deletable` states, or any but a final one). */
export const isDeletableRecord = (definition: AnyResource, record: Record<string, unknown> | undefined): boolean =>
  Boolean(record) && isDeletableState(definition.workflow, record![definition.workflow?.field ?? '']);

/** Whether the record's state lets it be edited (its workflow's `editable` states, or any but a final one). */
export const isEditableRecord = (definition: AnyResource, record: Record<string, unknown> | undefined): boolean =>
  Boolean(record) && isEditableState(definition.workflow, record![definition.workflow?.field ?? '']);
