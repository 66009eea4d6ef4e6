import type { DemoRow, DemoSeed } from './demo-seed';

type Skill = 'firstAid' | 'organising' | 'translation' | 'media' | 'driving' | 'technology' | 'coaching' | 'hospitality';
type Status = 'draft' | 'published' | 'closed';

// [title, Arabic title, event (index) or none, location, first day from today, days, volunteers, hours a day, skills, status]
const OPPORTUNITIES: readonly (readonly [string, string, number | undefined, string, number, number, number, number, readonly Skill[], Status])[] = [
  ['Stewards for the season opening', 'منظمو حفل افتتاح الموسم', 0, 'الملعب الرئيسي', -25, 1, 40, 6, ['organising', 'hospitality'], 'closed'],
  ['Open day guides', 'مرشدو اليوم المفتوح', 1, 'مقر الأكاديمية - حي النرجس', -10, 1, 15, 5, ['organising', 'coaching'], 'closed'],
  ['First-aid team, U-13 tournament', 'فريق الإسعافات - بطولة تحت 13', 4, 'ملعب الأكاديمية (أ)', -1, 7, 6, 8, ['firstAid'], 'published'],
  ['Derby fan zone hosts', 'مضيفو منطقة المشجعين - الديربي', 5, 'الملعب الرئيسي - البوابة الشرقية', 4, 1, 30, 5, ['hospitality', 'organising'], 'published'],
  ['Media team, women\u2019s festival', 'الفريق الإعلامي - مهرجان كرة القدم النسائية', 7, 'الملعب الرئيسي', 12, 1, 8, 6, ['media', 'technology'], 'published'],
  ['Interpreters for visiting teams', 'مترجمون للفرق الزائرة', 4, 'مقر الأكاديمية - حي النرجس', -1, 7, 4, 4, ['translation'], 'published'],
  ['Drivers for the winter camp', 'سائقون للمعسكر الشتوي', 8, 'المقر الرئيسي للنادي', 9, 3, 3, 6, ['driving'], 'published'],
  ['Registration desk, coaching workshop', 'مكتب التسجيل - ورشة التدريب', 6, 'قاعة المؤتمرات', 8, 1, 4, 7, ['organising'], 'published'],
  ['Exhibition guides', 'مرشدو معرض تاريخ النادي', 10, 'الصالة المغلقة (أ)', 30, 5, 10, 5, ['organising', 'translation'], 'draft'],
  ['National Day parade stewards', 'منظمو احتفال اليوم الوطني', 11, 'الملعب الرئيسي', 45, 1, 60, 6, ['organising', 'firstAid'], 'draft'],
  ['Kit room helpers (season)', 'مساعدو غرفة الأطقم (طوال الموسم)', undefined, 'مستودع ملاعب التدريب', -30, 120, 5, 3, ['organising'], 'published'],
  ['Beach clean-up with fans', 'حملة تنظيف الشاطئ مع الجماهير', undefined, 'شاطئ نصف القمر - الخبر', -60, 1, 50, 4, ['organising'], 'closed'],
];

// Volunteering around the club's events: those running now and coming up open to sign-ups and
// check-ins, two still drafts; past ones are published here and closed once their volunteers were
// assigned (volunteerAssignments' demo).
export const demo: DemoSeed = (ctx) => {
  const events = ctx.ids('events');
  const supervisors = [ctx.ids('users')[18], ctx.ids('users')[28], ctx.ids('users')[30]];
  return OPPORTUNITIES.map(([title, titleAr, event, location, day, days, requiredVolunteers, hoursPerDay, skills, status], index): DemoRow => ({
    title,
    titleAr,
    eventId: event === undefined ? undefined : events[event],
    description: index % 2 ? `${titleAr}: نرحب بالمتطوعين من الجنسين فوق 18 عامًا، مع وجبة ونقل.` : `${titleAr}: للمتطوعين من عمر 18 عامًا فأكثر، ويُوفَّر لهم النقل ووجبة خلال فترة العمل.`,
    location,
    startsAt: `${ctx.dateFromToday(day)}T05:00:00.000Z`,
    endsAt: `${ctx.dateFromToday(day + days - 1)}T18:00:00.000Z`,
    requiredVolunteers,
    hoursPerDay,
    skills,
    supervisorId: supervisors[index % supervisors.length],
    status: status === 'closed' ? 'published' : status,
  }));
};
