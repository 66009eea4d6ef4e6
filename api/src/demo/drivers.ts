import type { DemoSeed } from './demo-seed';

// [full name, national ID or iqama, phone, licence number, class, licence expiry in days from today, hired, status, available]
const DRIVERS = [
  ['سالم بن عبدالله الدوسري', '1045782231', '+966 55 218 4470', 'RYD-4471902', 'bus', 540, '2019-03-10', 'active', true],
  ['Mohammed Al-Qahtani', '1098123345', '+966 50 331 9025', 'RYD-5520817', 'bus', 215, '2020-08-01', 'active', true],
  ['فهد العتيبي', '1076654120', '+966 54 702 1188', 'RYD-3390255', 'heavyTransport', 30, '2017-11-20', 'active', false],
  ['Imran Khan', '2387765410', '+966 56 119 4062', 'RYD-7781243', 'publicTransport', 410, '2021-02-14', 'active', true],
  ['عبدالرحمن الشهري', '1102234567', '+966 53 884 2210', 'JED-2214578', 'bus', -12, '2018-06-03', 'suspended', false],
  ['Rajesh Kumar', '2411098732', '+966 59 640 7713', 'RYD-6610984', 'private', 720, '2022-09-18', 'onLeave', false],
  ['ناصر الحربي', '1067712398', '+966 55 907 3346', 'DMM-1187344', 'bus', 95, '2016-01-09', 'active', true],
  ['Yousef Al-Zahrani', '1033345871', '+966 50 775 6620', 'RYD-9923016', 'publicTransport', 330, '2023-04-02', 'active', true],
  ['خالد المالكي', '1088876543', '+966 54 311 9087', 'RYD-4456120', 'heavyTransport', 600, '2015-10-25', 'left', false],
  ['Abdulaziz Al-Harthi', '1054432198', '+966 55 640 2281', 'TIF-2298431', 'bus', 820, '2024-01-15', 'active', true],
  ['بندر السبيعي', '1091187734', '+966 50 412 7730', 'RYD-8812045', 'publicTransport', 45, '2022-05-08', 'active', true],
  ['Ahmed Raza', '2433907612', '+966 56 287 1149', 'RYD-7004518', 'private', 365, '2023-11-01', 'active', true],
] as const;

// The first drivers are on the staff: their employee records are linked.
export const demo: DemoSeed = (ctx) =>
  DRIVERS.map(([fullName, nationalId, phone, licenseNumber, licenseClass, expiresIn, hireDate, status, available], index) => ({
    fullName,
    employeeId: index < 4 ? ctx.ids('employees')[20 + index] : undefined,
    nationalId,
    phone,
    licenseNumber,
    licenseClass,
    licenseExpiry: ctx.dateFromToday(expiresIn),
    hireDate,
    status,
    available,
    notes: expiresIn < 60 ? (/[a-z]/i.test(fullName) ? 'Licence renewal due: book the traffic department appointment.' : 'يجب تجديد الرخصة: حجز موعد المرور.') : undefined,
  }));
