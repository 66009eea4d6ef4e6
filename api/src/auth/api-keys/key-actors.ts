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
