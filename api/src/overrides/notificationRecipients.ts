import { defineOverride } from '../server-overrides/define';

// Reading a notification marks it read, once (the first time stays): only its own user's reading
// counts; anyone else who may see it (the grant's holders) leaves it unread.
export const override = defineOverride(({ pool }) => ({
  recordActions: {
    read: {
      run: async ({ resource, id, actor, reader, locale }, crud) => {
        // Not found for whoever may not see it.
        const record = await crud.getOne(resource, id, locale, reader);
        if (record.userId !== actor?.id || record.readAt) return record;
        await pool.query(`UPDATE "notification_recipients" SET "read_at" = now(), "version" = "version" + 1, "updated_at" = now() WHERE "id" = $1 AND "read_at" IS NULL`, [id]);
        return crud.getOne(resource, id, locale, reader);
      },
    },
  },
}));
