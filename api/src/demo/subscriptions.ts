import type { DemoSeed } from './demo-seed';

// Each subscription is invoiced as it is made, under the club's VAT number (its settings).
export const after = ['websiteSettings'];

// [member index, package index, start (days from today), discount, instalments]
const SUBSCRIPTIONS: readonly (readonly [number, number, number, number, number])[] = [
  [0, 11, -200, 0, 12],
  [1, 9, -120, 500, 6],
  [2, 2, -40, 0, 3],
  [3, 1, -20, 100, 1],
  [4, 0, -80, 0, 1],
  [5, 10, -300, 1500, 12],
  [6, 3, -10, 0, 3],
  [7, 4, -5, 0, 1],
  [8, 2, -400, 0, 1],
  [9, 1, -60, 0, 1],
  [10, 5, -15, 50, 2],
  [11, 10, -30, 0, 4],
  [12, 0, 0, 0, 1],
  [2, 4, -50, 0, 1],
];

// Members on gym, pool, family and membership packages, some paid in monthly instalments (their
// invoices made with them; the receipts' demo pays most): most active, two ended (expired), two
// frozen (travel, an injury), one cancelled with a refund of part of what was paid, a few renewing themselves.
// The cancellation runs with the receipts' demo, once something was paid.
export const demo: DemoSeed = function* (ctx) {
  const members = ctx.ids('clubMembers');
  const packageIds = ctx.ids('packages');
  const users = ctx.ids('users');
  const cashier = users[3] ?? users[0]!;
  for (const [index, [member, pack, start, discount, instalments]] of SUBSCRIPTIONS.entries()) {
    const actions =
      index === 1 ? [{ name: 'freeze', by: cashier, comment: 'Travelling abroad for the summer', body: { freezeEnd: ctx.dateFromToday(20) } }]
        : index === 3 ? [{ name: 'freeze', by: cashier, comment: 'Knee injury, on doctor\u2019s advice', body: { freezeEnd: ctx.dateFromToday(6) } }]
          : [];
    yield {
      clubMemberId: members[member],
      packageId: packageIds[pack],
      coachId: pack === 2 || pack === 5 ? ctx.pick('coaches') : undefined,
      startDate: ctx.dateFromToday(start),
      discount,
      instalments,
      autoRenew: index % 4 === 0,
      notes: discount > 0 ? 'Discount approved by the membership office.' : undefined,
      $by: cashier,
      $actions: actions,
    };
  }
};
