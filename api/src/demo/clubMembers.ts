import type { DemoRow, DemoSeed } from './demo-seed';

type Type = 'regular' | 'family' | 'student' | 'honorary' | 'founding';
type Status = 'active' | 'expired' | 'suspended' | 'cancelled';

// [English name, Arabic name, national ID or iqama, gender, born, mobile, city, type, joined (days ago), membership length (days), status]
const MEMBERS: readonly (readonly [string, string, string, 'male' | 'female', string, string, string, Type, number, number, Status])[] = [
  ['Abdulrahman Al-Saud', 'عبدالرحمن آل سعود', '1012345678', 'male', '1968-03-14', '+966 50 100 2030', 'Riyadh', 'founding', 3650, 7300, 'active'],
  ['Hessa Al-Otaibi', 'حصة العتيبي', '1023456789', 'female', '1985-07-22', '+966 55 210 3344', 'Riyadh', 'family', 330, 365, 'active'],
  ['Majid Al-Ghamdi', 'ماجد الغامدي', '1034567890', 'male', '1990-11-02', '+966 54 320 4455', 'Jeddah', 'regular', 300, 365, 'active'],
  ['Sultan Al-Qahtani', 'سلطان القحطاني', '1045678901', 'male', '2004-01-19', '+966 53 430 5566', 'Riyadh', 'student', 200, 365, 'active'],
  ['Nouf Al-Harbi', 'نوف الحربي', '1056789012', 'female', '1992-05-30', '+966 56 540 6677', 'Riyadh', 'regular', 500, 365, 'expired'],
  ['Prince Faisal bin Khalid', 'الأمير فيصل بن خالد', '1067890123', 'male', '1960-09-09', '+966 50 650 7788', 'Riyadh', 'honorary', 1200, 3650, 'active'],
  ['Ibrahim Al-Shehri', 'إبراهيم الشهري', '1078901234', 'male', '1979-12-12', '+966 55 760 8899', 'Abha', 'family', 90, 365, 'active'],
  ['Waleed Mansour', 'وليد منصور', '2189012345', 'male', '1987-04-04', '+966 59 870 9900', 'Riyadh', 'regular', 60, 365, 'active'],
  ['Amal Al-Dosari', 'أمل الدوسري', '1090123456', 'female', '1995-08-18', '+966 54 980 1122', 'Dammam', 'regular', 700, 365, 'cancelled'],
  ['Khalid Al-Mutairi', 'خالد المطيري', '1101234567', 'male', '1982-02-27', '+966 50 190 2233', 'Riyadh', 'regular', 380, 365, 'suspended'],
  ['Reem Al-Zahrani', 'ريم الزهراني', '1112345670', 'female', '2003-10-10', '+966 56 291 3344', 'Riyadh', 'student', 30, 365, 'active'],
  ['Saleh Al-Anazi', 'صالح العنزي', '1123456701', 'male', '1975-06-06', '+966 53 392 4455', 'Hail', 'family', 420, 365, 'expired'],
  ['Tariq Hussain', 'طارق حسين', '2134567012', 'male', '1989-03-03', '+966 55 493 5566', 'Riyadh', 'regular', 10, 365, 'active'],
];

// The club's members: founding, honorary, family, student and regular memberships; most current,
// two expired, one cancelled, one suspended for unpaid fees.
export const demo: DemoSeed = (ctx) =>
  MEMBERS.map(([fullName, fullNameAr, nationalId, gender, dateOfBirth, phone, city, membershipType, joined, length, status]): DemoRow => ({
    fullName,
    fullNameAr,
    nationalId,
    gender,
    dateOfBirth,
    phone,
    email: `${fullName.split(' ')[0]!.toLowerCase()}.${nationalId.slice(-3)}@mail.sa`,
    city,
    membershipType,
    joinDate: ctx.dateFromToday(-joined),
    expiryDate: ctx.dateFromToday(-joined + length),
    status,
    notes: status === 'suspended' ? 'موقوفة حتى سداد رسوم الاشتراك السنوي.' : undefined,
  }));
