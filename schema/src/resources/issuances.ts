import { defineResource, f } from '../index';
import { PAYMENT_METHODS } from '../payments';

// What the club issues to a person (SPEC §2 /Issuance): membership and player cards, certificates,
// letters and permits, numbered, with a fee and, for cards and permits, an expiry. The holder is a
// member, a player or an employee on record (their name taken from it) or someone named. A new card
// of a kind replaces the holder's valid one; an issuance may be revoked (why kept); cards and
// permits expire by themselves when their day passes.
export const issuances = defineResource({
  name: 'issuances',
  route: '/Issuance',
  menu: { group: 'finance', icon: 'Badge', order: 31 },
  recordRepresentation: ['number', 'holderName'],
  document: {
    titleBy: 'type',
    number: 'number',
    facts: ['issueDate', 'expiryDate', 'status'],
    party: ['holderName', 'holderType', 'clubMemberId', 'playerId', 'employeeId'],
    body: ['title', 'notes', 'revokedAt', 'revokeReason', 'replacedById'],
    totals: ['fee'],
  },
  fields: {
    number: f.sequence({ prefix: 'ISS' }),
    type: f.enum(['membershipCard', 'playerCard', 'certificate', 'letter', 'permit'], { required: true, default: 'membershipCard' }),
    holderType: f.enum(['member', 'player', 'employee', 'other'], { required: true, default: 'member' }),
    clubMemberId: f.reference('clubMembers'),
    playerId: f.reference('players'),
    employeeId: f.reference('employees'),
    holderName: f.text({ maxLength: 160, search: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    issueDate: f.date({ required: true, default: 'now', hijri: true }),
    expiryDate: f.date({ hijri: true }),
    fee: f.money({ min: 0, max: 100_000, default: 0 }),
    feePaid: f.boolean({ default: false }),
    paymentMethod: f.enum(PAYMENT_METHODS),
    status: f.enum(['valid', 'replaced', 'revoked', 'expired'], { readOnly: true, default: 'valid' }),
    replacedById: f.reference('issuances', { readOnly: true }),
    revokedAt: f.datetime({ readOnly: true }),
    revokeReason: f.text({ readOnly: true, maxLength: 500 }),
    document: f.file({ types: ['application/pdf', 'image/png', 'image/jpeg'] }),
    notes: f.text({ maxLength: 500 }),
  },
  list: { columns: ['number', 'type', 'holderName', 'title', 'issueDate', 'expiryDate', 'fee', 'status'], sort: ['issueDate', 'DESC'] },
  filters: { type: { alwaysOn: true }, status: { alwaysOn: true }, holderType: {}, expiryDate: { ops: ['gte', 'lte'] } },
  actions: { revoke: { permission: 'edit', when: { status: ['valid'] }, comment: 'required' } },
  checks: {
    memberOnRecord: { kind: 'required', field: 'clubMemberId', when: { holderType: ['member'] } },
    playerOnRecord: { kind: 'required', field: 'playerId', when: { holderType: ['player'] } },
    employeeOnRecord: { kind: 'required', field: 'employeeId', when: { holderType: ['employee'] } },
    holderNamed: { kind: 'required', field: 'holderName', when: { holderType: ['other'] } },
    expiryOfCardsAndPermits: { kind: 'required', field: 'expiryDate', when: { type: ['membershipCard', 'playerCard', 'permit'] } },
    expiresAfterIssue: { kind: 'after', field: 'expiryDate', than: 'issueDate' },
    validOnlyChanges: { kind: 'override', field: 'status' },
    revocationReason: { kind: 'override', field: 'comment' },
    paymentMethod: { kind: 'override', field: 'paymentMethod' },
    // The holder's valid card of a kind, back from the trash while another is valid.
    oneValidCard: { kind: 'override', field: 'holderType' },
  },
});
