import type { WorkflowMove } from '@club/schema';
import type { Row } from '../crud/crud.service';
import type { RecordAction } from '../server-overrides/record-actions';

/**
 * A workflow move as a record action: an edit of the record to the move's state (with the value
 * it asks for), named as the action, so the workflow's rules, the record's other rules, the
 * version check and the audit trail judge it like any write.
 */
export const moveAction = (field: string, name: string, move: WorkflowMove): RecordAction => ({
  run: async ({ resource, id, body, actor, reader, locale }, crud) => {
    const record = await crud.getOne(resource, id, locale, reader);
    const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
    const asked = move.asks && move.asks in given ? { [move.asks]: given[move.asks] } : {};
    return crud.update(resource, id, { version: record.version, [field]: move.to, ...asked }, locale, { actor, reader, recordAction: { name, body: given } });
  },
});
