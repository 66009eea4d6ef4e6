import type { DemoRow, DemoSeed } from './demo-seed';

type MeetingType = 'meeting' | 'appointment';

// [title, type, location or undefined when online, agenda?]
const MEETINGS: readonly (readonly [string, MeetingType, string | undefined, string?])[] = [
  ['Board of Directors monthly meeting', 'meeting', 'Main Meeting Room', '1. Financial report\n2. First team results\n3. Stadium renovation update'],
  ['اجتماع مجلس الإدارة الشهري', 'meeting', 'قاعة الاجتماعات الرئيسية', 'مناقشة الميزانية التشغيلية واعتماد عقود الرعاية.'],
  ['Pre-season planning with the technical staff', 'meeting', 'Coaches Office', 'Camp dates, friendly matches and squad list.'],
  ['اجتماع لجنة الاحتراف', 'meeting', 'مكتب الرئيس التنفيذي'],
  ['Sponsorship renewal call with STC', 'meeting', undefined, 'Renewal terms for the shirt sponsorship.'],
  ['موعد مع ممثل وزارة الرياضة', 'appointment', 'مكتب الرئيس التنفيذي', 'متابعة ملف دعم الأندية والحوكمة.'],
  ['Academy parents meeting, U-12', 'meeting', 'Conference Hall', 'Season calendar, fees and transport.'],
  ['اجتماع أولياء أمور أكاديمية البنات', 'meeting', 'قاعة المؤتمرات'],
  ['Interview: goalkeeper coach candidate', 'appointment', 'HR Office'],
  ['مقابلة مرشح لوظيفة أخصائي علاج طبيعي', 'appointment', 'مكتب الموارد البشرية'],
  ['Weekly operations meeting', 'meeting', 'Main Meeting Room', 'Facilities, warehouse, maintenance and transport follow-up.'],
  ['اجتماع متابعة الصيانة الأسبوعي', 'meeting', 'ورشة الصيانة'],
  ['Security briefing for the derby match', 'meeting', 'Stadium Control Room', 'Gates, stewards, police coordination and emergency routes.'],
  ['تنسيق أمني لمباراة الديربي', 'meeting', 'غرفة التحكم الأمني'],
  ['Medical review of injured players', 'meeting', 'Sports Medicine Clinic'],
  ['مراجعة خطط التأهيل للمصابين', 'meeting', 'العيادة الطبية'],
  ['Appointment with the external auditor', 'appointment', 'Finance Office', 'Year-end audit fieldwork.'],
  ['موعد مع المحاسب القانوني', 'appointment', 'الإدارة المالية'],
  ['Marketing campaign kick-off', 'meeting', undefined, 'Season ticket campaign, social media plan.'],
  ['اجتماع إطلاق حملة التذاكر الموسمية', 'meeting', undefined],
  ['Supplier meeting: Adidas kit delivery', 'appointment', 'Main Sports Store'],
  ['موعد استلام شحنة الكرات من المورد', 'appointment', 'المستودع الرئيسي'],
  ['Youth league fixtures meeting with SAFF', 'meeting', undefined],
  ['اجتماع الاتحاد السعودي لكرة القدم بشأن دوري الناشئين', 'meeting', 'مقر الاتحاد - الرياض'],
  ['HR policies review', 'meeting', 'HR Office'],
  ['مراجعة لائحة الموارد البشرية', 'meeting', 'مكتب الموارد البشرية'],
  ['Press conference before the cup final', 'meeting', 'Conference Hall'],
  ['المؤتمر الصحفي قبل النهائي', 'meeting', 'قاعة المؤتمرات'],
  ['Appointment: player agent, contract extension', 'appointment', 'CEO Office'],
  ['موعد مع وكيل لاعب لتجديد العقد', 'appointment', 'مكتب الرئيس التنفيذي'],
  ['IT steering committee', 'meeting', undefined, 'Back-office rollout, Arabic interface, training for cashiers.'],
  ['اجتماع لجنة التحول الرقمي', 'meeting', undefined],
  ['Scouting report presentation', 'meeting', 'Performance Analysis Room'],
  ['عرض تقرير الكشافين عن المواهب', 'meeting', 'غرفة تحليل الأداء'],
  ['Appointment with Civil Defense inspector', 'appointment', 'Main Stadium'],
  ['موعد مع مفتش الدفاع المدني', 'appointment', 'الملعب الرئيسي'],
  ['Nutrition plan review with the chef', 'meeting', 'Central Kitchen'],
  ['مراجعة قائمة الوجبات مع أخصائي التغذية', 'meeting', 'المطبخ المركزي'],
  ['Volunteers briefing for the tournament', 'meeting', 'Indoor Hall A'],
  ['Quarterly budget review', 'meeting', 'Finance Office', 'Actuals vs budget, procurement pipeline.'],
];

const LINKS = [
  'https://meet.google.com/kfr-qzpt-wxa',
  'https://teams.microsoft.com/l/meetup-join/club-operations',
  'https://zoom.us/j/92145567821',
  'https://meet.google.com/abx-hyrm-tne',
];

/** What a completed meeting recorded, in its title's language; every other one also took decisions. */
const minutesOf = (title: string, index: number) =>
  /[a-z]/i.test(title)
    ? { minutes: 'Attendance taken. Each agenda item was presented and discussed; the owners gave their updates.', decisions: index % 2 === 0 ? 'Actions assigned with due dates; follow-up in the next weekly meeting.' : undefined }
    : { minutes: 'سُجّل الحضور، وعُرضت بنود جدول الأعمال ونوقشت، وقدّم المسؤولون مستجداتهم.', decisions: index % 2 === 0 ? 'وُزّعت المهام مع مواعيدها، وتُتابَع في الاجتماع الأسبوعي القادم.' : undefined };

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
      ...(status === 'completed' ? minutesOf(title, index) : {}),
    };
  });
};
