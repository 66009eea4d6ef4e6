import { defineResource, f, SEASON_PATTERN } from '../index';

/** The documents a registration needs before it can be approved (the others are kept when given). */
export const REQUIRED_REGISTRATION_DOCUMENTS = ['nationalId', 'birthCertificate', 'medicalClearance', 'guardianConsent'] as const;

// A player's registration approval (SPEC §2 /PlayerApprovals): the documents checked, then approved
// (every required document checked; the player becomes active) or rejected with a reason, with who
// decided and when. One open request per player.
export const playerApprovals = defineResource({
  name: 'playerApprovals',
  route: '/PlayerApprovals',
  menu: { group: 'players', icon: 'VerifiedUser', order: 3 },
  recordRepresentation: 'requestNo',
  fields: {
    requestNo: f.sequence({ prefix: 'REG' }),
    playerId: f.reference('players', { required: true }),
    season: f.text({ required: true, pattern: SEASON_PATTERN }),
    documentsChecked: f.multiEnum([...REQUIRED_REGISTRATION_DOCUMENTS, 'passport', 'photo', 'federationCard', 'schoolLetter']),
    status: f.enum(['pending', 'approved', 'rejected'], { required: true, default: 'pending', readOnly: true }),
    decidedById: f.reference('users', { readOnly: true }),
    decidedAt: f.datetime({ readOnly: true }),
    decisionComment: f.text({ readOnly: true, maxLength: 500 }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['requestNo', 'playerId', 'season', 'documentsChecked', 'status', 'decidedById', 'decidedAt'], sort: ['requestNo', 'DESC'] },
  filters: { status: { alwaysOn: true }, season: {}, decidedAt: { ops: ['gte', 'lte'] } },
  actions: {
    approve: { permission: 'edit', when: { status: ['pending'] }, comment: 'optional', bulk: true },
    reject: { permission: 'edit', when: { status: ['pending'] }, comment: 'required' },
  },
  checks: {
    decidedStays: { kind: 'override', field: 'status' },
    reasonToReject: { kind: 'override', field: 'comment' },
    documentsChecked: { kind: 'override', field: 'documentsChecked' },
  },
  constraints: {
    oneOpenPerPlayer: { kind: 'unique', fields: ['playerId'], when: { status: ['pending'] } },
  },
});
