import { createHmac, randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';

const BALLOT_SECRET = 'pollBallots';

/**
 * A person's sealed ballot for one question: an HMAC of who and which question under a secret
 * made at first use and kept in auth_secrets. The same person gets the same ballot (one answer),
 * and the ballot alone does not say who they are.
 */
export const ballotOf = async (client: PoolClient, userId: string, questionId: string): Promise<string> => {
  await client.query('INSERT INTO "auth_secrets" ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING', [BALLOT_SECRET, randomBytes(32).toString('base64url')]);
  const { rows } = await client.query('SELECT "value" FROM "auth_secrets" WHERE "key" = $1', [BALLOT_SECRET]);
  return createHmac('sha256', rows[0].value as string).update(`${questionId}:${userId}`).digest('hex');
};
