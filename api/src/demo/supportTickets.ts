import type { DemoRow, DemoSeed } from './demo-seed';

type Category = 'technical' | 'account' | 'facilities' | 'billing' | 'membership' | 'transport' | 'other';
type Priority = 'low' | 'medium' | 'high' | 'urgent';

// [subject, description, category, priority, requester (user), member (index) or none, path of statuses after open, resolution, rating]
const TICKETS: readonly (readonly [string, string, Category, Priority, number, number | undefined, readonly string[], string?, number?])[] = [
  ['Cannot print the payroll notifications', 'The print button on payroll notifications shows a blank page.', 'technical', 'high', 11, undefined, ['inProgress', 'resolved', 'closed'], 'Browser pop-up blocker was on; added the site to the allowed list.', 5],
  ['تعطل مكيف القاعة المغلقة ب', 'المكيف لا يعمل منذ الصباح والحرارة مرتفعة أثناء التدريب.', 'facilities', 'urgent', 24, undefined, ['inProgress', 'resolved'], 'استبدال الضاغط من قبل فريق الصيانة.', 4],
  ['Member card not received', 'A family member has not received their card two weeks after paying.', 'membership', 'medium', 8, 1, ['inProgress', 'waiting'], undefined, undefined],
  ['Refund for a double payment', 'The member was charged twice for the yearly fee.', 'billing', 'high', 9, 2, ['inProgress', 'resolved', 'closed'], 'Refunded the second charge to the same card.', 3],
  ['طلب حافلة لرحلة الأكاديمية', 'نحتاج حافلة إضافية لنقل لاعبي تحت 11 يوم الخميس.', 'transport', 'medium', 4, undefined, ['inProgress'], undefined, undefined],
  ['Password reset email not arriving', 'The reset email never arrives for my account.', 'account', 'medium', 20, undefined, ['resolved'], 'The address had a typo; corrected it in the user record.', 5],
  ['Gym locker broken', 'Locker 42 in the main gym does not lock.', 'facilities', 'low', 5, 3, [], undefined, undefined],
  ['Export of players to Excel cuts Arabic names', 'Arabic names show as question marks in the export.', 'technical', 'medium', 13, undefined, ['inProgress', 'waiting', 'inProgress', 'resolved'], 'Open the CSV with UTF-8 encoding (Data > From Text).', 4],
  ['تحديث بيانات العضوية', 'رقم الجوال تغير ويرغب العضو في تحديثه.', 'membership', 'low', 16, 6, ['resolved', 'closed'], 'حُدّث رقم الجوال في سجل العضو.', 5],
  ['Parking access for the visiting team', 'The visiting team bus needs parking access on Friday.', 'other', 'high', 18, undefined, [], undefined, undefined],
  ['Wrong VAT on an invoice', 'An invoice shows 5% VAT instead of 15%.', 'billing', 'urgent', 19, undefined, ['inProgress'], undefined, undefined],
  ['Wi-Fi in the conference hall', 'The Wi-Fi drops every few minutes during meetings.', 'technical', 'medium', 27, undefined, ['waiting'], undefined, undefined],
];

// Requests for help from across the club: most handled by IT and facilities, some waiting on the
// requester, a few closed with a rating. Each moves along its statuses as it did.
export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  const members = ctx.ids('clubMembers');
  const handlers = [users[1], users[7], users[8]];
  return TICKETS.map(([subject, description, category, priority, requester, member, path, resolution, satisfaction], index): DemoRow => ({
    subject,
    description,
    category,
    priority,
    memberId: member === undefined ? undefined : members[member],
    assigneeId: path.length ? handlers[index % handlers.length] : undefined,
    $by: users[requester],
    $then: path.map((status) => ({
      resource: 'supportTickets',
      values: { status, ...(status === 'resolved' ? { resolution } : {}), ...(status === 'closed' && satisfaction ? { satisfaction } : {}) },
    })),
  }));
};
