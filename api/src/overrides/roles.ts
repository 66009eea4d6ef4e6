import { checkRoleWrite } from '../access/access-rules';
import { defineOverride } from '../server-overrides/define';

// Roles: managed only by someone ranked above them, granting only what the writer holds; the
// guard's cached roles are dropped in the transaction (this instance's next reads wait for
// nothing stale) and again once it committed.
export const override = defineOverride(({ permissions }) => ({
  afterWrite: async (event, client) => {
    await checkRoleWrite(event, client, permissions);
    permissions.forget();
  },
  afterCommit: () => permissions.forget(),
}));
