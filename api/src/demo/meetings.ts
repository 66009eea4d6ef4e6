import type { DemoRow, DemoSeed } from './demo-seed';

type MeetingType = 'meeting' | 'appointment';

// [title, type, location or undefined when online, agenda?]
const MEETINGS: readonly (readonly [string, MeetingType, string | undefined, string?])[] = [
  ['اجتماع مجلس الإدارة العادي', 'meeting', 'قاعة الاجتماعات الرئيسية', '1. التقرير المالي\n2. نتائج الفريق الأول\n3. مستجدات تطوير الملعب'],
  ['اجتماع مجلس الإدارة الشهري', 'meeting', 'قاعة الاجتماعات الرئيسية', 'مناقشة الميزانية التشغيلية واعتماد عقود الرعاية.'],
  ['التخطيط لما قبل الموسم مع الجهاز الفني', 'meeting', 'مكتب المدربين', 'مواعيد المعسكر والمباريات الودية وقائمة الفريق.'],
  ['اجتماع لجنة الاحتراف', 'meeting', 'مكتب الرئيس التنفيذي'],
  ['اجتماع مرئي مع شركة الاتصالات السعودية لتجديد الرعاية', 'meeting', undefined, 'شروط تجديد رعاية قميص الفريق الأول.'],
  ['موعد مع ممثل وزارة الرياضة', 'appointment', 'مكتب الرئيس التنفيذي', 'متابعة ملف دعم الأندية والحوكمة.'],
  ['اجتماع أولياء أمور أكاديمية تحت 12 سنة', 'meeting', 'قاعة المؤتمرات', 'تقويم الموسم والرسوم والنقل.'],
  ['اجتماع أولياء أمور أكاديمية البنات', 'meeting', 'قاعة المؤتمرات'],
  ['مقابلة مرشح لوظيفة مدرب حراس المرمى', 'appointment', 'مكتب الموارد البشرية'],
  ['مقابلة مرشح لوظيفة أخصائي علاج طبيعي', 'appointment', 'مكتب الموارد البشرية'],
  ['اجتماع العمليات الأسبوعي', 'meeting', 'قاعة الاجتماعات الرئيسية', 'متابعة المرافق والمستودعات والصيانة والنقل.'],
  ['اجتماع متابعة الصيانة الأسبوعي', 'meeting', 'ورشة الصيانة'],
  ['الإيجاز الأمني لمباراة الديربي', 'meeting', 'غرفة التحكم بالملعب', 'البوابات والمنظمون والتنسيق مع الشرطة ومسارات الطوارئ.'],
  ['تنسيق أمني لمباراة الديربي', 'meeting', 'غرفة التحكم الأمني'],
  ['المراجعة الطبية لحالات اللاعبين المصابين', 'meeting', 'عيادة الطب الرياضي'],
  ['مراجعة خطط التأهيل للمصابين', 'meeting', 'العيادة الطبية'],
  ['موعد مع المراجع الخارجي', 'appointment', 'مكتب الإدارة المالية', 'أعمال المراجعة الميدانية لنهاية السنة المالية.'],
  ['موعد مع المحاسب القانوني', 'appointment', 'الإدارة المالية'],
  ['انطلاق الحملة التسويقية للموسم', 'meeting', undefined, 'حملة التذاكر الموسمية وخطة وسائل التواصل الاجتماعي.'],
  ['اجتماع إطلاق حملة التذاكر الموسمية', 'meeting', undefined],
  ['موعد مع المورد لاستلام أطقم أديداس', 'appointment', 'المتجر الرياضي الرئيسي'],
  ['موعد استلام شحنة الكرات من المورد', 'appointment', 'المستودع الرئيسي'],
  ['اجتماع مرئي مع الاتحاد السعودي لكرة القدم بشأن جدول دوري الشباب', 'meeting', undefined],
  ['اجتماع الاتحاد السعودي لكرة القدم بشأن دوري الناشئين', 'meeting', 'مقر الاتحاد - الرياض'],
  ['مراجعة سياسات الموارد البشرية', 'meeting', 'مكتب الموارد البشرية'],
  ['مراجعة لائحة العمل الداخلية', 'meeting', 'مكتب الموارد البشرية'],
  ['المؤتمر الصحفي قبل نهائي الكأس', 'meeting', 'قاعة المؤتمرات'],
  ['المؤتمر الصحفي لتقديم المدرب الجديد', 'meeting', 'قاعة المؤتمرات'],
  ['موعد مع وكيل لاعب لتمديد عقده', 'appointment', 'مكتب الرئيس التنفيذي'],
  ['موعد مع وكيل لاعب محترف لبحث انتقاله', 'appointment', 'مكتب الرئيس التنفيذي'],
  ['اجتماع اللجنة التوجيهية لتقنية المعلومات', 'meeting', undefined, 'تطبيق نظام المكتب الخلفي، والواجهة العربية، وتدريب أمناء الصناديق.'],
  ['اجتماع لجنة التحول الرقمي', 'meeting', undefined],
  ['عرض تقرير الكشافين عن المنافسين', 'meeting', 'غرفة تحليل الأداء'],
  ['عرض تقرير الكشافين عن المواهب', 'meeting', 'غرفة تحليل الأداء'],
  ['موعد مع مفتش الدفاع المدني لمراجعة مخارج الطوارئ', 'appointment', 'الملعب الرئيسي'],
  ['موعد مع مفتش الدفاع المدني', 'appointment', 'الملعب الرئيسي'],
  ['مراجعة خطة التغذية مع رئيس الطهاة', 'meeting', 'المطبخ المركزي'],
  ['مراجعة قائمة الوجبات مع أخصائي التغذية', 'meeting', 'المطبخ المركزي'],
  ['إيجاز المتطوعين قبل انطلاق البطولة', 'meeting', 'الصالة المغلقة (أ)'],
  ['مراجعة الميزانية الربعية', 'meeting', 'مكتب الإدارة المالية', 'المصروفات الفعلية مقارنة بالميزانية، وطلبات الشراء القائمة.'],
];

