import type { DemoSeed } from './demo-seed';

type Decision = readonly [action: 'approve' | 'reject' | 'cancel', user: number, comment?: string];

// Leave is asked within the balances HR brought from the paper records (leaveMovements' demo).
export const after = ['leaveMovements'];

// [employee (index of the demo employees), their user (index of the demo users), type, from, to
//  (days from today), amount, reason, then what happened: [action, by (index of the demo users), comment]].
// A leave counted in working days spans a week at least: whatever the day the demo is loaded on,
// it holds some (public holidays last four days at most).
const REQUESTS: readonly (readonly [number, number, string, number | null, number | null, number | null, string, readonly Decision[]])[] = [
  [3, 19, 'annualLeave', 10, 16, null, 'رحلة عائلية إلى أبها خلال الإجازة المدرسية.', [['approve', 5], ['approve', 11, 'إجازة سعيدة.']]],
  [5, 1, 'annualLeave', 30, 39, null, 'إجازة سنوية لأداء العمرة مع العائلة.', []],
  [15, 28, 'annualLeave', 20, 26, null, 'ظروف خاصة في جدة.', [['approve', 5, 'رُتّب من يقوم بالعمل مع فريق المركز الإعلامي.']]],
  [8, 30, 'sickLeave', -3, -2, null, 'تقرير طبي من مستشفى الملك فيصل التخصصي.', [['approve', 11]]],
  [0, 3, 'emergencyLeave', -10, -4, null, 'ظرف عائلي طارئ في حائل.', [['approve', 5]]],
  [16, 37, 'unpaidLeave', 40, 44, null, 'إجازة بدون راتب لإنهاء إجراءات شخصية.', [['approve', 5], ['reject', 11, 'تكون حركة النقل في ذروتها خلال هذه الفترة، يرجى اختيار موعد آخر.']]],
  [9, 5, 'salaryLetter', null, null, null, 'خطاب تعريف بالراتب لتمويل سكني من مصرف الراجحي.', [['approve', 2]]],
  [6, 4, 'salaryAdvance', null, null, 5000, 'سلفة لتغطية رسوم مدارس الأبناء.', []],
  [1, 11, 'custody', null, null, null, 'حاسب محمول لإجراء مقابلات التوظيف.', [['approve', 5]]],
  [3, 19, 'emergencyLeave', -30, -24, null, 'إنهاء إجراءات حادث مروري.', [['cancel', 19, 'أُنجزت الإجراءات بعد ساعات الدوام.']]],
  [5, 1, 'sickLeave', -60, -58, null, 'مراجعة طبية.', [['reject', 11, 'لم يُرفق تقرير طبي، يرجى إرفاقه مع طلب جديد.']]],
  [15, 28, 'salaryLetter', null, null, null, 'خطاب تعريف للسفارة.', []],
  [13, 15, 'salaryAdvance', null, null, 3000, 'سلفة لسداد دفعة إيجار الشقة الجديدة.', [['approve', 11], ['approve', 19]]],
  [0, 3, 'otherLeave:hajj', 150, 160, null, 'أداء فريضة الحج هذا العام.', [['approve', 5], ['approve', 11, 'تقبل الله منك.']]],
  [8, 30, 'otherLeave:marriage', 45, 51, null, 'إجازة الزواج.', [['approve', 5]]],
  [15, 28, 'annualLeave', 60, 66, null, 'زيارة الأهل في المدينة المنورة.', [['approve', 5], ['approve', 11], ['cancel', 28, 'تأجلت الرحلة إلى الصيف.']]],
];

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const users = ctx.ids('users');
  const assets = ctx.ids('assets');
  return REQUESTS.map(([employee, user, kind, from, to, amount, reason, decisions]) => {
    // A leave of a type the club added is asked as other leave, naming the type by its code.
    const [type, leaveTypeId] = kind.split(':');
    return {
      employeeId: employees[employee],
      type,
      leaveTypeId,
      startDate: from === null ? undefined : ctx.dateFromToday(from),
      endDate: to === null ? undefined : ctx.dateFromToday(to),
      amount: amount ?? undefined,
      // An advance is paid back SAR 1,000 a month.
      instalments: amount ? Math.ceil(amount / 1000) : undefined,
      assetId: type === 'custody' ? assets[0] : undefined,
      reason,
      $by: users[user],
      $actions: decisions.map(([name, by, comment]) => ({ name, by: users[by], comment })),
    };
  });
};
