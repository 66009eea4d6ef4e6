import { defineOverride } from '../server-overrides/define';

/** A poll ends after it starts (declared); once answered, whether it is anonymous no longer changes. */
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'update' && values.isAnonymous !== undefined && values.isAnonymous !== before!.isAnonymous) {
      const { rows } = await client.query('SELECT 1 FROM "poll_responses" WHERE "poll_id" = $1 LIMIT 1', [id]);
      if (rows.length) throw rules.refuse(write, 'anonymityKept', {}, 409);
    }
  },
}));
