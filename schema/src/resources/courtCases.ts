import { DOCUMENT_TYPES, defineResource, f } from '../index';

// The club's law cases (SPEC §2 /Law/courtCases): the court's case number, the court, the parties
// and their roles, our lawyer, the claim, the hearings (lines: date, court room, outcome, the next
// hearing the court set) and the documents. The server numbers each file (LAW-2026-0007), keeps
// the next hearing on the case (shown on the list), and holds the status: a decided case is final.
export const courtCases = defineResource({
  name: 'courtCases',
  route: '/Law/courtCases',
  menu: { group: 'cases', icon: 'Gavel' },
  recordRepresentation: 'title',
  fields: {
    fileNumber: f.sequence({ prefix: 'LAW' }),
    // The number the court (Najiz) gave the case.
    caseNumber: f.text({ required: true, unique: true, maxLength: 30, pattern: '^[0-9]{6,14}$', search: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    caseType: f.enum(['labour', 'commercial', 'civil', 'administrative', 'criminal', 'sportsArbitration', 'execution'], { required: true }),
    court: f.text({ required: true, maxLength: 160, search: true }),
    courtCircuit: f.text({ maxLength: 80 }),
    stage: f.enum(['firstInstance', 'appeal', 'supremeCourt', 'execution'], { required: true, default: 'firstInstance' }),
    clubRole: f.enum(['plaintiff', 'defendant'], { required: true }),
    opponentName: f.text({ required: true, maxLength: 200, search: true }),
    // Our lawyer: the club's legal counsel, or an outside firm.
    lawyerId: f.reference('employees'),
    lawFirm: f.text({ maxLength: 160 }),
    claimAmount: f.money({ min: 0, max: 1_000_000_000 }),
    filingDate: f.date({ required: true }),
    status: f.enum(['active', 'suspended', 'won', 'lost', 'settled', 'withdrawn'], { required: true, default: 'active' }),
    judgment: f.longText({ maxLength: 5000 }),
    awardedAmount: f.money({ min: 0, max: 1_000_000_000 }),
    closedOn: f.date({ readOnly: true }),
    nextHearingAt: f.datetime({ readOnly: true }),
    description: f.longText({ maxLength: 5000 }),
    documents: f.files({
      types: DOCUMENT_TYPES,
      maxSize: 20 * 1024 * 1024,
      maxFiles: 20,
    }),
  },
  lines: {
    parties: { resource: 'caseParties', parentField: 'caseId' },
    hearings: { resource: 'courtHearings', parentField: 'caseId' },
  },
  list: { columns: ['fileNumber', 'caseNumber', 'title', 'caseType', 'clubRole', 'status', 'nextHearingAt'], sort: ['filingDate', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    caseType: { alwaysOn: true },
    clubRole: {},
    stage: {},
    lawyerId: {},
    nextHearingAt: { ops: ['gte', 'lte'] },
    filingDate: { ops: ['gte', 'lte'] },
  },
  checks: {
    filedNotFuture: { kind: 'notFuture', field: 'filingDate' },
    judgmentWhenDecided: { kind: 'required', field: 'judgment', when: { status: ['won', 'lost', 'settled'] } },
    decidedFinal: { kind: 'override', field: 'status' },
    awardWhenWon: { kind: 'override', field: 'awardedAmount' },
    hearingAfterFiling: { kind: 'override', field: 'hearings' },
    clubSide: { kind: 'override', field: 'parties' },
    noHearingAhead: { kind: 'override', field: 'hearings' },
  },
});
