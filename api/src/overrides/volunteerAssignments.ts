import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';
import { acceptedCount, recountAccepted, volunteerFor } from './parts/volunteering';

const MOVES = { applied: ['accepted', 'rejected'], accepted: ['attended', 'noShow', 'rejected'], rejected: ['accepted'], attended: [], noShow: ['attended'] };

const MESSAGES: Record<Locale, {
  refused: string;
  who: string;
  required: string;
  blocked: string;
  closed: string;
  twice: string;
  full: (needed: number) => string;
  reason: string;
  labels: Record<string, string>;
}> = {
  en: {
    refused: 'The application cannot be saved this way',
    who: 'Choose the volunteer, or give the applicant\'s name, national ID and mobile',
    required: 'Required',
    blocked: 'This volunteer cannot take part in opportunities',
    closed: 'The opportunity is not taking volunteers now',
    twice: 'This volunteer has applied to this opportunity already',
    full: (needed) => `The opportunity needs ${needed} volunteers and has them all`,
    reason: 'Say why the application is rejected',
    labels: { applied: 'applied', accepted: 'accepted', rejected: 'rejected', attended: 'attended', noShow: 'no-show' },
  },
  ar: {
    refused: 'لا يمكن حفظ الطلب بهذه الطريقة',
    who: 'اختر المتطوع، أو اكتب اسم المتقدم ورقم هويته وجواله',
    required: 'مطلوب',
    blocked: 'لا يمكن لهذا المتطوع المشاركة في الفرص',
    closed: 'الفرصة لا تستقبل متطوعين الآن',
    twice: 'تقدّم هذا المتطوع لهذه الفرصة من قبل',
    full: (needed) => `تحتاج الفرصة ${needed} متطوعًا واكتمل عددهم`,
    reason: 'اذكر سبب رفض الطلب',
    labels: { applied: 'متقدم', accepted: 'مقبول', rejected: 'مرفوض', attended: 'حضر', noShow: 'لم يحضر' },
  },
};

// An application to an opportunity: from the public sign-up (the applicant's details find their
// volunteer record by national ID, or make it) or by the office (a volunteer chosen, whose details
// are copied). A national ID already on file keeps its volunteer's details as kept: anyone may type
// someone's ID, so the applicant's phone and email are never taken for them, and an application
// sent through the public link with such an ID is flagged for the office to check with the volunteer. Once per volunteer and opportunity, never from a blocked volunteer, only while the
// opportunity is published (the office may add to a draft). applied → accepted or rejected (with a
// reason; who and when kept) → attended or no-show; never more accepted than the opportunity needs,
// counted under its row lock.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor, locale } = write;
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const assignment = { ...before, ...values };
    const { rows } = await client.query<{ status: string; requiredVolunteers: number }>(
      'SELECT "status", "required_volunteers" AS "requiredVolunteers" FROM "event_opportunities" WHERE "id" = $1 FOR NO KEY UPDATE',
      [assignment.opportunityId],
    );
    const opportunity = rows[0];
    if (!opportunity) return; // the reference check answers it
    if (action === 'create') {
      values.source = actor ? 'office' : 'publicLink';
      if (opportunity.status === 'closed' || (!actor && opportunity.status !== 'published')) throw conflict(m.closed, { opportunityId: m.closed });
    }
    if (action === 'create' || 'volunteerId' in values) {
      let volunteer: { id: string; status: string } | undefined;
      if (assignment.volunteerId) {
        const { rows: found } = await client.query('SELECT "id", "status", "full_name" AS "fullName", "national_id" AS "nationalId", "phone", "email" FROM "volunteers" WHERE "id" = $1', [assignment.volunteerId]);
        if (found[0]) Object.assign(values, { fullName: found[0].fullName, nationalId: found[0].nationalId, phone: found[0].phone, email: found[0].email });
        volunteer = found[0];
      } else {
        const missing = ['fullName', 'nationalId', 'phone'].filter((field) => !String(assignment[field] ?? '').trim());
        if (missing.length) throw badRequest(m.who, Object.fromEntries(missing.map((field) => [field, m.required])));
        const found = await volunteerFor(records, client, assignment as never, causeOf(write));
        volunteer = found.volunteer;
        values.volunteerId = volunteer.id;
        if (found.known) {
          const { fullName, nationalId, phone, email } = found.volunteer;
          Object.assign(values, { fullName, nationalId, phone, email: email ?? null });
          if (action === 'create' && values.source === 'publicLink') values.needsIdentityCheck = true;
        }
      }
      if (volunteer?.status === 'blocked') throw conflict(m.blocked, { volunteerId: m.blocked });
      const { rows: again } = await client.query('SELECT 1 FROM "volunteer_assignments" WHERE "opportunity_id" = $1 AND "volunteer_id" = $2 AND "id" IS DISTINCT FROM $3', [assignment.opportunityId, values.volunteerId, id ?? null]);
      if (again[0]) throw conflict(m.twice, { nationalId: m.twice });
    }
    // A decision (or a record made past it: attended, no-show) keeps who and when.
    const decided = values.status === 'accepted' || values.status === 'rejected' || (action === 'create' && assignment.status !== 'applied');
    if (decided) Object.assign(values, { decidedById: actor?.id ?? null, decidedAt: new Date().toISOString() });
    if (assignment.status === 'rejected' && !String(assignment.rejectionReason ?? '').trim()) throw badRequest(m.refused, { rejectionReason: m.reason });
    const counts = (status: unknown) => status === 'accepted' || status === 'attended';
    if (counts(assignment.status) && (action === 'create' || !counts(before?.status))) {
      if ((await acceptedCount(client, assignment.opportunityId)) >= opportunity.requiredVolunteers) throw conflict(m.full(opportunity.requiredVolunteers), { status: m.full(opportunity.requiredVolunteers) });
    }
  },
  afterWrite: async (event, client) => {
    for (const opportunityId of new Set([event.before?.opportunityId, event.after?.opportunityId].filter(Boolean))) await recountAccepted(records, client, opportunityId, causeOf(event));
  },
}));
