import { checkRoleWrite } from '../access/access-rules';
import { refuseKeyActor } from '../auth/api-keys/key-actors';
import { defineOverride } from '../server-overrides/define';

// Roles: managed only by someone ranked above them, granting only what the writer holds; the
// guard's cached roles are dropped in the transaction (this instance's next reads wait for
// nothing stale) and again once it committed.
export const override = defineOverride(({ permissions, auth }) => ({
  // An API key never changes a role, whatever its own role may do.
  beforeWrite: (write, client) => refuseKeyActor(write, client),
  afterWrite: async (event, client) => {
    await checkRoleWrite(event, client, permissions);
    permissions.forget();
    if (event.changed.includes('permissions') || event.action === 'delete') {
      await auth.securityLog.record({ event: 'authz_admin', userId: event.actor?.id ?? null, detail: `role '${String((event.after ?? event.before)?.key)}' ${event.action === 'update' ? 'permissions changed' : `${event.action}d`}` }, client);
    }
  },
  afterCommit: () => permissions.forget(),
}));
