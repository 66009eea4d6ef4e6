import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { CrudService } from '../crud/crud.service';

export interface AdminAccount {
  email: string;
  password: string;
}

/** The superadmin an embedded first start creates when ADMIN_PASSWORD names none. */
export const FIRST_ADMIN_EMAIL = 'admin@club.sa';

/** 120 random bits, 20 characters of base64url: typed once, then replaced by the owner's own. */
export const generatePassword = (): string => randomBytes(15).toString('base64url');

/**
 * Makes sure an active superadmin with this email exists and returns its id. Its password is set
 * only when it has none: a password someone changed since is never overwritten.
 */
export const ensureAdmin = async (pool: Pool, crud: CrudService, account: AdminAccount): Promise<string> => {
  const { rows } = await pool.query('SELECT "id", "password" IS NULL AS "unset" FROM "users" WHERE lower("email") = lower($1)', [account.email]);
  if (rows.length > 0) {
    if (rows[0].unset) await crud.update('users', rows[0].id, { password: account.password, roleId: 'superadmin', status: 'active' });
    return rows[0].id as string;
  }
  const taken = await pool.query('SELECT 1 FROM "users" WHERE "username" = $1', ['admin']);
  const created = await crud.create('users', {
    firstName: 'System',
    lastName: 'Administrator',
    username: taken.rows.length ? `admin.${Date.now().toString(36)}` : 'admin',
    email: account.email,
    password: account.password,
    roleId: 'superadmin',
    status: 'active',
  });
  return created.id as string;
};

/**
 * The first administrator of an embedded install without ADMIN_PASSWORD, as Grafana and Directus
 * do it: a generated password, printed once at start, that must be changed at the first sign-in.
 * Until it is, each start generates and prints a new one (a missed log line locks nobody out).
 * Returns the account to print, or undefined once its owner chose a password.
 */
export const ensureFirstAdmin = async (
  pool: Pool,
  crud: CrudService,
  auth: { requirePasswordChange(userId: string): Promise<void> },
  noUsersYet: boolean,
): Promise<AdminAccount | undefined> => {
  const account = { email: FIRST_ADMIN_EMAIL, password: generatePassword() };
  if (noUsersYet) {
    await auth.requirePasswordChange(await ensureAdmin(pool, crud, account));
    return account;
  }
  const { rows } = await pool.query(
    `SELECT u."id" FROM "users" u JOIN "auth_user_state" s ON s."user_id" = u."id" WHERE lower(u."email") = lower($1) AND s."password_change_required"`,
    [FIRST_ADMIN_EMAIL],
  );
  if (rows.length === 0) return undefined;
  // The write hook ends the hold a new password brings: it is put back at once.
  await crud.update('users', rows[0].id, { password: account.password });
  await auth.requirePasswordChange(rows[0].id as string);
  return account;
};
