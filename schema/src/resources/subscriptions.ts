import { defineResource, f } from '../index';

// Members' subscriptions to a package (SPEC §2 /subscriptions): the server takes the package's
// price and months, derives the end date (start + months, pushed back by every day frozen) and what
// is still owed. A subscription may be frozen within the days its package allows (the end moves
// by the days frozen), resumed early (the unused days given back), cancelled with a refund of at
// most what was paid; a scheduled job ends freezes and expires subscriptions as their days pass.
export const subscriptions = defineResource({
  name: 'subscriptions',
  route: '/subscriptions',
  menu: { group: 'finance', icon: 'Subscriptions', order: 23 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'SUB' }),
    clubMemberId: f.reference('clubMembers', { required: true }),
    packageId: f.reference('packages', { required: true }),
    coachId: f.reference('coaches'),
    startDate: f.date({ required: true, default: 'now' }),
    // Derived by the server (api/src/overrides/subscriptions.ts).
    endDate: f.date({ readOnly: true }),
    price: f.money({ readOnly: true }),
    discount: f.money({ min: 0, max: 1_000_000, default: 0 }),
    // Paid in 1 to 12 monthly invoices, made with the subscription (api/src/overrides/subscriptions.ts).
    instalments: f.integer({ required: true, min: 1, max: 12, default: 1 }),
    // What its invoices' receipts paid: kept by the server, never typed.
    paidAmount: f.money({ readOnly: true, default: 0 }),
    remainingAmount: f.money({ readOnly: true }),
    status: f.enum(['active', 'frozen', 'expired', 'cancelled'], { readOnly: true, default: 'active' }),
    // Every day frozen so far, and the last freeze's first and last day.
    frozenDays: f.integer({ readOnly: true, min: 0, default: 0 }),
    freezeStart: f.date({ readOnly: true }),
    freezeEnd: f.date({ readOnly: true }),
    cancelledAt: f.datetime({ readOnly: true }),
    cancelReason: f.text({ readOnly: true, maxLength: 500 }),
    refundAmount: f.money({ readOnly: true, min: 0, max: 1_000_000 }),
    // Renewed before it ends by the daily job (the next one, same package, with its invoices).
    autoRenew: f.boolean({ default: false }),
    renewalOfId: f.reference('subscriptions', { readOnly: true, onDelete: 'keep' }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['number', 'clubMemberId', 'packageId', 'startDate', 'endDate', 'remainingAmount', 'status'], sort: ['startDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, packageId: { alwaysOn: true }, clubMemberId: {}, endDate: { ops: ['gte', 'lte'] } },
  checks: {
    discountWithinPrice: { kind: 'atMost', field: 'discount', than: 'price' },
    packageOffered: { kind: 'override', field: 'packageId' },
    final: { kind: 'override', field: 'status' },
    freezeAhead: { kind: 'override', field: 'freezeEnd' },
    freezeLimit: { kind: 'override', field: 'freezeEnd' },
    cancelReason: { kind: 'override', field: 'cancelReason' },
    refundWithinPaid: { kind: 'override', field: 'refundAmount' },
  },
  constraints: {
    oneAtATime: { kind: 'noOverlap', start: 'startDate', end: 'endDate', per: ['clubMemberId', 'packageId'], when: { status: ['active', 'frozen'] }, inclusive: true },
  },
  actions: {
    // Frozen from today to the day asked for, within what the package still allows.
    freeze: { permission: 'edit', when: { status: ['active'] }, asks: 'freezeEnd', comment: 'optional' },
    resume: { permission: 'edit', when: { status: ['frozen'] } },
    cancel: { permission: 'edit', when: { status: ['active', 'frozen'] }, asks: 'refundAmount', comment: 'required' },
  },
});
