import type { DemoSeed } from './demo-seed';

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'];

// [name, Arabic name, days, start, end, grace, break, default]
const SCHEDULES = [
  ['Office hours', 'الدوام المكتبي', WEEK, '08:00', '16:00', 15, 60, true],
  ['Ramadan office hours', 'دوام رمضان', WEEK, '10:00', '15:00', 15, 0, false],
  ['Academy afternoon', 'دوام الأكاديمية المسائي', ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'saturday'], '14:00', '22:00', 10, 30, false],
  ['Match days', 'أيام المباريات', ['thursday', 'friday', 'saturday'], '12:00', '23:00', 10, 60, false],
  ['Maintenance early shift', 'وردية الصيانة الصباحية', ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], '06:00', '14:00', 10, 30, false],
  ['Maintenance late shift', 'وردية الصيانة المسائية', ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], '14:00', '22:00', 10, 30, false],
  ['Warehouse hours', 'دوام المستودعات', WEEK, '07:00', '15:00', 15, 60, false],
  ['Clinic hours', 'دوام العيادة', ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'saturday'], '09:00', '17:00', 10, 60, false],
  ['Drivers morning', 'السائقون صباحًا', ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '06:00', '13:00', 5, 30, false],
  ['Drivers evening', 'السائقون مساءً', ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '15:00', '22:00', 5, 30, false],
  ['Part-time mornings', 'دوام جزئي صباحي', ['sunday', 'tuesday', 'thursday'], '08:00', '12:00', 10, 0, false],
  ['Security night shift', 'وردية الأمن الليلية', ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'], '18:00', '23:59', 5, 30, false],
] as const;

export const demo: DemoSeed = () =>
  SCHEDULES.map(([name, nameAr, workDays, startTime, endTime, graceMinutes, breakMinutes, isDefault]) => ({ name, nameAr, workDays, startTime, endTime, graceMinutes, breakMinutes, isDefault }));
