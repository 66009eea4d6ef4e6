import type { DemoSeed } from './demo-seed';

type Answers = Record<string, string | string[]>;

// Answers of visitors who left, by the survey's title: the visit survey from the gate's visitors
// (their phones are the invitations'), the others from guests of the other occasions.
const RESPONSES: readonly (readonly [survey: string, phone: string, answers: Answers])[] = [
  ['Visitor experience', '+966 50 410 1001', { 0: 'ممتاز', 1: ['مواقف السيارات', 'الاستقبال'], 2: 'تنظيم رائع، شكرًا لكم.' }],
  ['Visitor experience', '+966 55 410 1002', { 0: 'جيد جدًا', 1: ['قاعة الاجتماعات'], 2: 'نقترح زيادة اللوحات الإرشادية للمواقف.' }],
  ['Visitor experience', '+966 53 410 1003', { 0: 'ممتاز', 1: ['الاستقبال', 'المقهى'] }],
  ['Visitor experience', '+966 54 410 1004', { 0: 'جيد', 2: 'كان الانتظار عند البوابة الشمالية طويلًا.' }],
  ['Visitor experience', '+966 56 410 1005', { 0: 'مقبول' }],
  ['Visitor experience', '+966 59 410 1006', { 0: 'ضعيف', 1: ['مواقف السيارات'], 2: 'لم تكن المواقف كافية للمعدات.' }],
  ['Visitor experience', '+966 50 410 1007', { 0: 'جيد جدًا', 1: ['الاستقبال', 'قاعة الاجتماعات', 'المقهى'] }],
  ['Visitor experience', '+966 55 410 1008', { 0: 'ممتاز', 1: ['قاعة الاجتماعات'] }],
  ['Match day guests', '+966 53 700 3001', { 0: 'ممتاز', 1: 'نعم' }],
  ['Match day guests', '+966 54 700 3002', { 0: 'جيد', 1: 'ربما' }],
  ['Academy open day', '+966 56 700 3003', { 0: 'وسائل التواصل', 1: ['تحت 10', 'تحت 12'], 2: 'نرغب بحصص مسائية.' }],
  ['Academy open day', '+966 59 700 3004', { 0: 'صديق', 1: ['تحت 14'] }],
  ['Museum tour', '+966 50 700 3005', { 0: 'نعم' }],
  ['Government delegations', '+966 55 410 1008', { 0: 'نعم', 1: 'زيارة معدّة إعدادًا جيدًا.' }],
  ['Interview candidates', '+966 53 410 1009', { 0: 'جيد جدًا' }],
];

export const demo: DemoSeed = (ctx) => {
  const surveys = new Map(ctx.records('surveys').map((survey, index) => [survey.title as string, ctx.ids('surveys')[index]]));
  return RESPONSES.map(([title, phone, answers]) => ({ surveyId: surveys.get(title), phone, answers }));
};
