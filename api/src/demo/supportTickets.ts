import type { DemoRow, DemoSeed } from './demo-seed';

type Category = 'technical' | 'account' | 'facilities' | 'billing' | 'membership' | 'transport' | 'other';
type Priority = 'low' | 'medium' | 'high' | 'urgent';

// [subject, description, category, priority, requester (user), member (index) or none, path of statuses after open, resolution, rating]
const TICKETS: readonly (readonly [string, string, Category, Priority, number, number | undefined, readonly string[], string?, number?])[] = [
  ['تعذر طباعة إشعارات الرواتب', 'زر الطباعة في إشعارات الرواتب يعرض صفحة فارغة.', 'technical', 'high', 11, undefined, ['inProgress', 'resolved', 'closed'], 'كان مانع النوافذ المنبثقة مفعّلًا في المتصفح؛ أُضيف موقع النظام إلى القائمة المسموح بها.', 5],
  ['تعطل مكيف القاعة المغلقة ب', 'المكيف لا يعمل منذ الصباح والحرارة مرتفعة أثناء التدريب.', 'facilities', 'urgent', 24, undefined, ['inProgress', 'resolved'], 'استبدال الضاغط من قبل فريق الصيانة.', 4],
  ['عدم استلام بطاقة العضوية', 'لم يستلم أحد أفراد الأسرة بطاقته بعد مرور أسبوعين على السداد.', 'membership', 'medium', 8, 1, ['inProgress', 'waiting'], undefined, undefined],
  ['استرداد مبلغ مدفوع مرتين', 'خُصمت رسوم الاشتراك السنوي من العضو مرتين.', 'billing', 'high', 9, 2, ['inProgress', 'resolved', 'closed'], 'أُعيد المبلغ المخصوم ثانيةً إلى البطاقة نفسها.', 3],
  ['طلب حافلة لرحلة الأكاديمية', 'نحتاج حافلة إضافية لنقل لاعبي تحت 11 يوم الخميس.', 'transport', 'medium', 4, undefined, ['inProgress'], undefined, undefined],
  ['عدم وصول رسالة استعادة كلمة المرور', 'لا تصلني رسالة استعادة كلمة المرور على بريدي الإلكتروني.', 'account', 'medium', 20, undefined, ['resolved'], 'كان في عنوان البريد خطأ إملائي، وصُحّح في سجل المستخدم.', 5],
  ['خزانة معطلة في الصالة الرياضية', 'الخزانة رقم 42 في الصالة الرياضية الرئيسية لا تُقفل.', 'facilities', 'low', 5, 3, [], undefined, undefined],
  ['تصدير قائمة اللاعبين إلى Excel يُفسد الأسماء العربية', 'تظهر الأسماء العربية علامات استفهام في الملف المُصدَّر.', 'technical', 'medium', 13, undefined, ['inProgress', 'waiting', 'inProgress', 'resolved'], 'يُفتح ملف CSV بترميز UTF-8 (بيانات > من نص).', 4],
  ['تحديث بيانات العضوية', 'رقم الجوال تغير ويرغب العضو في تحديثه.', 'membership', 'low', 16, 6, ['resolved', 'closed'], 'حُدّث رقم الجوال في سجل العضو.', 5],
  ['تصريح مواقف للفريق الضيف', 'تحتاج حافلة الفريق الضيف إلى تصريح دخول المواقف يوم الجمعة.', 'other', 'high', 18, undefined, [], undefined, undefined],
  ['خطأ في ضريبة القيمة المضافة على فاتورة', 'تظهر في إحدى الفواتير ضريبة بنسبة 5% بدلًا من 15%.', 'billing', 'urgent', 19, undefined, ['inProgress'], undefined, undefined],
  ['ضعف الشبكة اللاسلكية في قاعة المؤتمرات', 'ينقطع الاتصال بالشبكة اللاسلكية كل بضع دقائق أثناء الاجتماعات.', 'technical', 'medium', 27, undefined, ['waiting'], undefined, undefined],
];

// Requests for help from across the club: most handled by IT and facilities, some waiting on the
// requester, a few closed with a rating. Each moves along its statuses as it did.
export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  const members = ctx.ids('clubMembers');
  const handlers = [users[1], users[7], users[8]];
  return TICKETS.map(([subject, description, category, priority, requester, member, path, resolution, satisfaction], index): DemoRow => ({
    subject,
    description,
    category,
    priority,
    memberId: member === undefined ? undefined : members[member],
    assigneeId: path.length ? handlers[index % handlers.length] : undefined,
    $by: users[requester],
    $then: path.map((status) => ({
      resource: 'supportTickets',
      values: { status, ...(status === 'resolved' ? { resolution } : {}), ...(status === 'closed' && satisfaction ? { satisfaction } : {}) },
    })),
  }));
};
