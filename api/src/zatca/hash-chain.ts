import type { PoolClient } from 'pg';
import type { ResourceTable } from '../crud/sql';
import { FIRST_PREVIOUS_HASH } from './invoice-hash';

/** The unit's next link: its invoice counter value (ICV) and the previous invoice's hash (PIH). */
export interface ChainLink {
  counter: number;
  previousHash: string;
}

const CHAIN_LOCK = 'club.zatca.invoice-chain';

/**
 * Takes the next link under a transaction-scoped advisory lock: whoever stamps an invoice holds it
 * until their transaction ends, so two invoices issued at once take turns, and the second reads
 * the first's counter and hash once it committed (a rolled-back issue gives its link back). The
 * counter column is unique besides.
 */
export const nextChainLink = async (client: PoolClient, invoices: ResourceTable): Promise<ChainLink> => {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [CHAIN_LOCK]);
  const counter = invoices.column('zatcaCounter');
  const { rows } = await client.query(`SELECT ${counter} AS "counter", ${invoices.column('zatcaHash')} AS "hash" FROM ${invoices.table} WHERE ${counter} IS NOT NULL ORDER BY ${counter} DESC LIMIT 1`);
  const last = rows[0] as { counter: number; hash: string } | undefined;
  return { counter: (last?.counter ?? 0) + 1, previousHash: last?.hash ?? FIRST_PREVIOUS_HASH };
};
