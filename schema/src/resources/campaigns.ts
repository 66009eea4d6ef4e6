import { defineResource, f } from '../index';

// Marketing campaigns (SPEC §2 /Campaigns): what for, on which channel, to whom, when, on what
// budget (what was spent is the sum of its results' costs), with the sponsor behind it.
// planned → active ⇄ paused → completed, or cancelled.
export const campaigns = defineResource({
  name: 'campaigns',
  route: '/Campaigns',
  menu: { group: 'financialAdmin', icon: 'Campaign', order: 20 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    nameAr: f.text({ required: true, maxLength: 160, search: true }),
    objective: f.enum(['awareness', 'membership', 'ticketSales', 'sponsorship', 'engagement', 'academyEnrolment'], { required: true }),
    channel: f.enum(['social', 'sms', 'email', 'outdoor', 'tv', 'radio', 'app', 'website'], { required: true }),
    audience: f.enum(['fans', 'members', 'parents', 'players', 'sponsors', 'public'], { required: true, default: 'fans' }),
    startDate: f.date({ required: true }),
    endDate: f.date({ required: true }),
    budget: f.money({ required: true, min: 0, max: 100_000_000 }),
    spent: f.money({ readOnly: true, default: 0 }),
    sponsorId: f.reference('sponsors'),
    ownerId: f.reference('users'),
    status: f.enum(['planned', 'active', 'paused', 'completed', 'cancelled'], { required: true, default: 'planned' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['nameAr', 'name', 'objective', 'channel', 'startDate', 'endDate', 'budget', 'spent', 'status'], sort: ['startDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, channel: { alwaysOn: true }, objective: {}, sponsorId: {}, startDate: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['planned', 'active'],
    final: ['completed', 'cancelled'],
    moves: {
      launch: { from: ['planned'], to: 'active' },
      pause: { from: ['active'], to: 'paused' },
      resume: { from: ['paused'], to: 'active' },
      complete: { from: ['active', 'paused'], to: 'completed' },
      cancel: { from: ['planned', 'active', 'paused'], to: 'cancelled' },
    },
  },
  checks: {
    resultsWithinDates: { kind: 'override', field: 'startDate' },
    endsOnOrAfterStart: { kind: 'after', field: 'endDate', than: 'startDate', orSame: true },
  },
  rollups: {
    spent: { kind: 'sum', of: 'campaignResults', via: 'campaignId', field: 'cost', into: 'spent' },
  },
});
