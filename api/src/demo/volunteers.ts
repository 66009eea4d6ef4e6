import type { DemoSeed } from './demo-seed';

type Skill = 'firstAid' | 'organising' | 'translation' | 'media' | 'driving' | 'technology' | 'coaching' | 'hospitality';

// [name, national ID or iqama, mobile, gender, born, city, skills, status]
const VOLUNTEERS: readonly (readonly [string, string, string, 'male' | 'female', string, string, readonly Skill[], 'active' | 'inactive' | 'blocked'])[] = [
  ['عبدالعزيز بن سعد القحطاني', '1102938475', '+966 55 120 3344', 'male', '1999-04-12', 'الرياض', ['organising', 'firstAid'], 'active'],
  ['Lama Al-Rashed', '1112233445', '+966 50 998 1020', 'female', '2001-09-03', 'Riyadh', ['media', 'technology'], 'active'],
  ['فيصل العمري', '1098877665', '+966 54 221 7788', 'male', '1996-01-25', 'الرياض', ['driving'], 'active'],
  ['Ahmad Siddiqui', '2456677889', '+966 56 330 4455', 'male', '1994-06-18', 'Riyadh', ['translation', 'hospitality'], 'active'],
  ['شهد الغامدي', '1123344556', '+966 53 887 6655', 'female', '2002-11-30', 'جدة', ['hospitality', 'organising'], 'active'],
  ['Turki Al-Otaibi', '1087766554', '+966 55 776 1122', 'male', '1998-02-14', 'Riyadh', ['coaching', 'organising'], 'active'],
  ['منيرة الدوسري', '1134455667', '+966 50 443 2211', 'female', '2000-07-07', 'الدمام', ['firstAid'], 'active'],
  ['Yusuf Demir', '2398877112', '+966 59 667 8899', 'male', '1993-05-21', 'Riyadh', ['translation'], 'active'],
  ['راكان الحربي', '1076655443', '+966 54 112 9900', 'male', '1997-12-02', 'الرياض', ['organising', 'driving'], 'inactive'],
  ['Dana Al-Mutairi', '1145566778', '+966 56 554 3322', 'female', '2003-03-16', 'Riyadh', ['media'], 'active'],
  ['سلمان الشمري', '1065544332', '+966 55 998 7766', 'male', '1995-08-09', 'حائل', ['hospitality'], 'blocked'],
  ['Mariam Hassan', '2477788990', '+966 50 221 5566', 'female', '1999-10-28', 'Riyadh', ['firstAid', 'translation'], 'active'],
  ['نواف السبيعي', '1156677889', '+966 53 440 1188', 'male', '2004-01-19', 'الرياض', ['technology', 'organising'], 'active'],
];

// The club's volunteers: students and young professionals from Riyadh and beyond, most active, one
// resting, one blocked after missing two events without notice.
export const demo: DemoSeed = () =>
  VOLUNTEERS.map(([fullName, nationalId, phone, gender, dateOfBirth, city, skills, status]) => ({
    fullName,
    nationalId,
    phone,
    email: /[a-z]/i.test(fullName) ? `${fullName.split(' ')[0]!.toLowerCase()}.${nationalId.slice(-4)}@mail.sa` : undefined,
    gender,
    dateOfBirth,
    city,
    skills,
    status,
    notes: status === 'blocked' ? 'لم يحضر فعاليتين دون اعتذار.' : undefined,
  }));
