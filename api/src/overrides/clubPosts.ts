import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';

/** Scheduled posts whose time has come, published (the move stamps when they went out). */
const publishDue = async (records: Records, client: PoolClient, cause: Cause): Promise<number> => {
  const { rows } = await client.query<{ id: string }>(`SELECT "id" FROM "club_posts" WHERE "status" = 'scheduled' AND "publish_at" <= now() ORDER BY "id" FOR NO KEY UPDATE`);
  for (const post of rows) await records.update('clubPosts', post.id, { status: 'published' }, cause);
  return rows.length;
};

// A post's moves and its publishing time are declared (schema/src/resources/clubPosts.ts). What
// stays here: its author is who wrote it, and the server publishes a scheduled post when its time comes.
export const override = defineOverride(({ records }) => ({
  schedule: { publishDue: { everyMinutes: 1, run: (client, cause) => publishDue(records, client, cause) } },
  beforeWrite: ({ action, values, actor }) => {
    if (action === 'create') values.authorId = actor?.id ?? null;
  },
}));
