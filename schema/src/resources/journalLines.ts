import { defineResource, f } from '../index';

// A journal entry's lines (its `lines`): an account, and an amount on its debit or its credit
// side, with the cost centre it belongs to. Written only with their entry; read here on their own:
// an account's ledger is this list filtered by the account.
export const journalLines = defineResource({
  name: 'journalLines',
  route: '/Accounting/Ledger',
  menu: { group: 'finance', icon: 'MenuBook', order: 45 },
  recordRepresentation: ['accountId', 'memo'],
  readOnly: true,
  fields: {
    entryId: f.reference('journalEntries', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    accountId: f.reference('accounts', { required: true }),
    memo: f.text({ maxLength: 300, search: true }),
    debit: f.money({ min: 0, max: 1_000_000_000, default: 0 }),
    credit: f.money({ min: 0, max: 1_000_000_000, default: 0 }),
    // Cost centres.
    departmentId: f.reference('departments'),
    projectId: f.reference('projects'),
    teamId: f.reference('teams'),
    // Debit less credit (derived): what a project's spending sums.
    net: f.money({ readOnly: true }),
    // The entry's date and state, kept with the line so an account's ledger reads from one table.
    entryDate: f.date({ readOnly: true }),
    posted: f.boolean({ readOnly: true, default: false }),
  },
  list: { columns: ['entryDate', 'entryId', 'accountId', 'memo', 'debit', 'credit', 'departmentId', 'projectId'], sort: ['entryDate', 'DESC'] },
  filters: { accountId: { alwaysOn: true }, entryDate: { ops: ['gte', 'lte'] }, posted: { alwaysOn: true }, departmentId: {}, projectId: {}, teamId: {}, entryId: {} },
  indexes: [['accountId', 'entryDate'], ['entryId']],
  access: { manager: ['list', 'show'] },
  checks: {
    oneSide: { kind: 'exactlyOne', field: 'debit', of: ['debit', 'credit'] },
    postingAccountOnly: { kind: 'refersTo', field: 'accountId', where: { isPosting: true } },
  },
});
