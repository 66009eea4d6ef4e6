import { checkUserWrite } from '../access/access-rules';
import { KEY_ACCOUNT_SQL, refuseKeyAccountChange, refuseKeyActor } from '../auth/api-keys/key-actors';
import { defineOverride } from '../server-overrides/define';
import { syncChatContact } from './parts/chat-contacts';

// Users: nobody acts above their own rank, and a change of who someone is (password, status,
// role) ends their sessions in the same transaction. The staff among them are the chat's contacts.
export const override = defineOverride(({ permissions, auth, records }) => ({
  // API keys' service accounts are no people: out of the users' lists and pickers, yet named by id
  // (the author of a key's writes in a history, the key's own page).
  reads: { unlisted: () => [`NOT (${KEY_ACCOUNT_SQL})`] },
  // An API key never gives anyone a role (a new user's included), whatever its own role may do;
  // a key's own account never signs in and is not deleted apart from its key.
  beforeWrite: async (write, client) => {
    if (write.action === 'create' || (write.action === 'update' && 'roleId' in write.values && write.values.roleId !== write.before?.roleId)) await refuseKeyActor(write, client);
    await refuseKeyAccountChange(write, client);
  },
  afterWrite: async (event, client) => {
    await checkUserWrite(event, client, permissions);
    await auth.afterUserWrite(event, client);
    await syncChatContact(records, event, client);
    if (event.action === 'update' && event.changed.includes('roleId')) {
      await auth.securityLog.record({ event: 'authz_change', userId: event.id, detail: `role ${String(event.before?.roleId)} → ${String(event.after?.roleId)}, by ${event.actor?.id ?? 'the system'}` }, client);
    }
  },
}));
