import { defineResource, f } from '../index';
import { PAYMENT_METHODS } from '../payments';

// The academy's monthly fees per player (SPEC §2 /PlayerSubscriptions): one row per player and
// month, the fee less any discount (siblings, scholarships), what was paid and what is still owed,
// derived by the server with the status; a waived month owes nothing.
export const playerSubscriptions = defineResource({
  name: 'playerSubscriptions',
  route: '/PlayerSubscriptions',
  menu: { group: 'academy', icon: 'Subscriptions', order: 60 },
  recordRepresentation: 'month',
  fields: {
    playerId: f.reference('players', { required: true }),
    // The month the fee is for: 2026-09.
    month: f.text({ required: true, maxLength: 7, pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' }),
    // The age group's academy fee (academyFees) unless typed.
    fee: f.money({ min: 0, max: 100_000 }),
    discount: f.money({ min: 0, max: 100_000, default: 0 }),
    // The day of the month the age group's fee falls due (academyFees.dueDay) unless typed.
    dueDate: f.date(),
    // What its invoice's receipts paid, and when it was paid in full: kept by the server.
    paidAmount: f.money({ readOnly: true, default: 0 }),
    paidAt: f.date({ readOnly: true }),
    method: f.enum(PAYMENT_METHODS),
    waived: f.boolean({ default: false }),
    // Derived by the server (api/src/overrides/playerSubscriptions.ts).
    remainingAmount: f.money({ readOnly: true }),
    status: f.enum(['due', 'partiallyPaid', 'paid', 'overdue', 'waived'], { readOnly: true, default: 'due' }),
    notes: f.text({ maxLength: 500 }),
  },
  uniqueTogether: [['playerId', 'month']],
  list: { columns: ['playerId', 'month', 'fee', 'discount', 'paidAmount', 'remainingAmount', 'dueDate', 'status'], sort: ['dueDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, playerId: { alwaysOn: true }, month: { ops: ['eq'] }, dueDate: { ops: ['gte', 'lte'] } },
  checks: {
    discountWithinFee: { kind: 'atMost', field: 'discount', than: 'fee' },
    waivedUnpaid: { kind: 'override', field: 'waived' },
    feeOfGroup: { kind: 'override', field: 'fee' },
    dueDateOfGroup: { kind: 'override', field: 'dueDate' },
  },
});
