import type { PoolClient } from 'pg';
import type { PendingWrite } from '../../crud/crud.service';

/**
 * Keeps one row flagged among the rows of one owner (a player's primary address, their primary
 * contact): flagging a row releases the owner's other one; an owner's row that would leave none
 * flagged is flagged itself. Under a lock on the owner, so two writes at once agree. Table and
 * columns are the caller's own schema names, never input.
 */
export const keepOnePrimary = async (client: PoolClient, write: PendingWrite, place: { table: string; owner: [field: string, column: string]; flag: [field: string, column: string] }): Promise<void> => {
  if (write.action === 'delete') return;
  const row = { ...write.before, ...write.values };
  const [ownerField, ownerColumn] = place.owner;
  const [flagField, flagColumn] = place.flag;
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${place.table}:${String(row[ownerField])}`]);
  if (row[flagField]) {
    await client.query(
      `UPDATE "${place.table}" SET "${flagColumn}" = false, "version" = "version" + 1, "updated_at" = now() WHERE "${ownerColumn}" = $1 AND "${flagColumn}" AND "id" IS DISTINCT FROM $2`,
      [row[ownerField], write.id ?? null],
    );
    return;
  }
  const { rows } = await client.query(`SELECT 1 FROM "${place.table}" WHERE "${ownerColumn}" = $1 AND "${flagColumn}" AND "id" IS DISTINCT FROM $2`, [row[ownerField], write.id ?? null]);
  if (rows.length === 0) write.values[flagField] = true;
};
