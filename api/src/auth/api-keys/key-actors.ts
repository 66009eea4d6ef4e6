import type { PoolClient } from 'pg';
import { ACCESS_MESSAGES } from '../../access/messages';
import { forbidden } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';

/**
 * An API key's service account is known by its address in this domain (reserved: no mail ever
 * reaches it): it stays a key's account when its key is deleted, so it never becomes a person.
 */
const KEY_ACCOUNT_DOMAIN = '@api-keys.invalid';

/** The email of a new key's service account. */
export const keyAccountEmail = (handle: string): string => `${handle}${KEY_ACCOUNT_DOMAIN}`;

/** Whether a users row is a key's service account, in SQL over the users table (its `email`). */
export const KEY_ACCOUNT_SQL = `"email" LIKE '%${KEY_ACCOUNT_DOMAIN}'`;

/** Whether a user is an API key's service account (asked of the database: effects of a key's write count too). */
export const isKeyUser = async (client: Pick<PoolClient, 'query'>, userId: string): Promise<boolean> =>
  (await client.query(`SELECT EXISTS (SELECT 1 FROM "users" WHERE "id" = $1 AND ${KEY_ACCOUNT_SQL}) AS "key"`, [userId])).rows[0]?.key === true;

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
 * A key's service account never signs in and is made only with its key: nobody gives it a
 * password, makes it active, changes its sign-in names or deletes it, and no person's account
 * takes the keys' address (the key's own writes keep its name and role in step).
 */
export const refuseKeyAccountChange = async (
  write: { action: string; id?: string; values: Record<string, unknown>; locale: Locale; cause?: { resource: string } },
  client: Pick<PoolClient, 'query'>,
): Promise<void> => {
  const refuse = () => forbidden(ACCESS_MESSAGES[write.locale].keyAccount, write.values.email === undefined ? {} : { email: ACCESS_MESSAGES[write.locale].keyAccount });
  if (typeof write.values.email === 'string' && write.values.email.toLowerCase().endsWith(KEY_ACCOUNT_DOMAIN) && write.cause?.resource !== 'apiKeys') throw refuse();
  const touches = write.action === 'delete' || (write.action === 'update' && SIGN_IN_FIELDS.some((field) => field in write.values));
  if (touches && write.id && (await isKeyUser(client, write.id))) throw refuse();
};
