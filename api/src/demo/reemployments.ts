import type { DemoSeed } from './demo-seed';

// [former employee (index of the demo employees), new position (index of the demo positions), starts (days from today), status, reason]
const REEMPLOYMENTS = [
  [17, 13, 20, 'proposed', 'Reliable record over eleven years; the transport unit needs a driver for the new bus.'],
  [20, 9, -200, 'approved', 'فني صيانة ذو خبرة في أنظمة الري؛ أُعيد لموسم الصيانة الكبرى.'],
  [21, 2, -90, 'approved', 'Returns after two years abroad; knows the payroll and GOSI files.'],
  [22, 6, 30, 'proposed', 'مساعد مدرب سابق لفئة تحت 17 سنة؛ يطلبه المدرب الرئيسي للأكاديمية.'],
  [23, 3, 45, 'declined', 'The accountant post is filled; the file stays open for the next vacancy.'],
  [24, 13, -30, 'approved', 'سائق حافلة سابق بسجل قيادة نظيف؛ عاد لتغطية رحلات الأكاديمية.'],
  [25, 11, 60, 'proposed', 'Physiotherapist with a sports licence renewed this year; the clinic asked for her.'],
  [26, 8, 15, 'declined', 'بلغ سن التقاعد النظامية وفق نظام التأمينات؛ يُكتفى بالاستشارة عند الحاجة.'],
  [27, 10, 10, 'proposed', 'Storekeeper during the last three seasons; the kit store needs a second person on match days.'],
  [28, 12, -15, 'approved', 'مسؤولة إعلام سابقة؛ عادت لتغطية الموسم الجديد ومنصات النادي.'],
  [29, 4, 75, 'declined', 'The systems post now needs a cloud certification he does not hold.'],
  [30, 6, 25, 'proposed', 'لاعب سابق في النادي ومدرب معتمد بالرخصة C من الاتحاد الآسيوي.'],
] as const;

// Former employees asked back: proposed and waiting for the HR manager, approved (back at work in
// the new position from the start date) or declined with the reason kept.
export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const positions = ctx.ids('positions');
  return REEMPLOYMENTS.map(([employee, position, starts, status, reason]) => ({
    employeeId: employees[employee],
    positionId: positions[position],
    startDate: ctx.dateFromToday(starts),
    reason,
    status,
  }));
};
