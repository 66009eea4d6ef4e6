import type { PoolClient } from 'pg';
import type { WriteEvent } from '../../crud/crud.service';

/**
 * Keeps a user's row of the chat's contacts (chatContacts): every account but the parent portal's,
 * its name and description as they are now, active while the account is; gone with the account.
 */
export const syncChatContact = async (event: WriteEvent, client: PoolClient): Promise<void> => {
  if (event.action === 'delete') {
    await client.query('DELETE FROM "chat_contacts" WHERE "user_id" = $1', [event.id]);
    return;
  }
  await client.query(
    `INSERT INTO "chat_contacts" ("user_id", "name", "description", "active")
     SELECT u."id", left(trim(u."first_name" || ' ' || coalesce(u."last_name", '')), 170), left(u."description", 255), u."status" = 'active'
       FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE u."id" = $1 AND r."key" <> 'parent'
     ON CONFLICT ("user_id") DO UPDATE SET "name" = excluded."name", "description" = excluded."description", "active" = excluded."active", "version" = "chat_contacts"."version" + 1, "updated_at" = now()`,
    [event.id],
  );
  // An account moved to the parents' role leaves the staff's contacts.
  await client.query(`DELETE FROM "chat_contacts" c USING "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE c."user_id" = u."id" AND u."id" = $1 AND r."key" = 'parent'`, [event.id]);
};
