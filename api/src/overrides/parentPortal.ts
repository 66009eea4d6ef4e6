import type { PoolClient } from 'pg';
import { causeOf, type Cause } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import type { RecordAction } from '../server-overrides/record-actions';
import { defineOverride } from '../server-overrides/define';
import { childrenOf, refreshPortalUsers } from './parts/players';

/** The role a parent's account is invited to: it reads only their children (the players' row scope). */
const PARENT_ROLE = 'parent';

/** Accounts invited that have signed up since are active; each account's last sign-in. */
const syncAccounts = async (client: PoolClient, records: Records, cause: Cause): Promise<number> => {
  const { rows } = await client.query<{ id: string; status: string; lastSignInAt: Date | null }>(
    `SELECT a."id", CASE WHEN a."status" = 'invited' AND u."status" = 'active' THEN 'active' ELSE a."status" END AS "status", s."at" AS "lastSignInAt"
       FROM "parent_portal" a JOIN "users" u ON u."id" = a."user_id"
       LEFT JOIN LATERAL (SELECT max(e."created_at") AS "at" FROM "security_events" e WHERE e."user_id" = u."id" AND e."event" = 'authn_login_success') s ON true
      WHERE a."last_sign_in_at" IS DISTINCT FROM s."at" OR (a."status" = 'invited' AND u."status" = 'active')
      ORDER BY a."id" FOR NO KEY UPDATE OF a`,
  );
  for (const row of rows) await records.update('parentPortal', row.id, { status: row.status, lastSignInAt: row.lastSignInAt }, cause);
  return rows.length;
};

/**
 * The account's side of an action first (its own rules: ranks, sessions ended on suspension), then
 * the portal row, in one transaction; inviting sends the users' invitation email, a new link each time.
 */
const accountAction = (name: string, account: (portal: Row, call: { actor: { id: string }; locale: Locale; client: PoolClient }) => Promise<Record<string, unknown>>): RecordAction => ({
  run: ({ resource, id, actor, reader, locale }, crud) =>
    // One transaction on one connection (the embedded database has one), joined by the invitation.
    crud.together(async (client) => {
      // The engine found the row visible to the caller (RecordActions.run); its email is read as
      // stored, as the caller's role may act on the access without reading contact details.
      const portal = await crud.getOne(resource, id, locale);
      const body = await account(portal, { actor: actor!, locale, client });
      return crud.update(resource, id, { version: portal.version }, locale, { actor, reader, recordAction: { name, body } });
    }),
});

// A parent's portal access follows their account: inviting makes (or re-invites) an account of the
// role `parent` for the row's email, suspending and restoring change the account's status (ending
// its sessions); the players of the parent are readable by the account while it exists. Whether the
// invitation was taken up, and the last sign-in, are brought in every five minutes.
export const override = defineOverride(({ invite, records, rules }) => {
  /**
   * The parent's account for the row's email: a parent account that exists already (its portal
   * row was removed and opened again) is linked as it is; otherwise one is invited (an account
   * still invited gets a new link). A staff account's email is refused.
   */
  const accountFor: Parameters<typeof accountAction>[1] = async (portal, { actor, locale, client }) => {
    const { rows } = await client.query<{ id: string; status: string; role: string }>(
      'SELECT u."id", u."status", r."key" AS "role" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE lower(u."email") = lower($1)',
      [portal.email],
    );
    const account = rows[0];
    if (account && account.role !== PARENT_ROLE) throw rules.refuse({ resource: 'parentPortal', locale }, 'parentOwnEmail', {}, 409);
    if (account && account.status !== 'invited') return { userId: account.id, status: account.status === 'active' ? 'active' : 'suspended' };
    return { userId: (await invite(PARENT_ROLE, String(portal.email), actor, locale)).id };
  };
  const setUserStatus = (status: string): Parameters<typeof accountAction>[1] => async () => ({ status });
  return {
    beforeWrite: (write) => {
      const { action, before, values, recordAction } = write;
      if (action === 'delete') {
        if (before?.status === 'invited' || before?.status === 'active') throw rules.refuse(write, 'suspendedBeforeRemoved', {}, 409, []);
        return;
      }
      if (before?.userId && values.email !== undefined && values.email !== before.email) throw rules.refuse(write, 'emailFixed', {}, 409);
      switch (recordAction?.name) {
        case 'invite':
          Object.assign(values, { status: recordAction.body.status ?? 'invited', userId: recordAction.body.userId, invitedAt: new Date().toISOString() });
          break;
        case 'suspend':
          values.status = 'suspended';
          break;
        case 'restore':
          values.status = recordAction.body.status === 'active' ? 'active' : 'invited';
          break;
      }
    },
    afterWrite: async (event, client) => {
      const parents = [...new Set([event.before?.parentId, event.after?.parentId].filter(Boolean))];
      for (const parent of parents) await refreshPortalUsers(client, records, causeOf(event), await childrenOf(client, parent));
    },
    recordActions: {
      invite: accountAction('invite', accountFor),
      suspend: {
        run: (call, crud) =>
          crud.together(async () => {
            const portal = await crud.getOne(call.resource, call.id, call.locale, call.reader);
            if (portal.userId) await crud.update('users', String(portal.userId), { status: 'suspended' }, call.locale, { actor: call.actor });
            return accountAction('suspend', setUserStatus('suspended')).run(call, crud);
          }),
      },
      restore: {
        run: (call, crud) =>
          crud.together(async () => {
            const portal = await crud.getOne(call.resource, call.id, call.locale, call.reader);
            // An account that has signed in comes back active; one that never has, invited (its link still works).
            const signedIn = portal.userId ? (await crud.list('securityEvents', { filter: JSON.stringify({ userId: portal.userId, event: 'authn_login_success' }), range: '[0,0]' })).rows.length > 0 : false;
            const status = signedIn ? 'active' : 'invited';
            if (portal.userId) await crud.update('users', String(portal.userId), { status }, call.locale, { actor: call.actor });
            return accountAction('restore', async () => ({ status })).run(call, crud);
          }),
      },
    },
    schedule: {
      accounts: { everyMinutes: 5, run: (client, cause) => syncAccounts(client, records, cause) },
    },
  };
});
