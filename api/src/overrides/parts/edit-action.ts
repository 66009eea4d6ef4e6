import type { Row } from '../../crud/crud.service';
import type { RecordAction } from '../../server-overrides/record-actions';

/**
 * A record action that is an edit of the record with the action named (approve, post, reverse):
 * the resource's `beforeWrite` sees `recordAction` with the body and decides, and the version
 * check, the rules and the audit trail apply as to any edit.
 */
export const editAction = (name: string): RecordAction => ({
  run: async ({ resource, id, body, actor, reader, locale }, crud) => {
    const record = await crud.getOne(resource, id, locale, reader);
    const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Row) : {};
    return crud.update(resource, id, { version: record.version }, locale, { actor, reader, recordAction: { name, body: given } });
  },
});

/** The comment a decision was sent with (`{ comment }`), trimmed and cut to 500 characters; '' without one. */
export const commentOf = (body: Row | undefined): string => (typeof body?.comment === 'string' ? body.comment.trim().slice(0, 500) : '');
