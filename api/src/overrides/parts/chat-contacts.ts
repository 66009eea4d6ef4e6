import type { PoolClient } from 'pg';
import { causeOf } from '../../crud/cause';
import type { WriteEvent } from '../../crud/crud.service';
import type { Records } from '../../crud/records';

/**
 * Keeps a user's row of the chat's contacts (chatContacts): every account but the parent portal's,
 * its name and description as they are now, active while the account is; gone with the account.
 * Written through the engine as effects of the user's write.
 */
export const syncChatContact = async (records: Records, event: WriteEvent, client: PoolClient): Promise<void> => {
  const cause = causeOf(event);
  const [contact] = await records.find('chatContacts', { userId: event.id }, { lock: true });
  if (event.action === 'delete') {
    if (contact) await records.delete('chatContacts', contact.id as string, cause);
    return;
  }
  const { rows } = await client.query<{ name: string; description: string | null; active: boolean; parent: boolean }>(
    `SELECT left(trim(u."first_name" || ' ' || coalesce(u."last_name", '')), 170) AS "name", left(u."description", 255) AS "description",
            u."status" = 'active' AS "active", r."key" = 'parent' AS "parent"
       FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE u."id" = $1`,
    [event.id],
  );
  const user = rows[0];
  if (!user) return;
  // An account moved to the parents' role leaves the staff's contacts.
  if (user.parent) {
    if (contact) await records.delete('chatContacts', contact.id as string, cause);
    return;
  }
  const values = { name: user.name, description: user.description, active: user.active };
  if (contact) await records.update('chatContacts', contact.id as string, values, cause);
  else await records.create('chatContacts', { userId: event.id, ...values }, cause);
};
