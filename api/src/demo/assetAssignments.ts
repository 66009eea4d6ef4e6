import type { DemoSeed } from './demo-seed';

// [asset (index among the demo assets that can be handed over), employee (index of the demo employees), handed over, due back,
//  returned (days from today), condition out, condition back, notes]
const CUSTODY = [
  // Earlier custodies, returned before the present ones began.
  [4, 11, -520, null, -300, 'poor', 'good', 'أقماع تدريب مستهلكة أُعيرت لفريق الصيانة لتخطيط الملعب، وأُعيدت نظيفة ومرتبة.'],
  [6, 14, -420, null, -250, 'damaged', 'damaged', 'ماسح بغطاء مكسور أُعير مؤقتًا حتى وصول الجهاز الجديد.'],
  [1, 0, -400, null, null, 'new', null, 'حاسب محمول لمكتب الرئيس التنفيذي.'],
  [2, 5, -300, null, null, 'good', null, 'جهاز لابتوب لإدارة الأنظمة.'],
  [3, 6, -200, -20, -25, 'good', 'fair', 'أُعيدت السبورة التكتيكية وإطارها مشروخ.'],
  [4, 7, -120, 30, null, 'good', null, 'أقماع وصدريات تدريب لفريق تحت 13 سنة.'],
  [5, 10, -90, null, -10, 'fair', 'poor', 'عدة صيانة أعيدت ناقصة مفتاحين.'],
  [6, 12, -60, null, null, 'good', null, 'ماسح باركود للمستودع.'],
  [7, 13, -45, 15, null, 'new', null, 'جهاز علاج بالموجات الصوتية للعيادة.'],
  [8, 15, -30, -1, null, 'good', null, 'طقم كاميرا للمكتب الإعلامي: تجاوز موعد الإرجاع.'],
  [9, 16, -700, null, -400, 'new', 'damaged', 'جهاز لوحي للحافلة تلف في حادث.'],
  [3, 8, -20, 40, null, 'fair', null, 'نُقلت السبورة التكتيكية إلى أكاديمية البنات.'],
  [10, 9, -15, null, null, 'good', null, 'مفاتيح الملعب الرئيسي.'],
  [11, 1, -10, 20, -2, 'new', 'new', 'جهاز عرض لأسبوع تهيئة الموظفين الجدد.'],
  [12, 3, -5, null, null, 'good', null, 'عدّاد نقود للإدارة المالية.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  // Retired assets and those under maintenance are never handed over.
  const assets = ctx.records('assets').filter((asset) => asset.status === 'available' || asset.status === 'inUse').map((asset) => asset.id as string);
  const employees = ctx.ids('employees');
  return CUSTODY.flatMap(([asset, employee, out, due, back, conditionOut, conditionIn, notes]) =>
    assets[asset]
      ? [{
          assetId: assets[asset],
          employeeId: employees[employee],
          handedOverOn: ctx.dateFromToday(out),
          expectedReturnOn: due === null ? undefined : ctx.dateFromToday(due),
          returnedOn: back === null ? undefined : ctx.dateFromToday(back),
          conditionOut,
          conditionIn: conditionIn ?? undefined,
          notes,
        }]
      : [],
  );
};
