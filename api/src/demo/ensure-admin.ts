import { verify } from 'argon2';
import type { Pool } from 'pg';
import type { CrudService } from '../crud/crud.service';

export interface AdminAccount {
  email: string;
  password: string;
}

/** The embedded demo's sign-in, stated in the README and printed at start. */
export const DEMO_ADMIN: AdminAccount = { email: 'admin@club.sa', password: 'Club-Admin-2026' };

/**
 * Makes sure an active superadmin with this email exists. Its password is set only when it has
 * none: a password someone changed since is never overwritten.
 */
export const ensureAdmin = async (pool: Pool, crud: CrudService, account: AdminAccount): Promise<void> => {
  const { rows } = await pool.query('SELECT "id", "password" IS NULL AS "unset" FROM "users" WHERE lower("email") = lower($1)', [account.email]);
  if (rows.length > 0) {
    if (rows[0].unset) await crud.update('users', rows[0].id, { password: account.password, roleId: 'superadmin', status: 'active' });
    return;
  }
  const taken = await pool.query('SELECT 1 FROM "users" WHERE "username" = $1', ['admin']);
  await crud.create('users', {
    firstName: 'System',
    lastName: 'Administrator',
    username: taken.rows.length ? `admin.${Date.now().toString(36)}` : 'admin',
    email: account.email,
    password: account.password,
    roleId: 'superadmin',
    status: 'active',
  });
};

/** Whether the demo account still signs in with the demo password (then the start-up banner says so). */
export const demoAdminUnchanged = async (pool: Pool): Promise<boolean> => {
  const { rows } = await pool.query('SELECT "password" FROM "users" WHERE lower("email") = lower($1) AND "status" = $2', [DEMO_ADMIN.email, 'active']);
  const hash = rows[0]?.password as string | undefined;
  return hash ? verify(hash, DEMO_ADMIN.password).catch(() => false) : false;
};
