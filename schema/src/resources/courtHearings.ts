import { defineResource, f } from '../index';

// A hearing of a law case, written with the case: when and where, what came of it, and the next
// hearing the court set.
export const courtHearings = defineResource({
  name: 'courtHearings',
  route: '/Law/courtCases/hearings',
  menu: { group: 'cases', icon: 'Event', order: 3, sidebar: false },
  recordRepresentation: 'scheduledAt',
  readOnly: true,
  fields: {
    caseId: f.reference('courtCases', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    scheduledAt: f.datetime({ required: true }),
    courtRoom: f.text({ maxLength: 80 }),
    judge: f.text({ maxLength: 120 }),
    outcome: f.enum(['scheduled', 'held', 'postponed', 'cancelled'], { required: true, default: 'scheduled' }),
    summary: f.longText({ maxLength: 3000 }),
    nextHearingAt: f.datetime(),
  },
  // Written with its case (the case's lines), judged there too.
  checks: {
    hearingNotAhead: { kind: 'notFuture', field: 'scheduledAt', when: { outcome: ['held', 'postponed'] } },
    postponedTo: { kind: 'required', field: 'nextHearingAt', when: { outcome: ['postponed'] } },
    nextHearingAfter: { kind: 'after', field: 'nextHearingAt', than: 'scheduledAt' },
  },
  list: { columns: ['caseId', 'scheduledAt', 'courtRoom', 'outcome', 'nextHearingAt'], sort: ['scheduledAt', 'DESC'] },
  filters: { caseId: { alwaysOn: true }, outcome: { alwaysOn: true }, scheduledAt: { ops: ['gte', 'lte'] } },
});
