import type { DemoRow, DemoSeed } from './demo-seed';

// Membership and player cards, certificates, letters and permits: most valid, a lost card
// replaced, one revoked, old ones expired.
export const demo: DemoSeed = function* (ctx) {
  const members = ctx.ids('clubMembers');
  const players = ctx.ids('players');
  const employees = ctx.ids('employees');
  const users = ctx.ids('users');
  const clerk = users[3] ?? users[0]!;
  const rows: (DemoRow & { $actions?: unknown })[] = [
    { type: 'membershipCard', holderType: 'member', clubMemberId: members[0], title: 'بطاقة عضو مؤسس', issueDate: ctx.dateFromToday(-300), expiryDate: ctx.dateFromToday(430), fee: 0 },
    { type: 'membershipCard', holderType: 'member', clubMemberId: members[1], title: 'بطاقة العضوية العائلية', issueDate: ctx.dateFromToday(-200), expiryDate: ctx.dateFromToday(165), fee: 50, feePaid: true, paymentMethod: 'mada' },
    // Lost: a new card replaces it (the next row).
    { type: 'membershipCard', holderType: 'member', clubMemberId: members[2], title: 'بطاقة عضوية', issueDate: ctx.dateFromToday(-280), expiryDate: ctx.dateFromToday(85), fee: 50, feePaid: true, paymentMethod: 'cash' },
    { type: 'membershipCard', holderType: 'member', clubMemberId: members[2], title: 'بطاقة عضوية (بدل فاقد)', issueDate: ctx.dateFromToday(-12), expiryDate: ctx.dateFromToday(85), fee: 100, feePaid: true, paymentMethod: 'card', notes: 'أُبلغ عن فقدان البطاقة هاتفيًا.' },
    { type: 'membershipCard', holderType: 'member', clubMemberId: members[4], title: 'بطاقة عضوية', issueDate: ctx.dateFromToday(-500), expiryDate: ctx.dateFromToday(-135), fee: 50, feePaid: true, paymentMethod: 'transfer' },
    { type: 'playerCard', holderType: 'player', playerId: players[0], title: 'بطاقة لاعب الأكاديمية 2026/27', issueDate: ctx.dateFromToday(-60), expiryDate: ctx.dateFromToday(240), fee: 0 },
    { type: 'playerCard', holderType: 'player', playerId: players[1], title: 'بطاقة لاعب الأكاديمية 2026/27', issueDate: ctx.dateFromToday(-60), expiryDate: ctx.dateFromToday(240), fee: 0 },
    { type: 'playerCard', holderType: 'player', playerId: players[2], title: 'بطاقة لاعب الأكاديمية 2025/26', issueDate: ctx.dateFromToday(-420), expiryDate: ctx.dateFromToday(-60), fee: 0 },
    { type: 'certificate', holderType: 'player', playerId: players[3], title: 'شهادة مشاركة في المعسكر الصيفي', issueDate: ctx.dateFromToday(-90), fee: 0 },
    { type: 'certificate', holderType: 'other', holderName: 'عبدالله الحربي', title: 'شهادة شكر وتقدير: متطوع الموسم', issueDate: ctx.dateFromToday(-30), fee: 0 },
    { type: 'letter', holderType: 'employee', employeeId: employees[0], title: 'خطاب تعريف بالراتب (إلى من يهمه الأمر)', issueDate: ctx.dateFromToday(-5), fee: 0 },
    { type: 'letter', holderType: 'employee', employeeId: employees[1], title: 'شهادة خبرة', issueDate: ctx.dateFromToday(-40), fee: 0 },
    { type: 'permit', holderType: 'other', holderName: 'فريق شركة الخليج للفعاليات', title: 'تصريح دخول الملعب لتجهيز اليوم المجتمعي', issueDate: ctx.dateFromToday(-3), expiryDate: ctx.dateFromToday(4), fee: 250, feePaid: true, paymentMethod: 'cheque' },
    { type: 'permit', holderType: 'other', holderName: 'مجموعة الرياض الإعلامية', title: 'تصريح تغطية صحفية لمباراة الديربي', issueDate: ctx.dateFromToday(-20), expiryDate: ctx.dateFromToday(10), fee: 0, $actions: [{ name: 'revoke', by: clerk, comment: 'خالف المصور تعليمات التصوير على خط الملعب' }] },
  ];
  for (const row of rows) yield { ...row, $by: clerk };
};
