import type { DemoRow, DemoSeed } from './demo-seed';

type Objective = 'awareness' | 'membership' | 'ticketSales' | 'sponsorship' | 'engagement' | 'academyEnrolment';
type Channel = 'social' | 'sms' | 'email' | 'outdoor' | 'tv' | 'radio' | 'app' | 'website';
type Audience = 'fans' | 'members' | 'parents' | 'players' | 'sponsors' | 'public';
type Status = 'planned' | 'active' | 'paused' | 'completed' | 'cancelled';

// [name, Arabic name, objective, channel, audience, first day from today, days, budget (SAR), status]
const CAMPAIGNS: readonly (readonly [string, string, Objective, Channel, Audience, number, number, number, Status])[] = [
  ['Season tickets 2026/27', 'تذاكر الموسم 2026/27', 'ticketSales', 'social', 'fans', -60, 45, 180_000, 'completed'],
  ['Academy autumn intake', 'التسجيل الخريفي في الأكاديمية', 'academyEnrolment', 'social', 'parents', -45, 60, 65_000, 'active'],
  ['Family membership month', 'شهر العضوية العائلية', 'membership', 'email', 'members', -20, 30, 25_000, 'active'],
  ['Derby week', 'أسبوع الديربي', 'engagement', 'app', 'fans', -3, 10, 40_000, 'active'],
  ['Billboards on King Fahd Road', 'لوحات طريق الملك فهد', 'awareness', 'outdoor', 'public', -30, 60, 220_000, 'paused'],
  ['Women\u2019s football festival', 'مهرجان كرة القدم النسائية', 'awareness', 'social', 'public', 0, 20, 55_000, 'active'],
  ['SMS match reminders', 'رسائل تذكير بالمباريات', 'ticketSales', 'sms', 'members', -90, 120, 12_000, 'active'],
  ['Radio: home matches', 'إعلانات الإذاعة للمباريات', 'ticketSales', 'radio', 'fans', -120, 30, 48_000, 'completed'],
  ['Sponsor showcase evening', 'أمسية الرعاة', 'sponsorship', 'email', 'sponsors', 15, 5, 30_000, 'planned'],
  ['Website relaunch', 'إطلاق الموقع الجديد', 'engagement', 'website', 'fans', 25, 30, 70_000, 'planned'],
  ['TV spot: new kit', 'إعلان تلفزيوني: الطقم الجديد', 'awareness', 'tv', 'public', -10, 14, 150_000, 'cancelled'],
  ['Player meet-and-greet', 'لقاء اللاعبين بالجماهير', 'engagement', 'social', 'players', -15, 10, 8_000, 'completed'],
];

// The marketing team's campaigns around today: running, past, planned, one paused, one cancelled;
// a few backed by a sponsor. What each spent follows its results.
export const demo: DemoSeed = (ctx) => {
  const sponsors = ctx.ids('sponsors');
  const owners = [ctx.ids('users')[28], ctx.ids('users')[18], ctx.ids('users')[3]];
  return CAMPAIGNS.map(([name, nameAr, objective, channel, audience, day, days, budget, status], index): DemoRow => ({
    name,
    nameAr,
    objective,
    channel,
    audience,
    startDate: ctx.dateFromToday(day),
    endDate: ctx.dateFromToday(day + days),
    budget,
    sponsorId: index % 3 === 0 ? sponsors[index % Math.max(1, sponsors.length)] : undefined,
    ownerId: owners[index % owners.length],
    status,
    notes: status === 'paused' ? 'أوقفت مؤقتًا حتى تجديد تصريح الأمانة.' : status === 'cancelled' ? 'أُلغيت بعد تأجيل إطلاق الطقم الجديد إلى الموسم القادم.' : undefined,
  }));
};
