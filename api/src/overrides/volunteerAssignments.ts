import { causeOf } from '../crud/cause';
import type { Locale } from '../i18n/messages';
import { bilingualEmail } from './parts/bilingual-email';
import { defineOverride } from '../server-overrides/define';
import { volunteerFor } from './parts/volunteering';

// Only what the declared rules cannot say: the applicant is found (or made) by their national ID
// here, after the declared rules ran, so the checks on the volunteer they turn out to be stay here.
// An application to an opportunity: from the public sign-up (the applicant's details find their
// volunteer record by national ID, or make it) or by the office (a volunteer chosen, whose details
// are copied). A national ID already on file keeps its volunteer's details as kept: anyone may type
// someone's ID, so the applicant's phone and email are never taken for them, and an application
// sent through the public link with such an ID is flagged for the office to check with the
// volunteer. Once per volunteer and opportunity, never from a blocked volunteer. Its moves (who
// decided and when), the opportunity being open and never more accepted than it needs are declared
// (schema/src/resources/volunteerAssignments.ts), as is the opportunity's count of them.
// A decision on an application (accepted, rejected) is told to the volunteer at the email and phone
// the application holds, in both languages: they have no account whose settings would say how.
export const override = defineOverride(({ records, rules, outbox, publicUrl }) => ({
  afterWrite: async (event, client) => {
    const status = String(event.after?.status ?? '');
    if (event.action !== 'update' || !event.after || !event.changed.includes('status') || (status !== 'accepted' && status !== 'rejected')) return;
    const { fullName, email, phone, rejectionReason, opportunityId } = event.after;
    const [opportunity] = await records.find('eventOpportunities', { id: opportunityId }, { limit: 1 });
    const words = (locale: Locale) => {
      const at = { resource: event.resource, locale };
      const values = { name: String(fullName ?? ''), opportunity: String((locale === 'ar' ? opportunity?.titleAr : opportunity?.title) ?? opportunity?.title ?? ''), reason: String(rejectionReason ?? '') };
      return { subject: rules.text(at, `${status}Subject`, values), text: rules.text(at, `${status}Text`, values) };
    };
    const message = bilingualEmail(words('ar'), words('en'), publicUrl);
    if (typeof email === 'string' && email) await outbox.enqueue(client, { channel: 'email', kind: 'notice', recipient: email.toLowerCase(), ...message });
    if (typeof phone === 'string' && phone) await outbox.enqueue(client, { channel: 'sms', kind: 'notice', recipient: phone, body: `${words('ar').text}\n${words('en').text}` });
  },
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor } = write;
    if (action === 'delete') return;
    const assignment = { ...before, ...values };
    if (action === 'create') values.source = actor ? 'office' : 'publicLink';
    if (action !== 'create' && !('volunteerId' in values)) return;
    let volunteer: { id: string; status: string } | undefined;
    if (assignment.volunteerId) {
      const [found] = await records.find('volunteers', { id: assignment.volunteerId }, { limit: 1 });
      if (found) Object.assign(values, { fullName: found.fullName, nationalId: found.nationalId, phone: found.phone, email: found.email });
      volunteer = found as typeof volunteer;
    } else {
      const missing = ['fullName', 'nationalId', 'phone'].filter((field) => !String(assignment[field] ?? '').trim());
      if (missing.length) throw rules.refuse(write, 'volunteerOrDetails', {}, 400, missing);
      const found = await volunteerFor(records, client, assignment as never, causeOf(write));
      volunteer = found.volunteer;
      values.volunteerId = volunteer.id;
      if (found.known) {
        const { fullName, nationalId, phone, email } = found.volunteer;
        Object.assign(values, { fullName, nationalId, phone, email: email ?? null });
        if (action === 'create' && values.source === 'publicLink') values.needsIdentityCheck = true;
      }
    }
    if (volunteer?.status === 'blocked') throw rules.refuse(write, 'volunteerNotBlocked', {}, 409);
    const again = await records.find('volunteerAssignments', { opportunityId: assignment.opportunityId, volunteerId: values.volunteerId, ...(id ? { id_neq: id } : {}) }, { limit: 1 });
    if (again[0]) throw rules.refuse(write, 'appliedOnce', {}, 409, ['nationalId']);
  },
}));
