import type { Pool } from 'pg';

type Queryable = Pick<Pool, 'query'>;

export interface AccountRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
  phone: string | null;
  status: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The user with this email, compared case-insensitively (ILIKE without wildcards: the email's trigram index serves it). */
export const userByEmail = async (client: Queryable, email: string): Promise<AccountRow | undefined> => {
  const { rows } = await client.query(
    `SELECT "id", "email", "first_name" AS "firstName", "last_name" AS "lastName", "username", "phone", "status"
     FROM "users" WHERE "email" ILIKE $1 ORDER BY ("email" = $2) DESC, "created_at" LIMIT 1`,
    [escapeLike(email), email],
  );
  return rows[0];
};

export const userById = async (client: Queryable, id: string): Promise<AccountRow | undefined> => {
  const { rows } = await client.query(
    `SELECT "id", "email", "first_name" AS "firstName", "last_name" AS "lastName", "username", "phone", "status" FROM "users" WHERE "id" = $1`,
    [id],
  );
  return rows[0];
};

/** How a message greets the user. */
export const greetingNameOf = (user: AccountRow): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
