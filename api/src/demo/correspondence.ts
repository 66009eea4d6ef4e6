import type { DemoSeed } from './demo-seed';

type Letter = readonly [
  direction: 'incoming' | 'outgoing' | 'internal',
  days: number,
  party: number | null,
  subject: string,
  classification: string,
  confidentiality: 'normal' | 'confidential' | 'topSecret',
  priority: 'normal' | 'high' | 'urgent',
  status: 'registered' | 'inProgress' | 'awaitingReply' | 'answered' | 'closed',
  department: number | null,
  replyTo?: number,
];

// [direction, date (days from today), party (index of the demo parties), subject, classification, confidentiality, priority, status, department (index), answers (index of a letter above)]
const LETTERS: readonly Letter[] = [
  ['incoming', -40, 0, 'طلب مستندات ترخيص الأكاديمية للموسم الجديد', 'request', 'normal', 'high', 'registered', 4],
  ['incoming', -35, 1, 'تعميم الاتحاد بشأن مواعيد تسجيل اللاعبين', 'circular', 'normal', 'urgent', 'inProgress', 0],
  ['incoming', -30, 3, 'مخالفة مواقف السيارات في محيط الملعب', 'legal', 'normal', 'high', 'awaitingReply', 6],
  ['incoming', -28, 4, 'تقرير الدفاع المدني عن الكشف على الملعب الرئيسي', 'report', 'confidential', 'urgent', 'registered', 6],
  ['incoming', -25, 5, 'طلب تجديد عقد الرعاية للموسم القادم', 'contract', 'confidential', 'high', 'inProgress', 0],
  ['incoming', -20, 7, 'دعوة لإقامة مباراة ودية خلال فترة التوقف الشتوي', 'invitation', 'normal', 'normal', 'registered', 4],
  ['incoming', -18, 10, 'شكوى ولي أمر بشأن مواعيد حافلات الأكاديمية', 'complaint', 'normal', 'normal', 'inProgress', 11],
  ['incoming', -15, 9, 'طلب استخدام الصالة المغلقة لإقامة بطولة مدرسية', 'request', 'normal', 'normal', 'registered', 6],
  ['outgoing', -34, 0, 'إرسال مستندات ترخيص الأكاديمية', 'response', 'normal', 'high', 'closed', 4, 0],
  ['outgoing', -22, 5, 'عرض تجديد الرعاية وقيمة العقد المقترحة', 'financial', 'topSecret', 'urgent', 'awaitingReply', 0, 4],
  ['outgoing', -12, 8, 'استفسار عن بطولة الشباب في جدة', 'inquiry', 'normal', 'normal', 'awaitingReply', 4],
  ['outgoing', -10, 6, 'إشعار بتأخر توريد الأطقم الرياضية', 'complaint', 'normal', 'high', 'closed', 8],
  ['outgoing', -5, 2, 'ترخيص النادي: شهادة السلامة للملعب', 'report', 'normal', 'high', 'registered', 6],
  ['internal', -9, null, 'مذكرة داخلية: خطة الإخلاء في مباراة الديربي', 'report', 'confidential', 'urgent', 'inProgress', 6],
  ['internal', -6, null, 'طلب مناقلة بنود ميزانية القسم الطبي', 'financial', 'confidential', 'normal', 'closed', 2],
  ['internal', -2, null, 'تكليف بمتابعة ملف التراخيص', 'request', 'normal', 'normal', 'registered', 0],
];

export const demo: DemoSeed = function* (ctx) {
  const parties = ctx.ids('correspondenceParties');
  const departments = ctx.ids('departments');
  const users = ctx.ids('users');
  const letters = ctx.ids('correspondence');
  for (const [direction, days, party, subject, classification, confidentiality, priority, status, department, replyTo] of LETTERS) {
    const answering = replyTo === undefined ? undefined : letters[replyTo];
    yield {
      direction,
      letterDate: ctx.dateFromToday(days),
      partyId: party === null ? undefined : parties[party],
      externalReference: direction === 'incoming' ? `${4400 + (days + 100) * 7}/${new Date().getFullYear()}` : undefined,
      subject,
      classification,
      confidentiality,
      priority,
      // A reply marks the letter it answers as answered.
      status,
      departmentId: department === null ? undefined : departments[department],
      assignedToId: ctx.pick('users') ?? users[0],
      replyToId: answering,
      dueDate: direction === 'outgoing' ? ctx.dateFromToday(days + 14) : undefined,
      summary: `${subject}. حُفظت مع مرفقاتها.`,
    };
  }
};