const LINKS = [
  'https://meet.google.com/kfr-qzpt-wxa',
  'https://teams.microsoft.com/l/meetup-join/club-operations',
  'https://zoom.us/j/92145567821',
  'https://meet.google.com/abx-hyrm-tne',
];

/** What a completed meeting recorded; every other one also took decisions. */
const minutesOf = (index: number) => ({
  minutes: 'سُجّل الحضور، وعُرضت بنود جدول الأعمال ونوقشت، وقدّم المسؤولون مستجداتهم.',
  decisions: index % 2 === 0 ? 'وُزّعت المهام مع مواعيدها، وتُتابَع في الاجتماع الأسبوعي القادم.' : undefined,
});

export const demo: DemoSeed = (ctx) => {
  const users = ctx.ids('users');
  const attendees = (count: number): string[] => {
    const chosen = new Set<string>();
    for (let tries = 0; chosen.size < Math.min(count, users.length) && tries < 100; tries++) chosen.add(ctx.oneOf(users));
    return [...chosen];
  };
  return MEETINGS.map(([title, type, location, agenda], index): DemoRow => {
    // Within 15 days either side of now; every tenth one is happening right now.
    const hours = index % 10 === 0 ? 0 : Math.floor(ctx.random() * 720) - 360;
    const durationMinutes = type === 'appointment' ? ctx.oneOf([15, 30, 30, 45, 60]) : ctx.oneOf([30, 60, 60, 90, 120, 180]);
    const status =
      hours < -Math.ceil(durationMinutes / 60)
        ? ctx.oneOf(['completed', 'completed', 'completed', 'completed', 'cancelled'] as const)
        : hours <= 0
          ? 'inProgress'
          : ctx.oneOf(['scheduled', 'scheduled', 'scheduled', 'scheduled', 'cancelled'] as const);
    const isOnline = location === undefined;
    return {
      title,
      type,
      startsAt: ctx.timeFromNow(hours),
      durationMinutes,
      location: isOnline ? undefined : location,
      isOnline,
      meetingLink: isOnline ? ctx.oneOf(LINKS) : undefined,
      priority: ctx.oneOf(['low', 'medium', 'medium', 'medium', 'high', 'high', 'critical'] as const),
      status,
      organizerId: ctx.pick('users'),
      attendeeIds: users.length === 0 ? [] : attendees(type === 'appointment' ? 1 + Math.floor(ctx.random() * 2) : 3 + Math.floor(ctx.random() * 6)),
      agenda,
      ...(status === 'completed' ? minutesOf(index) : {}),
    };
  });
};
