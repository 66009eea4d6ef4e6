import type { Pool } from 'pg';

const MAX_LENGTH = 40;
const MIN_LENGTH = 3;

/** The users resource's username shape from an email's local part: lower case, a-z 0-9 . _ - only. */
export const usernameBaseOf = (email: string): string => {
  const local = email.split('@', 1)[0]!.toLowerCase().normalize('NFKD');
  const base = local.replace(/[^a-z0-9._-]+/g, '').replace(/^[._-]+|[._-]+$/g, '');
  return (base.length >= MIN_LENGTH ? base : `${base || 'user'}.user`).slice(0, MAX_LENGTH - 4);
};

/** The base, or base.2, base.3…: the first one no user has (nor one of `taken`, the batch's earlier picks). */
export const uniqueUsername = async (client: Pick<Pool, 'query'>, email: string, taken: ReadonlySet<string>): Promise<string> => {
  const base = usernameBaseOf(email);
  const { rows } = await client.query(`SELECT "username" FROM "users" WHERE "username" = $1 OR "username" LIKE $2`, [base, `${base.replace(/[\\%_]/g, '\\$&')}.%`]);
  const used = new Set([...taken, ...rows.map((row: { username: string }) => row.username)]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}.${n}`)) return `${base}.${n}`;
};
