import { defineOverride } from '../server-overrides/define';

// A completed interview has its score and recommendation (declared); a closed application gets no
// new interview to hold (one held before may still be recorded).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const interview = { ...write.before, ...write.values };
    if (write.action === 'create' && interview.status === 'scheduled') {
      const { rows } = await client.query('SELECT "stage" FROM "job_applications" WHERE "id" = $1', [interview.applicationId]);
      if (rows[0] && (rows[0].stage === 'hired' || rows[0].stage === 'rejected')) throw rules.refuse(write, 'applicationOpen');
    }
  },
}));
