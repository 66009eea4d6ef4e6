import type { DemoRow, DemoSeed } from './demo-seed';

type Audience = 'members' | 'parents' | 'players' | 'staff' | 'public';

// [title, audience, anonymous, description?]
const POLLS: readonly (readonly [string, Audience, boolean, string?])[] = [
  ['Player of the Month – October', 'public', false, 'Fans vote for the first-team player of the month among four nominees.'],
  ['لاعب الشهر - نوفمبر', 'public', false, 'تصويت الجماهير لاختيار أفضل لاعب في الفريق الأول خلال الشهر.'],
  ['Best goal of the season', 'public', false, 'Ten goals shortlisted by the media team.'],
  ['أجمل هدف في الجولة', 'public', false],
  ['Choose the design of next season\'s away kit', 'members', false, 'Three designs prepared with the kit supplier; the winning design goes into production.'],
  ['اختيار تصميم قميص الموسم القادم', 'members', false, 'ثلاثة تصاميم مقترحة بالتعاون مع المورد الرسمي.'],
  ['Preferred kick-off time for home matches in Ramadan', 'members', false],
  ['الموعد المفضل لتدريبات الأكاديمية خلال شهر رمضان', 'parents', false, 'بعد الإفطار أو قبل السحور.'],
  ['Satisfaction with the academy transport service', 'parents', true, 'Punctuality of the buses, driver behaviour and pick-up points.'],
  ['رضا أولياء الأمور عن خدمة النقل', 'parents', true],
  ['Summer camp destination: Abha or Taif?', 'parents', false],
  ['وجهة المعسكر الصيفي للفئات السنية', 'parents', false, 'التصويت بين أبها والطائف والباحة.'],
  ['Quality of meals at the players\' residence', 'players', true, 'Taste, variety and portion sizes at breakfast, lunch and dinner.'],
  ['تقييم وجبات سكن اللاعبين', 'players', true],
  ['Recovery room opening hours', 'players', false],
  ['أفضل وقت لحصص اللياقة الإضافية', 'players', false],
  ['Staff engagement survey', 'staff', true, 'Annual anonymous survey run with the HR department.'],
  ['استبيان رضا الموظفين السنوي', 'staff', true, 'استبيان سري تديره إدارة الموارد البشرية.'],
  ['Flexible working hours pilot', 'staff', true],
  ['اختيار موعد حفل ختام الموسم', 'staff', false],
  ['Which club store products should we add?', 'members', false, 'Scarves, caps, kids\' kits or a retro shirt collection.'],
  ['منتجات جديدة في متجر النادي', 'members', false],
  ['Fan zone activities before the derby', 'public', false],
  ['فعاليات المنطقة الجماهيرية قبل مباراة الديربي', 'public', false, 'مسابقات للأطفال، عروض فنية، وتوقيعات اللاعبين.'],
  ['Membership renewal: preferred payment plan', 'members', true],
  ['تقييم تجربة دخول الملعب بالتذاكر الرقمية', 'public', true],
];

export const demo: DemoSeed = (ctx) =>
  POLLS.map(([title, audience, isAnonymous, description], index): DemoRow => {
    // From two months ago to one month ahead; every sixth poll is open right now.
    const startHours = index % 6 === 0 ? -48 : (Math.floor(ctx.random() * 90) - 60) * 24;
    const endHours = startHours + ctx.oneOf([3, 7, 7, 10, 14, 30]) * 24;
    const status = endHours + 9 <= 0 ? 'closed' : startHours + 9 <= 0 ? 'open' : 'draft';
    return {
      title,
      description,
      audience,
      startsAt: ctx.timeFromNow(startHours + 9),
      endsAt: ctx.timeFromNow(endHours + 9),
      status,
      isAnonymous,
      ownerId: ctx.pick('users'),
    };
  });
