import type { Locale } from '../i18n/messages';
import { badRequest, conflict } from '../crud/errors';
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

const STAGE_LABELS: Record<Locale, Record<Stage, string>> = {
  en: { new: 'new', screening: 'in screening', interview: 'at interview', offer: 'offered', hired: 'hired', rejected: 'rejected' },
  ar: { new: 'جديد', screening: 'قيد الفرز', interview: 'في المقابلة', offer: 'عرض وظيفي', hired: 'تم التعيين', rejected: 'مرفوض' },
};

const MESSAGES: Record<Locale, {
  refused: string;
  transition: (from: string, to: string) => string;
  interviewFirst: string;
  closed: string;
  twice: string;
}> = {
  en: {
    refused: 'The application cannot move this way',
    transition: (from, to) => `An application that is ${from} cannot become ${to}`,
    interviewFirst: 'An offer follows a completed interview with a score',
    closed: 'This posting is not taking applications',
    twice: 'An application with this email was already received for this posting',
  },
  ar: {
    refused: 'لا يمكن نقل الطلب بهذه الطريقة',
    transition: (from, to) => `لا يصبح الطلب «${to}» وهو «${from}»`,
    interviewFirst: 'لا يُقدَّم العرض إلا بعد مقابلة تمت ولها درجة',
    closed: 'هذا الإعلان لا يستقبل طلبات',
    twice: 'وصل طلب بهذا البريد لهذا الإعلان مسبقًا',
  },
};


// Applications: a new one only to an open posting before its closing date (the public form
// included) and once per email; the stage moves along the pipeline; an offer needs a completed
// interview with a score.
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const m = MESSAGES[write.locale];
    const application = { ...write.before, ...write.values };
    if (write.action === 'create') {
      const { rows } = await client.query('SELECT "status", "closing_date"::text AS "closingDate" FROM "job_postings" WHERE "id" = $1 FOR SHARE', [application.jobPostingId]);
      const posting = rows[0];
      if (posting && (posting.status !== 'open' || (posting.closingDate && posting.closingDate < todayInRiyadh()))) throw conflict(m.closed, { jobPostingId: m.closed });
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`application:${application.jobPostingId}:${String(application.email).toLowerCase()}`]);
      const { rows: twice } = await client.query('SELECT 1 FROM "job_applications" WHERE "job_posting_id" = $1 AND lower("email") = lower($2)', [application.jobPostingId, application.email]);
      if (twice.length) throw conflict(m.twice, { email: m.twice });
      // HR may enter an application already screened or interviewed; an offer needs an interview on record first.
      if (application.stage === 'offer' || application.stage === 'hired') throw badRequest(m.refused, { stage: m.interviewFirst });
      return;
    }
    // Back from the trash as it was: only one application per email and posting still holds.
    if (write.action === 'restore') {
      const { rows: twice } = await client.query('SELECT 1 FROM "job_applications" WHERE "job_posting_id" = $1 AND lower("email") = lower($2) AND "id" <> $3', [application.jobPostingId, application.email, write.id]);
      if (twice.length) throw conflict(m.twice, { email: m.twice });
      return;
    }
    const from = write.before!.stage as Stage;
    const to = application.stage as Stage;
    if (from === to) return;
    if (!NEXT[from].includes(to)) throw badRequest(m.refused, { stage: m.transition(STAGE_LABELS[write.locale][from], STAGE_LABELS[write.locale][to]) });
    if (to === 'offer') {
      const { rows } = await client.query(`SELECT 1 FROM "interviews" WHERE "application_id" = $1 AND "status" = 'completed' AND "score" IS NOT NULL`, [write.id]);
      if (rows.length === 0) throw badRequest(m.refused, { stage: m.interviewFirst });
    }
  },
}));
