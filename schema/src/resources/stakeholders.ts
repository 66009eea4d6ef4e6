import { defineResource, f } from '../index';

// The executive unit's stakeholder analysis (SPEC §2 /Executive/StakeholdersAnalysisReport): who
// matters to the club, how much power and interest each has (1–5), where they stand, and how the
// club engages them. The server places each on the power/interest grid (the strategy), drawn beside
// the list; a powerful critic or blocker has an engagement plan.
export const stakeholders = defineResource({
  name: 'stakeholders',
  route: '/Executive/StakeholdersAnalysisReport',
  menu: { group: 'visits', icon: 'Handshake' },
  recordRepresentation: 'name',
  // The executive unit's own analysis: not for every member of staff who reads the visits.
  access: { member: [] },
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ maxLength: 160, search: true }),
    organisation: f.text({ maxLength: 200, search: true }),
    category: f.enum(['government', 'federation', 'sponsor', 'media', 'supplier', 'community', 'board', 'staff', 'fans'], { required: true }),
    role: f.text({ maxLength: 120 }),
    power: f.integer({ required: true, min: 1, max: 5, default: 3 }),
    interest: f.integer({ required: true, min: 1, max: 5, default: 3 }),
    attitude: f.enum(['champion', 'supporter', 'neutral', 'critic', 'blocker'], { required: true, default: 'neutral' }),
    strategy: f.enum(['manageClosely', 'keepSatisfied', 'keepInformed', 'monitor'], { readOnly: true }),
    engagementPlan: f.longText({ maxLength: 3000 }),
    ownerId: f.reference('users'),
    lastContactOn: f.date(),
    nextContactOn: f.date(),
  },
  checks: {
    contactsInOrder: { kind: 'after', field: 'nextContactOn', than: 'lastContactOn' },
    planForPowerfulCritic: { kind: 'override', field: 'engagementPlan' },
  },
  list: { columns: ['name', 'organisation', 'category', 'power', 'interest', 'attitude', 'strategy', 'nextContactOn'], sort: ['power', 'DESC'] },
  filters: { strategy: { alwaysOn: true }, category: { alwaysOn: true }, attitude: {}, ownerId: {}, nextContactOn: { ops: ['gte', 'lte'] } },
});
