import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

type Stage = 'new' | 'screening' | 'interview' | 'offer' | 'hired' | 'rejected';

// The pipeline moves forward a stage at a time; any open stage may end in rejected; hired and
// rejected are final.
const NEXT: Record<Stage, readonly Stage[]> = {
  new: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

// Applications: a new one only to an open posting before its closing date (the public form
// included) and once per email; the stage moves along the pipeline; an offer needs a completed
// interview with a score.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const application = { ...write.before, ...write.values };
    if (write.action === 'create') {
      // An open posting (declared) past its closing day takes no more.
      const { rows } = await client.query('SELECT "closing_date"::text AS "closingDate" FROM "job_postings" WHERE "id" = $1 FOR SHARE', [application.jobPostingId]);
      if (rows[0]?.closingDate && rows[0].closingDate < todayInRiyadh()) throw rules.refuse(write, 'postingOpen', {}, 409);
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`application:${application.jobPostingId}:${String(application.email).toLowerCase()}`]);
      const { rows: twice } = await client.query('SELECT 1 FROM "job_applications" WHERE "job_posting_id" = $1 AND lower("email") = lower($2)', [application.jobPostingId, application.email]);
      if (twice.length) throw rules.refuse(write, 'oncePerEmail', {}, 409);
      // HR may enter an application already screened or interviewed; an offer needs an interview on record first.
      if (application.stage === 'offer' || application.stage === 'hired') throw rules.refuse(write, 'interviewFirst');
      return;
    }
    // Back from the trash as it was: only one application per email and posting still holds.
    if (write.action === 'restore') {
      const { rows: twice } = await client.query('SELECT 1 FROM "job_applications" WHERE "job_posting_id" = $1 AND lower("email") = lower($2) AND "id" <> $3', [application.jobPostingId, application.email, write.id]);
      if (twice.length) throw rules.refuse(write, 'oncePerEmail', {}, 409);
      return;
    }
    const from = write.before!.stage as Stage;
    const to = application.stage as Stage;
    if (from === to) return;
    if (!NEXT[from].includes(to)) throw rules.refuse(write, 'stageForward', { from: rules.text(write, from), to: rules.text(write, to) });
    if (to === 'offer') {
      const { rows } = await client.query(`SELECT 1 FROM "interviews" WHERE "application_id" = $1 AND "status" = 'completed' AND "score" IS NOT NULL`, [write.id]);
      if (rows.length === 0) throw rules.refuse(write, 'interviewFirst');
    }
  },
}));
