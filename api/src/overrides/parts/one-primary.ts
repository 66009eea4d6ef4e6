import type { PoolClient } from 'pg';
import { causeOf } from '../../crud/cause';
import type { PendingWrite } from '../../crud/crud.service';
import type { Records } from '../../crud/records';

/**
 * Keeps one row flagged among the rows of one owner (a player's primary address, their primary
 * contact): flagging a row releases the owner's other one (through the engine, an effect of the
 * write); an owner's row that would leave none flagged is flagged itself. Under a lock on the
 * owner, so two writes at once agree. Resource and fields are the caller's own names, never input.
 */
export const keepOnePrimary = async (records: Records, client: PoolClient, write: PendingWrite, place: { resource: string; owner: string; flag: string }): Promise<void> => {
  if (write.action === 'delete') return;
  const { resource, owner, flag } = place;
  // The row the new primary one releases stays released (its own flag is not written yet).
  if (write.cause?.resource === resource && write.values[flag] === false) return;
  const row = { ...write.before, ...write.values };
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${resource}:${String(row[owner])}`]);
  const others = { [owner]: row[owner], [flag]: true, ...(write.id ? { id_neq: write.id } : {}) };
  if (row[flag]) {
    if (row[owner] != null) await records.updateWhere(resource, others, { [flag]: false }, causeOf(write));
    return;
  }
  const flagged = row[owner] == null ? [] : await records.find(resource, others, { limit: 1 });
  if (flagged.length === 0) write.values[flag] = true;
};
