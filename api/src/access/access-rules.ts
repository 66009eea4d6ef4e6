import { ACTIONS, TOP_RANK, type Action } from '@club/schema';
import type { PoolClient } from 'pg';
import type { WriteEvent } from '../crud/crud.service';
import { badRequest, forbidden } from '../crud/errors';
import { ACCESS_MESSAGES } from './messages';
import type { PermissionSnapshot, PermissionStore, RoleAccess } from './permission-store';

/** What a user changes of their own account only through /api/auth (the password with the current one). */
const OWN_SIGN_IN_DETAILS = new Set(['password', 'email', 'username']);

const keyOfRole = async (client: PoolClient, roleId: unknown): Promise<string> =>
  typeof roleId === 'string' ? String((await client.query('SELECT "key" FROM "roles" WHERE "id" = $1', [roleId])).rows[0]?.key ?? '') : '';

const rankOfRole = async (client: PoolClient, roleId: unknown): Promise<number | undefined> =>
  typeof roleId === 'string' ? ((await client.query('SELECT "rank" FROM "roles" WHERE "id" = $1', [roleId])).rows[0]?.rank as number | undefined) : undefined;

/**
 * Roles and pages as the write's transaction sees them: read through `client`, never the store's
 * cache (which reads from the pool: a write holding its connection while waiting for another one
 * starves the pool when several role or user writes run at once).
 */
const snapshotOf = (client: PoolClient, store: PermissionStore): Promise<PermissionSnapshot> => store.load(client);

/** The writing user's role, in that snapshot. */
const actorRole = async (client: PoolClient, snapshot: PermissionSnapshot, actorId: string): Promise<RoleAccess | undefined> => {
  const { rows } = await client.query('SELECT r."key" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE u."id" = $1', [actorId]);
  return rows[0] ? snapshot.roles.get(rows[0].key) : undefined;
};

/**
 * Nobody acts above their own rank: a user may give only roles up to their own, may not touch a
 * user ranked above them, and may not change their own role or status or delete themselves.
 */
export const checkUserWrite = async (event: WriteEvent, client: PoolClient, store: PermissionStore): Promise<void> => {
  if (!event.actor) return;
  const m = ACCESS_MESSAGES[event.locale];
  const snapshot = await snapshotOf(client, store);
  const actor = await actorRole(client, snapshot, event.actor.id);
  const rank = actor?.rank ?? 0;
  const self = event.id === event.actor.id;
  if (event.action === 'delete' && self) throw forbidden(m.ownAccount);
  if (self && event.action === 'update' && event.changed.some((field) => field === 'roleId' || field === 'status')) {
    throw forbidden(m.ownRoleOrStatus, Object.fromEntries(event.changed.filter((field) => field === 'roleId' || field === 'status').map((field) => [field, m.ownRoleOrStatus])));
  }
  // One's own sign-in details go through the account endpoints, which ask for the current password.
  const signInDetails = event.changed.filter((field) => OWN_SIGN_IN_DETAILS.has(field));
  if (self && event.action === 'update' && signInDetails.length > 0 && !event.actor.reauthenticated) throw forbidden(m.ownSignInDetails, Object.fromEntries(signInDetails.map((field) => [field, m.ownSignInDetails])));
  if (!self && event.before && ((await rankOfRole(client, event.before.roleId)) ?? 0) > rank) throw forbidden(m.userAboveOwn);
  if (event.after && (event.action === 'create' || event.changed.includes('roleId'))) {
    if (((await rankOfRole(client, event.after.roleId)) ?? 0) > rank) throw forbidden(m.roleAboveOwn, { roleId: m.roleAboveOwn });
    // A lower rank is not enough: the role may hold what the giver does not (notifications, which carry reset codes).
    const given = snapshot.roles.get(await keyOfRole(client, event.after.roleId));
    for (const [page, actions] of given?.permissions ?? []) {
      const missing = [...actions].find((action) => !actor?.permissions.get(page)?.has(action));
      if (missing) throw forbidden(m.roleHoldsMore(missing, page), { roleId: m.roleHoldsMore(missing, page) });
    }
  }
};

const isActionList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * A role's matrix must name known pages and actions they offer; a user manages only roles below
 * their rank and grants only what they hold themselves (checked on what the write adds).
 */
export const checkRoleWrite = async (event: WriteEvent, client: PoolClient, store: PermissionStore): Promise<void> => {
  const m = ACCESS_MESSAGES[event.locale];
  const permissions = event.after?.permissions;
  const given = event.after !== undefined && permissions !== null && permissions !== undefined;
  if (!given && !event.actor) return;
  // Read once: the pages check and the actor's rank and permissions use the same snapshot.
  const snapshot = await snapshotOf(client, store);
  if (given) {
    if (typeof permissions !== 'object' || Array.isArray(permissions) || !Object.values(permissions).every(isActionList)) {
      throw badRequest(m.permissionsShape, { permissions: m.permissionsShape });
    }
    for (const [page, actions] of Object.entries(permissions as Record<string, string[]>)) {
      const info = snapshot.pages.get(page);
      if (!info) throw badRequest(m.unknownPage(page), { permissions: m.unknownPage(page) });
      const offered = actions.find((action) => !info.actions.includes(action as Action) || !(ACTIONS as readonly string[]).includes(action));
      if (offered) throw badRequest(m.actionNotOffered(offered, page), { permissions: m.actionNotOffered(offered, page) });
      // Only the top rank holds these (the store ignores them below it): giving one anew is refused.
      const rank = Number(event.after?.rank ?? event.before?.rank ?? 0);
      const had = ((event.before?.permissions ?? {}) as Record<string, string[]>)[page] ?? [];
      const reserved = rank < TOP_RANK ? actions.find((action) => store.topRankOnly.get(page)?.includes(action as Action) && !had.includes(action)) : undefined;
      if (reserved) throw badRequest(m.topRankOnly(reserved, page), { permissions: m.topRankOnly(reserved, page) });
    }
  }
  if (!event.actor) return;
  const actor = await actorRole(client, snapshot, event.actor.id);
  const rank = actor?.rank ?? 0;
  for (const role of [event.before, event.after]) {
    if (role && (role.rank as number) >= rank) throw forbidden(m.roleNotBelowOwn, event.changed.includes('rank') ? { rank: m.roleNotBelowOwn } : {});
  }
  const before = (event.before?.permissions ?? {}) as Record<string, string[]>;
  for (const [page, actions] of Object.entries((permissions ?? {}) as Record<string, string[]>)) {
    for (const action of actions) {
      if (before[page]?.includes(action)) continue;
      if (!actor?.permissions.get(page)?.has(action as Action)) throw forbidden(m.permissionAboveOwn(action, page), { permissions: m.permissionAboveOwn(action, page) });
    }
  }
};
