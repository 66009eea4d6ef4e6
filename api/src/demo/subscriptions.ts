import type { DemoSeed } from './demo-seed';

// [member index, package index, start (days from today), discount, paid share of what is owed]
const SUBSCRIPTIONS: readonly (readonly [number, number, number, number, number])[] = [
  [0, 11, -200, 0, 1],
  [1, 9, -120, 500, 1],
  [2, 2, -40, 0, 0.5],
  [3, 1, -20, 100, 1],
  [4, 0, -80, 0, 1],
  [5, 10, -300, 1500, 1],
  [6, 3, -10, 0, 0],
  [7, 4, -5, 0, 1],
  [8, 2, -400, 0, 1],
  [9, 1, -60, 0, 0.25],
  [10, 5, -15, 50, 1],
  [11, 10, -30, 0, 1],
  [12, 0, 0, 0, 0],
  [2, 4, -50, 0, 1],
];

// Members on gym, pool, family and membership packages: most active, some owing part of the price,
// two ended (expired), two frozen (travel, an injury), one cancelled with a refund.
export const demo: DemoSeed = function* (ctx) {
  const members = ctx.ids('clubMembers');
  const packages = ctx.records('packages');
  const packageIds = ctx.ids('packages');
  const users = ctx.ids('users');
  const cashier = users[3] ?? users[0]!;
  for (const [index, [member, pack, start, discount, share]] of SUBSCRIPTIONS.entries()) {
    const owed = Number(packages[pack]!.price) - discount;
    const actions =
      index === 1 ? [{ name: 'freeze', by: cashier, comment: 'Travelling abroad for the summer', body: { freezeEnd: ctx.dateFromToday(20) } }]
        : index === 3 ? [{ name: 'freeze', by: cashier, comment: 'Knee injury, on doctor\u2019s advice', body: { freezeEnd: ctx.dateFromToday(6) } }]
          : index === 9 ? [{ name: 'cancel', by: cashier, comment: 'Moved to Jeddah', body: { refundAmount: Math.round(owed * share * 0.5) } }]
            : [];
    yield {
      clubMemberId: members[member],
      packageId: packageIds[pack],
      coachId: pack === 2 || pack === 5 ? ctx.pick('coaches') : undefined,
      startDate: ctx.dateFromToday(start),
      discount,
      paidAmount: Math.round(owed * share * 100) / 100,
      notes: discount > 0 ? 'Discount approved by the membership office.' : undefined,
      $by: cashier,
      $actions: actions,
    };
  }
};
