import type { DemoSeed } from './demo-seed';

// [name, Arabic name, organisation, category, role, power, interest, attitude, owner (index of the demo users), last contact, next contact (days from today), engagement plan]
const STAKEHOLDERS = [
  ['Ministry of Sport', 'وزارة الرياضة', 'Ministry of Sport', 'government', 'Regulator and funder', 5, 5, 'supporter', 3, -20, 25, 'Quarterly performance review; share the academy licensing file before each season.'],
  ['Saudi Pro League', 'رابطة دوري المحترفين', 'SPL', 'federation', 'League organiser', 5, 4, 'neutral', 3, -12, 18, 'Club licensing documents and the stadium safety certificate on time.'],
  ['Saudi Arabian Football Federation', 'الاتحاد السعودي لكرة القدم', 'SAFF', 'federation', 'Registration and discipline', 5, 3, 'neutral', 4, -40, 30, null],
  ['Gulf Telecom (main sponsor)', 'شركة الخليج للاتصالات', 'Gulf Telecom', 'sponsor', 'Shirt sponsor', 4, 5, 'critic', 19, -8, 7, 'Resolve the unpaid instalment through the commercial court; keep the brand activation calendar.'],
  ['Al-Riyadh Daily', 'جريدة الرياض', 'Al-Riyadh Daily', 'media', 'Sports desk', 3, 4, 'supporter', 28, -5, 10, null],
  ['Sports talk show producers', 'منتجو البرامج الرياضية', 'MBC Pro Sports', 'media', 'Broadcast', 4, 3, 'critic', 28, -30, 14, 'Monthly briefing by the media centre; offer access to training once a month.'],
  ['Riyadh Municipality', 'أمانة منطقة الرياض', 'Riyadh Municipality', 'government', 'Permits and parking', 4, 2, 'blocker', 5, -60, 20, 'Settle the parking fine appeal; propose a match-day traffic plan with the traffic department.'],
  ['Kit supplier', 'مورد الأطقم الرياضية', 'Elite Sports Supplies', 'supplier', 'Kit and equipment', 2, 3, 'neutral', 6, -15, 45, null],
  ['Neighbourhood council', 'مجلس الحي', 'Al-Malqa district council', 'community', 'Residents near the stadium', 2, 4, 'critic', 5, -25, 15, 'Share the match calendar and the noise mitigation steps.'],
  ['Board of directors', 'مجلس الإدارة', 'Riyadh Sports Club', 'board', 'Governance', 5, 5, 'champion', 3, -3, 11, 'Monthly executive report and the quarterly budget review.'],
  ['Staff association', 'رابطة الموظفين', 'Club staff', 'staff', 'Employee voice', 2, 5, 'supporter', 11, -18, 40, null],
  ['Ultras fan group', 'رابطة المشجعين', 'Riyadh Ultras', 'fans', 'Organised supporters', 3, 5, 'champion', 28, -9, 21, 'Season ticket pre-sale and an away-travel coordinator.'],
  ['Academy parents', 'أولياء أمور الأكاديمية', 'Academy', 'community', 'Parents of academy players', 1, 4, 'supporter', 4, -14, 30, null],
  ['Equipment leasing bank', 'بنك التأجير', 'Riyad Capital', 'supplier', 'Financing', 3, 1, 'neutral', 19, -90, 60, null],
] as const;

export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  return STAKEHOLDERS.map(([name, nameAr, organisation, category, role, power, interest, attitude, owner, last, next, engagementPlan]) => ({
    name,
    nameAr,
    organisation,
    category,
    role,
    power,
    interest,
    attitude,
    ownerId: users[owner],
    lastContactOn: ctx.dateFromToday(last),
    nextContactOn: ctx.dateFromToday(next),
    engagementPlan: engagementPlan ?? undefined,
  }));
};
