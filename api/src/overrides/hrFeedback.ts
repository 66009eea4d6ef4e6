import { defineOverride } from '../server-overrides/define';

// The account behind an entry is its writer's; the author's name is written for HR unless the
// writer asked to stay anonymous (and an entry made anonymous later loses it).
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    // The account behind every entry, so its writer can follow it (read by HR only with feedbackAuthors).
    if (write.action === 'create') write.values.submittedById = write.actor?.id ?? null;
    const entry = { ...write.before, ...write.values };
    if (entry.anonymous) {
      write.values.authorName = null;
      return;
    }
    if (write.action !== 'create' || !write.actor) return;
    const { rows } = await client.query(`SELECT trim(concat_ws(' ', "first_name", "last_name")) AS "name" FROM "users" WHERE "id" = $1`, [write.actor.id]);
    write.values.authorName = rows[0]?.name ?? null;
  },
}));
