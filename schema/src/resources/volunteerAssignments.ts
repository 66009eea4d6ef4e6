import { defineResource, f, NATIONAL_ID_PATTERN, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

// A volunteer's part in an opportunity (SPEC §2 /VolunteersEvents): applied (from the public
// sign-up or by the office) → accepted or rejected (who and when; never more accepted than the
// opportunity needs) → attended or no-show. The applicant's details find or make their volunteer record.
export const volunteerAssignments = defineResource({
  name: 'volunteerAssignments',
  route: '/VolunteersEvents',
  menu: { group: 'visits', icon: 'Groups', order: 64 },
  recordRepresentation: ['fullName'],
  fields: {
    opportunityId: f.reference('eventOpportunities', { required: true }),
    volunteerId: f.reference('volunteers'),
    // As the applicant gave them (or copied from the volunteer record).
    fullName: f.text({ maxLength: 160, search: true }),
    nationalId: f.text({ pattern: NATIONAL_ID_PATTERN, maxLength: 10, sensitive: PERSONAL_IDENTIFIERS }),
    phone: f.phone({ sensitive: PERSONAL_CONTACTS }),
    email: f.email({ sensitive: PERSONAL_CONTACTS }),
    role: f.text({ maxLength: 120 }),
    source: f.enum(['office', 'publicLink'], { readOnly: true }),
    // Sent through the public link with the national ID of a volunteer on file: anyone may type an
    // ID, so the office checks with the volunteer (on the phone on file) that they applied.
    needsIdentityCheck: f.boolean({ readOnly: true, default: false }),
    status: f.enum(['applied', 'accepted', 'rejected', 'attended', 'noShow'], { required: true, default: 'applied' }),
    decidedById: f.reference('users', { readOnly: true }),
    decidedAt: f.datetime({ readOnly: true }),
    rejectionReason: f.text({ maxLength: 300 }),
  },
  list: { columns: ['opportunityId', 'fullName', 'nationalId', 'phone', 'source', 'needsIdentityCheck', 'status', 'decidedAt'], sort: ['createdAt', 'DESC'] },
  filters: { opportunityId: { alwaysOn: true }, status: { alwaysOn: true }, volunteerId: {}, source: {}, nationalId: { ops: ['eq'] }, needsIdentityCheck: {} },
  uniqueTogether: [['opportunityId', 'volunteerId']],
  workflow: {
    field: 'status',
    // The office may record an acceptance at once.
    initial: ['applied', 'accepted'],
    final: ['attended'],
    moves: {
      accept: { from: ['applied', 'rejected'], to: 'accepted', stamps: { by: 'decidedById', at: 'decidedAt' } },
      reject: { from: ['applied', 'accepted'], to: 'rejected', asks: 'rejectionReason', stamps: { by: 'decidedById', at: 'decidedAt' } },
      // Usually the attendance link's effect (volunteerHoursLogs); the office may record it too.
      'mark-attended': { from: ['accepted', 'noShow'], to: 'attended' },
      'mark-no-show': { from: ['accepted'], to: 'noShow' },
    },
  },
  checks: {
    rejectionReason: { kind: 'required', field: 'rejectionReason', when: { status: ['rejected'] } },
    // The office may add to a draft; the public link opens only on a published one.
    opportunityOpen: { kind: 'refersTo', field: 'opportunityId', where: { status: ['draft', 'published'] } },
    // The applicant is found (or made) by their national ID in the override, after these rules.
    volunteerOrDetails: { kind: 'override', field: 'volunteerId' },
    volunteerNotBlocked: { kind: 'override', field: 'volunteerId' },
    appliedOnce: { kind: 'override', field: 'nationalId' },
  },
  constraints: {
    opportunityFull: { kind: 'capacity', per: 'opportunityId', max: { field: 'requiredVolunteers' }, when: { status: ['accepted', 'attended'] } },
  },
});
