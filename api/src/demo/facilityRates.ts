import type { DemoRow, DemoSeed } from './demo-seed';

// [place type, English name, Arabic name, days, from, to, hourly rate (SAR, VAT included)]
const RATES: readonly (readonly [string, string, string, 'weekday' | 'weekend', string, string, number])[] = [
  ['stadium', 'Weekday daytime', 'نهار أيام الأسبوع', 'weekday', '08:00', '16:00', 1500],
  ['stadium', 'Weekday evening (floodlit)', 'مساء أيام الأسبوع (بالإنارة)', 'weekday', '16:00', '23:59', 2500],
  ['stadium', 'Weekend', 'نهاية الأسبوع', 'weekend', '08:00', '23:59', 3000],
  ['hall', 'Weekday daytime', 'نهار أيام الأسبوع', 'weekday', '08:00', '16:00', 350],
  ['hall', 'Weekday evening', 'مساء أيام الأسبوع', 'weekday', '16:00', '23:00', 450],
  ['hall', 'Weekend', 'نهاية الأسبوع', 'weekend', '09:00', '23:00', 550],
  ['court', 'Weekday daytime', 'نهار أيام الأسبوع', 'weekday', '07:00', '16:00', 150],
  ['court', 'Weekday evening', 'مساء أيام الأسبوع', 'weekday', '16:00', '23:59', 230],
  ['court', 'Weekend', 'نهاية الأسبوع', 'weekend', '07:00', '23:59', 280],
  ['pool', 'Weekday lanes', 'حارات السباحة - أيام الأسبوع', 'weekday', '06:00', '22:00', 400],
  ['pool', 'Weekend lanes', 'حارات السباحة - نهاية الأسبوع', 'weekend', '08:00', '22:00', 500],
  ['gym', 'Private session', 'جلسة خاصة', 'weekday', '06:00', '23:00', 200],
  ['gym', 'Weekend private session', 'جلسة خاصة - نهاية الأسبوع', 'weekend', '08:00', '22:00', 250],
];

// What an hour of each kind of place costs the public, by day and time (the first place of each
// kind; a place without a rate for an hour is priced at its own hourly rate). One old rate, replaced.
export const demo: DemoSeed = (ctx) => {
  const places = ctx.records('facilities');
  const ids = ctx.ids('facilities');
  const firstOf = (type: string) => ids.find((_, index) => places[index]!.type === type);
  const rows: DemoRow[] = RATES.flatMap(([type, name, nameAr, dayType, fromTime, toTime, hourlyRate]) => {
    const facilityId = firstOf(type);
    return facilityId ? [{ facilityId, name, nameAr, dayType, fromTime, toTime, hourlyRate, isActive: true }] : [];
  });
  const court = firstOf('court');
  if (court) rows.push({ facilityId: court, name: 'Evening (last season)', nameAr: 'المساء (الموسم الماضي)', dayType: 'weekday', fromTime: '16:00', toTime: '23:00', hourlyRate: 200, isActive: false });
  return rows;
};
