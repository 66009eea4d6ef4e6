import type { DemoSeed } from './demo-seed';

// [posting (index of the demo postings), full name, email, phone, source, stage, rating, cover note]
const APPLICATIONS = [
  [0, 'Abdulrahman Al-Shehri', 'a.shehri@example.sa', '+966 55 010 2030', 'website', 'new', null, 'UEFA B licence, four years with a youth academy in Abha.'],
  [0, 'عبدالإله القحطاني', 'abdulelah.q@example.sa', '+966 50 040 5060', 'referral', 'screening', 4, 'لاعب سابق في دوري الدرجة الأولى، أحمل رخصة تدريب آسيوية C.'],
  [0, 'Marco Bianchi', 'marco.bianchi@example.com', '+39 333 123 4567', 'linkedin', 'interview', 5, 'Eight years coaching U-15 and U-17 in Serie C academies.'],
  [1, 'ريم الغامدي', 'reem.ghamdi@example.sa', '+966 53 070 8090', 'website', 'interview', 4, 'أخصائية علاج طبيعي مرخصة من الهيئة السعودية للتخصصات الصحية.'],
  [1, 'Daniel Okafor', 'd.okafor@example.com', '+234 803 555 0101', 'agency', 'rejected', 2, 'Sports physiotherapist, Premier League academy experience.'],
  [2, 'لمى العتيبي', 'lama.otaibi@example.sa', '+966 54 101 1121', 'website', 'new', null, 'مدربة لياقة معتمدة، خبرة ثلاث سنوات مع فرق البنات.'],
  [2, 'Hana Yousef', 'hana.yousef@example.sa', '+966 56 131 4151', 'walkIn', 'screening', 3, 'Certified personal trainer, available afternoons.'],
  [3, 'Suresh Kumar', 'suresh.kumar@example.com', '+966 59 161 7181', 'agency', 'interview', 3, 'HVAC technician, ten years in commercial buildings.'],
  [3, 'محمود حسن', 'mahmoud.hassan@example.com', '+966 50 191 2021', 'referral', 'new', null, 'فني تكييف مركزي، خبرة في المنشآت الرياضية.'],
  [4, 'Fahad Al-Mutlaq', 'fahad.mutlaq@example.sa', '+966 55 222 3242', 'website', 'screening', 4, 'Media student at King Saud University, video editing portfolio attached.'],
  [5, 'سعود الحربي', 'saud.harbi@example.sa', '+966 53 252 6272', 'website', 'new', null, 'متطوع سابق في تنظيم مباريات الدوري.'],
  [5, 'Tariq Al-Amri', 'tariq.amri@example.sa', '+966 54 282 9303', 'walkIn', 'rejected', 1, 'Available on weekends only.'],
  [10, 'Ali Al-Faraj', 'ali.faraj@example.sa', '+966 56 313 3343', 'linkedin', 'interview', 4, 'Former goalkeeper, AFC goalkeeping coach level 1.'],
  [10, 'يزيد السالم', 'yazeed.salem@example.sa', '+966 59 343 6373', 'referral', 'screening', null, 'حارس مرمى سابق، أدرب حراس الفئات السنية.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const postings = ctx.ids('jobPostings');
  return APPLICATIONS.map(([posting, fullName, email, phone, source, stage, rating, coverNote]) => ({
    jobPostingId: postings[posting],
    fullName,
    email,
    phone,
    source,
    stage,
    rating: rating ?? undefined,
    coverNote,
  }));
};
