import type { PoolClient } from 'pg';
import { ACCESS_MESSAGES } from '../../access/messages';
import { forbidden } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';

/** Whether a user is an API key's service user (asked of the database: effects of a key's write count too). */
export const isKeyUser = async (client: Pick<PoolClient, 'query'>, userId: string): Promise<boolean> =>
  (await client.query('SELECT EXISTS (SELECT 1 FROM "api_keys" WHERE "user_id" = $1) AS "key"', [userId])).rows[0]?.key === true;

/**
 * Keys never change keys, roles, users' roles or the integrations' settings, whatever their role
 * may: 403 in the request's language. A write without an actor (the system's) passes.
 */
export const refuseKeyActor = async (write: { actor?: { id: string }; locale: Locale }, client: Pick<PoolClient, 'query'>): Promise<void> => {
  if (write.actor && (await isKeyUser(client, write.actor.id))) throw forbidden(ACCESS_MESSAGES[write.locale].notWithApiKey);
};

/** How a user signs in, and whether they exist: what nobody changes on a key's service account. */
const SIGN_IN_FIELDS = ['password', 'status', 'email', 'username'];

/**
 * A key's service account never signs in and lives as long as its key: nobody gives it a password,
 * makes it active, changes its sign-in names or deletes it (its key's own writes, which carry the
 * key as their cause, keep its name and role in step).
 */
export const refuseKeyAccountChange = async (write: { action: string; id?: string; values: Record<string, unknown>; locale: Locale }, client: Pick<PoolClient, 'query'>): Promise<void> => {
  const touches = write.action === 'delete' || (write.action === 'update' && SIGN_IN_FIELDS.some((field) => field in write.values));
  if (touches && write.id && (await isKeyUser(client, write.id))) throw forbidden(ACCESS_MESSAGES[write.locale].keyAccount);
};
