import { notificationDigestOf, notificationSettingsOf, type NotificationDigest, type NotificationSettings } from '@club/schema';
import { notificationPolicy } from '@club/schema/resources/notificationPolicy';
import type { PoolClient } from 'pg';
import type { CrudService } from '../crud/crud.service';

/** What a send needs to know of one person: where they are reached and what they chose. */
export interface PersonToTell {
  id: string;
  email?: string;
  phone?: string;
  settings: NotificationSettings;
  digest: NotificationDigest;
}

/**
 * Reads the people's notification settings (their `preferences`) and the club's required topics
 * at every send, in the send's transaction: a change of either applies to the very next notice.
 */
export class PeopleSettings {
  constructor(private readonly crud: CrudService) {}

  async of(client: PoolClient, userIds: readonly string[]): Promise<Map<string, PersonToTell>> {
    if (userIds.length === 0) return new Map();
    const users = this.crud.table('users');
    const { rows } = await client.query<{ id: string; email: string | null; phone: string | null; preferences: unknown }>(
      `SELECT "id", ${users.column('email')} AS "email", ${users.column('phone')} AS "phone", ${users.column('preferences')} AS "preferences" FROM ${users.table} WHERE "id" = ANY($1::uuid[])`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((row) => [row.id, { id: row.id, email: row.email ?? undefined, phone: row.phone ?? undefined, settings: notificationSettingsOf(row.preferences), digest: notificationDigestOf(row.preferences) }]));
  }

  /** The topic × channel values the club requires (notificationPolicy.required). */
  async required(client: PoolClient): Promise<Set<string>> {
    if (!this.crud.registry.get(notificationPolicy.name)) return new Set();
    const policy = this.crud.table(notificationPolicy.name);
    const { rows } = await client.query<{ required: string[] | null }>(`SELECT ${policy.column('required')} AS "required" FROM ${policy.table} LIMIT 1`);
    return new Set(rows[0]?.required ?? []);
  }
}
