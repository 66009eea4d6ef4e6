import type { DemoSeed } from './demo-seed';

type Vehicle = 'car' | 'van' | 'bus' | 'truck' | 'motorcycle';
type Purpose = 'visit' | 'delivery' | 'contractor' | 'staff' | 'teamBus' | 'emergency';
type Gate = 'main' | 'north' | 'south' | 'vip' | 'staff';

// [plate, type, make, colour, driver, purpose, gate, hours from now in, hours inside (none: still in)]
const ENTRIES: readonly (readonly [string, Vehicle, string, string, string, Purpose, Gate, number, number | null])[] = [
  ['1234 ABD', 'car', 'تويوتا كامري', 'أبيض', 'فهد الرويلي', 'visit', 'main', -290, 2],
  ['5678 HRS', 'car', 'لكزس ES', 'أسود', 'صالح الحازمي', 'visit', 'vip', -218, 2],
  ['4321 KSA', 'van', 'هيونداي H1', 'فضي', 'مندوب سمسا', 'delivery', 'south', -150, 1],
  ['8765 RUH', 'truck', 'إيسوزو NPR', 'أبيض', 'عبدالرحمن الشمري', 'contractor', 'south', -126, 8],
  ['2468 JED', 'bus', 'مرسيدس توريزمو', 'أزرق', 'راميش ناير', 'teamBus', 'staff', -100, 5],
  ['1357 DMM', 'car', 'نيسان باترول', 'رمادي', 'خالد البقمي', 'visit', 'vip', -74, 2],
  ['9753 TBK', 'motorcycle', 'هوندا CB', 'أحمر', 'مندوب هنقرستيشن', 'delivery', 'north', -50, 1],
  ['3579 ABH', 'car', 'شفروليه تاهو', 'أسود', 'عمر صديقي', 'visit', 'north', -27, 1],
  ['6420 MKH', 'van', 'فورد ترانزيت', 'أبيض', 'وفد أكاديمية الأحساء', 'visit', 'main', -26, 3],
  ['1122 EMR', 'car', 'تويوتا لاندكروزر', 'أبيض', 'الهلال الأحمر', 'emergency', 'main', -20, 1],
  ['3344 STF', 'car', 'كيا K5', 'أزرق', 'كريم حداد', 'staff', 'staff', -9, null],
  ['5566 MJD', 'car', 'هيونداي سوناتا', 'فضي', 'ماجد الحربي', 'visit', 'main', -3, null],
  ['7788 PHL', 'van', 'تويوتا هايس', 'أبيض', 'أحمد كمال', 'contractor', 'south', -2, null],
  ['9900 BUS', 'bus', 'مان ليون', 'أخضر', 'خوسيه سانتوس', 'teamBus', 'staff', -1, null],
];

export const demo: DemoSeed = (ctx) =>
  ENTRIES.map(([plateNumber, vehicleType, make, color, driverName, purpose, gate, hoursIn, hoursInside], index) => ({
    plateNumber,
    vehicleType,
    make,
    color,
    driverName,
    driverPhone: `+966 5${index % 10} 620 ${String(3000 + index)}`,
    purpose,
    gate,
    invitationId: purpose === 'visit' ? ctx.pick('invitations') : null,
    entryAt: ctx.timeFromNow(hoursIn),
    exitAt: hoursInside === null ? null : ctx.timeFromNow(hoursIn + hoursInside),
  }));
