import { EntitySchema } from 'typeorm';

/**
 * One row per Idempotency-Key a caller sent with a write: the request's fingerprint (a hash of
 * its method, path and body) and, once it finished, the answer to give again (status, the
 * headers that matter, body). A row with no status is a request still running (or one whose
 * instance died: `startedAt` tells how long ago). Rows go when they expire (24 hours).
 */
export const idempotencyKeysEntity = new EntitySchema<Record<string, unknown>>({
  name: 'idempotencyKeys',
  tableName: 'idempotency_keys',
  columns: {
    caller: { type: 'varchar', length: 120, primary: true },
    key: { type: 'varchar', length: 255, primary: true },
    fingerprint: { type: 'varchar', length: 64 },
    startedAt: { name: 'started_at', type: 'timestamptz', default: () => 'now()' },
    status: { type: 'integer', nullable: true },
    headers: { type: 'jsonb', nullable: true },
    body: { type: 'bytea', nullable: true },
    expiresAt: { name: 'expires_at', type: 'timestamptz' },
  },
  indices: [{ name: 'IDX_idempotency_keys_expires_at', columns: ['expiresAt'] }],
});
