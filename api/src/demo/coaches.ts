import type { DemoSeed } from './demo-seed';

// [name, Arabic name, nationality, specialisation, licence, licence expiry (days from today) or null, joined (days ago), status, phone]
const COACHES = [
  ['Saad Al-Shehri', 'سعد الشهري', 'saudi', 'headCoach', 'afcPro', 700, 1400, 'active'],
  ['Marcos Oliveira', 'ماركوس أوليفيرا', 'other', 'headCoach', 'afcPro', 40, 420, 'active'],
  ['Ahmed Fathy', 'أحمد فتحي', 'egyptian', 'assistantCoach', 'afcA', 300, 900, 'active'],
  ['Yazan Al-Nabulsi', 'يزن النابلسي', 'jordanian', 'goalkeeping', 'afcB', 520, 610, 'active'],
  ['Mohammed Osman', 'محمد عثمان', 'sudanese', 'fitness', 'afcC', -20, 1100, 'active'],
  ['Fawaz Al-Yamani', 'فواز اليماني', 'yemeni', 'youthDevelopment', 'afcB', 250, 800, 'active'],
  ['Omar Haddad', 'عمر حداد', 'syrian', 'analyst', 'none', null, 300, 'active'],
  ['Imran Qureshi', 'عمران قريشي', 'pakistani', 'fitness', 'grassroots', 55, 450, 'active'],
  ['Rahul Menon', 'راهول مينون', 'indian', 'analyst', 'none', null, 200, 'inactive'],
  ['Jose Santos', 'خوسيه سانتوس', 'filipino', 'goalkeeping', 'afcC', 410, 380, 'active'],
  ['Nawaf Al-Harbi', 'نواف الحربي', 'saudi', 'youthDevelopment', 'afcA', 150, 1300, 'active'],
  ['Turki Al-Mutairi', 'تركي المطيري', 'saudi', 'assistantCoach', 'afcB', 30, 700, 'active'],
  ['Noura Al-Dosari', 'نورة الدوسري', 'saudi', 'headCoach', 'afcB', 600, 500, 'active'],
  ['Hessa Al-Ghamdi', 'حصة الغامدي', 'saudi', 'youthDevelopment', 'grassroots', -200, 900, 'inactive'],
  ['Abdulaziz Al-Zahrani', 'عبدالعزيز الزهراني', 'saudi', 'assistantCoach', 'afcC', 380, 260, 'active'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return COACHES.map(([fullName, fullNameAr, nationality, specialisation, licenceLevel, expiry, joined, status], index) => ({
    fullName,
    fullNameAr,
    // The head coach is on the club's payroll (the employees' demo has his contract).
    employeeId: index === 1 ? employees[19] : undefined,
    nationality,
    phone: `+966 55 ${String(310_0000 + index * 4_211).slice(0, 3)} ${String(4_100 + index * 37).padStart(4, '0')}`,
    email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@club.sa`,
    specialisation,
    licenceLevel,
    licenceNumber: licenceLevel === 'none' ? undefined : `SAFF-${licenceLevel.toUpperCase()}-${2019 + (index % 6)}-${String(311 + index * 17)}`,
    licenceExpiry: expiry === null ? undefined : ctx.dateFromToday(expiry),
    joinDate: ctx.dateFromToday(-joined),
    status,
  }));
};
