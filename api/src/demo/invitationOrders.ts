import type { DemoAction, DemoSeed } from './demo-seed';

type Purpose = 'meeting' | 'interview' | 'delivery' | 'vendor' | 'guest' | 'contractor' | 'government' | 'media' | 'other';
type Visitor = readonly [name: string, phone: string, organization?: string];

// Groups invited at once: a federation delegation, a sponsor's team, interview candidates...
const ORDERS: readonly (readonly [Purpose, number, string, string, 'pending' | 'approved' | 'rejected' | 'cancelled', readonly Visitor[]])[] = [
  ['government', 3, '09:00', '12:00', 'pending', [['سعد القرني', '+966 50 510 2001', 'وزارة الرياضة'], ['ريم الشهري', '+966 55 510 2002', 'وزارة الرياضة']]],
  ['meeting', 4, '10:00', '12:00', 'approved', [['علي حسن', '+966 53 510 2003', 'stc'], ['جنى عودة', '+966 54 510 2004', 'stc'], ['فيصل الغامدي', '+966 56 510 2005', 'stc']]],
  ['interview', 2, '09:00', '13:00', 'approved', [['محمد الشهراني', '+966 59 510 2006'], ['يارا ناصر', '+966 50 510 2007'], ['عبدالله الزهراني', '+966 55 510 2008']]],
  ['guest', 9, '16:00', '19:00', 'pending', [['وفد نادي الشباب', '+966 53 510 2009', 'نادي الشباب'], ['مرافق الوفد', '+966 54 510 2010', 'نادي الشباب']]],
  ['vendor', 6, '11:00', '12:00', 'rejected', [['توم بيكر', '+966 56 510 2011', 'بوما العربية'], ['سامي العنزي', '+966 59 510 2012', 'بوما العربية']]],
  ['contractor', 5, '07:00', '15:00', 'approved', [['فريق الكهرباء 1', '+966 50 510 2013', 'شركة الكهرباء الحديثة'], ['فريق الكهرباء 2', '+966 55 510 2014', 'شركة الكهرباء الحديثة']]],
  ['media', 1, '15:00', '17:00', 'cancelled', [['نادية صالح', '+966 53 510 2015', 'MBC Action'], ['مصور القناة', '+966 54 510 2016', 'MBC Action']]],
  ['meeting', 10, '13:00', '14:00', 'pending', [['نواف الحارثي', '+966 56 510 2017', 'بنك الرياض']]],
  ['delivery', 2, '08:00', '09:00', 'approved', [['مندوب زاجل', '+966 59 510 2018', 'زاجل']]],
  ['government', 12, '10:00', '11:00', 'pending', [['المفتش ناصر السعدي', '+966 50 510 2019', 'هيئة الغذاء والدواء'], ['مساعد المفتش', '+966 55 510 2020', 'هيئة الغذاء والدواء']]],
  ['other', 8, '18:00', '20:00', 'rejected', [['لجنة رابطة المشجعين', '+966 53 510 2021', 'رابطة مشجعي النادي']]],
  ['guest', 14, '17:00', '20:00', 'pending', [['عائلة الدوسري', '+966 54 510 2022'], ['عائلة المالكي', '+966 56 510 2023'], ['عائلة السبيعي', '+966 59 510 2024']]],
];

export const demo: DemoSeed = (ctx) => {
  const approver = ctx.ids('users')[0]!;
  const requesters = ctx.ids('employees').slice(0, 8);
  return ORDERS.map(([purpose, days, startTime, endTime, fate, visitors], index) => {
    const actions: DemoAction[] =
      fate === 'approved' ? [{ name: 'approve', by: approver }]
      : fate === 'rejected' ? [{ name: 'reject', by: approver, comment: 'لا تتوفر قاعة في هذا الموعد، يرجى اختيار موعد آخر.' }]
      : fate === 'cancelled' ? [{ name: 'cancel', by: approver }]
      : [];
    return {
      requesterId: requesters[index % requesters.length],
      purpose,
      visitDate: ctx.dateFromToday(days),
      startTime,
      endTime,
      place: ctx.oneOf(['المبنى الإداري', 'قاعة مجلس الإدارة - الدور الثاني', 'قاعة كبار الزوار']),
      visitors: visitors.map(([visitorName, phone, organization]) => ({ visitorName, phone, organization: organization ?? null })),
      $actions: actions,
    };
  });
};
