import type { DemoSeed } from './demo-seed';

// [title, Arabic title, department (index of the demo departments), type, city, vacancies, closes (days from today), status]
const POSTINGS = [
  ['U-15 Assistant Coach', 'مساعد مدرب فئة تحت 15 سنة', 4, 'fullTime', 'Riyadh', 2, 30, 'open'],
  ['Physiotherapist', 'أخصائي علاج طبيعي', 9, 'fullTime', 'Riyadh', 1, 21, 'open'],
  ['Girls Fitness Coach', 'مدربة لياقة لأكاديمية البنات', 5, 'partTime', 'Riyadh', 2, 45, 'open'],
  ['Maintenance Technician (HVAC)', 'فني صيانة تكييف', 7, 'contract', 'Riyadh', 3, 14, 'open'],
  ['Media Intern', 'متدرب إعلام رقمي', 10, 'internship', 'Riyadh', 2, 10, 'open'],
  ['Matchday Stewards', 'منظمو المباريات', 6, 'seasonal', 'Riyadh', 20, 60, 'open'],
  ['Accountant', 'محاسب', 2, 'fullTime', 'Riyadh', 1, -15, 'closed'],
  ['Bus Driver', 'سائق حافلة', 11, 'fullTime', 'Jeddah', 2, -30, 'closed'],
  ['Storekeeper', 'أمين مستودع', 8, 'fullTime', 'Dammam', 1, 40, 'draft'],
  ['Systems Administrator', 'مسؤول أنظمة', 3, 'fullTime', 'Riyadh', 1, 35, 'draft'],
  ['Goalkeeping Coach', 'مدرب حراس مرمى', 4, 'contract', 'Riyadh', 1, 25, 'open'],
  ['HR Specialist (Recruitment)', 'أخصائي توظيف', 1, 'fullTime', 'Riyadh', 1, -5, 'closed'],
] as const;

const DESCRIPTION = {
  en: 'Join Al-Nakheel Club, one of the Kingdom\'s leading sports clubs. You will work with a professional team in a modern facility, with medical insurance, a housing allowance and paid annual leave.',
  ar: 'انضم إلى نادي النخيل، أحد الأندية الرياضية الرائدة في المملكة. ستعمل مع فريق محترف في منشآت حديثة، مع تأمين طبي وبدل سكن وإجازة سنوية مدفوعة.',
};

export const demo: DemoSeed = (ctx) => {
  const departments = ctx.ids('departments');
  return POSTINGS.map(([title, titleAr, department, employmentType, location, vacancies, closes, status], index) => ({
    title,
    titleAr,
    departmentId: departments[department],
    employmentType,
    location,
    vacancies,
    description: index % 2 === 0 ? DESCRIPTION.en : DESCRIPTION.ar,
    requirements: index % 2 === 0 ? 'A relevant degree or certificate, two years of experience, and fluent Arabic; English is a plus.' : 'مؤهل مناسب، وخبرة سنتين على الأقل، وإتقان العربية؛ والإنجليزية ميزة إضافية.',
    closingDate: ctx.dateFromToday(closes),
    status,
  }));
};
