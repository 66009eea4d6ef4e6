import type { DemoAction, DemoRow, DemoSeed } from './demo-seed';

type Purpose = 'meeting' | 'interview' | 'delivery' | 'vendor' | 'guest' | 'contractor' | 'government' | 'media' | 'other';
type Fate = 'pending' | 'approved' | 'rejected' | 'checkedIn' | 'checkedOut' | 'cancelled';

// [visitor, phone, national id, organization, purpose, days from today, start, end, fate, gate]
const VISITORS: readonly (readonly [string, string, string | null, string | null, Purpose, number, string, string, Fate, string?])[] = [
  ['فهد الرويلي', '+966 50 410 1001', '1011122233', 'وزارة الرياضة', 'government', -12, '09:00', '11:00', 'checkedOut', 'main'],
  ['صالح الحازمي', '+966 55 410 1002', '1022233344', 'الاتحاد السعودي لكرة القدم', 'meeting', -9, '10:00', '12:00', 'checkedOut', 'vip'],
  ['نورة العمري', '+966 53 410 1003', '1033344455', null, 'interview', -8, '13:00', '14:00', 'checkedOut', 'staff'],
  ['مارك جونسون', '+966 54 410 1004', 'P8765432', 'أديداس الشرق الأوسط', 'vendor', -7, '11:00', '12:30', 'checkedOut', 'north'],
  ['مندوب سمسا', '+966 56 410 1005', null, 'سمسا', 'delivery', -6, '08:30', '09:00', 'checkedOut', 'south'],
  ['عبدالرحمن الشمري', '+966 59 410 1006', '1044455566', 'شركة الزامل للتكييف', 'contractor', -5, '07:30', '15:00', 'checkedOut', 'south'],
  ['سارة ميتشل', '+966 50 410 1007', 'P1234567', 'بي بي سي عربي', 'media', -4, '16:00', '18:00', 'checkedOut', 'main'],
  ['خالد البقمي', '+966 55 410 1008', '1055566677', 'هيئة الرياضة', 'government', -3, '10:00', '11:30', 'checkedOut', 'vip'],
  ['ليلى الفرج', '+966 53 410 1009', '1066677788', null, 'interview', -2, '09:30', '10:30', 'checkedOut', 'staff'],
  ['وفد أكاديمية الأحساء', '+966 54 410 1010', null, 'أكاديمية الأحساء لكرة القدم', 'guest', -1, '15:00', '18:00', 'checkedOut', 'main'],
  ['عمر صديقي', '+966 56 410 1011', '2077788899', 'stc', 'meeting', -1, '11:00', '12:00', 'checkedOut', 'north'],
  ['تركي الدوسري', '+966 59 410 1012', '1088899900', 'المراعي', 'meeting', -10, '12:00', '13:00', 'checkedOut', 'main'],
  ['ماجد الحربي', '+966 50 410 1013', '1099900011', null, 'guest', 0, '08:00', '12:00', 'checkedIn', 'main'],
  ['أحمد كمال', '+966 55 410 1014', '2100011122', 'فيليبس للإنارة - السعودية', 'contractor', 0, '07:00', '16:00', 'checkedIn', 'south'],
  ['هيفاء القحطاني', '+966 53 410 1015', '1111122234', 'جريدة الرياضية', 'media', 0, '10:00', '13:00', 'approved'],
  ['روبرت تشين', '+966 54 410 1016', 'P2345678', 'نايكي الشرق الأوسط', 'vendor', 1, '10:00', '11:00', 'approved'],
  ['سلمان العتيبي', '+966 56 410 1017', '1122233345', null, 'interview', 2, '09:00', '10:00', 'approved'],
  ['مندوب أرامكس', '+966 59 410 1018', null, 'أرامكس', 'delivery', 2, '08:00', '08:30', 'pending'],
  ['وفد نادي قطر الرياضي', '+966 50 410 1019', null, 'نادي قطر الرياضي', 'guest', 5, '16:00', '19:00', 'pending'],
  ['منى الزهراني', '+966 55 410 1020', '1133344456', 'المديرية العامة للدفاع المدني', 'government', 3, '09:00', '12:00', 'pending'],
  ['بيتر نوفاك', '+966 53 410 1021', 'P3456789', null, 'other', 4, '14:00', '15:00', 'rejected'],
  ['بندر السبيعي', '+966 54 410 1022', '1144455567', 'مؤسسة البناء الحديث', 'contractor', 6, '07:00', '15:00', 'rejected'],
  ['لينا حداد', '+966 56 410 1023', '2155566678', 'قناة العربية', 'media', 7, '11:00', '12:00', 'cancelled'],
  ['عبدالعزيز المطيري', '+966 59 410 1024', '1166677789', null, 'other', 8, '13:00', '14:00', 'cancelled'],
];

// The visitors of the last two weeks came and went through the gates; today's are inside or
// expected; the coming ones wait for the approver, and a few were turned down or called off.
export const demo: DemoSeed = (ctx) => {
  const approver = ctx.ids('users')[0]!;
  const guard = ctx.ids('users')[1] ?? approver;
  const hosts = ctx.ids('employees').slice(0, 10);
  return VISITORS.map(([visitorName, phone, nationalId, organization, purpose, days, startTime, endTime, fate, gate], index): DemoRow => {
    const actions: DemoAction[] = [];
    if (fate === 'rejected') actions.push({ name: 'reject', by: approver, comment: 'المضيف في مهمة عمل خارج النادي ذلك الأسبوع، يرجى اختيار موعد آخر.' });
    if (fate === 'cancelled') actions.push({ name: 'cancel', by: approver });
    if (['approved', 'checkedIn', 'checkedOut'].includes(fate)) actions.push({ name: 'approve', by: approver });
    // At the gate a few minutes before the time, out some 40 to 150 minutes later (today's still inside).
    const cameAt = Date.parse(`${ctx.dateFromToday(days)}T${startTime}:00+03:00`) - (5 + (index % 4) * 5) * 60_000;
    const came = new Date(Math.min(cameAt, Date.now() - 30 * 60_000)).toISOString();
    if (['checkedIn', 'checkedOut'].includes(fate)) actions.push({ name: 'check-in', by: guard, body: { gate, badgeNumber: `V-${String(100 + index)}`, at: came } });
    if (fate === 'checkedOut') actions.push({ name: 'check-out', by: guard, body: { at: new Date(Date.parse(came) + (40 + ((index * 37) % 110)) * 60_000).toISOString() } });
    return {
      visitorName,
      phone,
      nationalId,
      organization,
      email: index % 4 === 0 ? `visitor${index + 1}@example.sa` : null,
      hostId: hosts[index % hosts.length],
      purpose,
      visitDate: ctx.dateFromToday(days),
      startTime,
      endTime,
      place: ctx.oneOf(['المبنى الإداري - الاستقبال', 'قاعة مجلس الإدارة - الدور الثاني', 'الملعب الرئيسي', 'مبنى الأكاديمية', 'قاعة الاجتماعات الكبرى']),
      personsCount: purpose === 'guest' ? 6 : 1,
      vehiclePlate: index % 3 === 0 ? `${1000 + index * 37} ABD` : null,
      $actions: actions,
    };
  });
};
