import type { DemoRow, DemoSeed } from './demo-seed';

type MaintenanceType = 'preventive' | 'corrective' | 'emergency';

// [title, type, description?]
const REQUESTS: readonly (readonly [string, MaintenanceType, string?])[] = [
  ['Quarterly service of gym treadmills', 'preventive', 'Belt alignment, lubrication and motor inspection.'],
  ['صيانة دورية لمكيفات الصالات المغلقة', 'preventive', 'تنظيف الفلاتر وفحص ضغط غاز التبريد.'],
  ['Floodlight tower 3 lamps not working', 'corrective', 'Six lamps out on the north-east tower before the evening match.'],
  ['عطل في مضخة الري للملعب الرئيسي', 'emergency', 'توقف الري بالكامل ويجب الإصلاح قبل مباراة نهاية الأسبوع.'],
  ['Replace worn artificial turf at penalty spots', 'corrective'],
  ['فحص دوري لأجهزة الصدمات القلبية', 'preventive'],
  ['Water leak in changing room 2 showers', 'emergency', 'Leak under the floor drain, water reaching the corridor.'],
  ['تغيير زيت وفلاتر حافلة الفريق الأول', 'preventive'],
  ['Scoreboard display shows dead pixels', 'corrective'],
  ['إصلاح بوابة الدخول الإلكترونية رقم 1', 'corrective', 'البوابة لا تقرأ بطاقات الأعضاء.'],
  ['Pool heat pump pressure alarm', 'emergency'],
  ['صيانة جرار قص العشب', 'preventive'],
  ['Recalibrate ball launcher machine', 'corrective'],
  ['استبدال بطاريات مولد الطوارئ', 'preventive', 'اختبار تشغيل المولد بعد التركيب لمدة 30 دقيقة.'],
  ['Broken locker doors in changing room 1', 'corrective'],
  ['فحص نظام الإنذار من الحريق في سكن اللاعبين', 'preventive', 'متطلب من الدفاع المدني قبل تجديد الترخيص.'],
  ['Ice bath chiller not cooling', 'corrective'],
  ['إصلاح تكييف قاعة الاجتماعات الرئيسية', 'corrective'],
  ['Annual inspection of stadium seating', 'preventive'],
  ['تسرب زيت من جرار الملاعب', 'corrective'],
  ['CCTV cameras offline at the east stand', 'emergency'],
  ['صيانة أجهزة البصمة وتحديث البرنامج', 'preventive'],
  ['Bench press cable replacement', 'corrective'],
  ['تعقيم خزانات المياه في السكن', 'preventive'],
  ['Physio bed motor failure', 'corrective'],
  ['انقطاع الكهرباء عن الملعب الفرعي', 'emergency', 'القاطع الرئيسي يفصل عند تشغيل الإنارة.'],
  ['Service of the team bus air conditioning', 'preventive'],
  ['إصلاح شبك المرمى المتنقل', 'corrective'],
  ['Public address system crackling noise', 'corrective'],
  ['صيانة دورية للمصاعد في مبنى الإدارة', 'preventive'],
  ['Replace damaged turnstile arm', 'corrective'],
  ['فحص جهاز تخطيط القلب ومعايرته', 'preventive'],
  ['Pool filtration pump noise', 'corrective'],
  ['إصلاح باب المستودع الرئيسي', 'corrective'],
  ['GPS vests charging dock fault', 'corrective'],
  ['صيانة شاشة العرض التفاعلية', 'corrective'],
  ['Pre-season pitch renovation', 'preventive', 'Aeration, top dressing and overseeding of the main pitch.'],
  ['عطل في نظام الصوت بالقاعة المغلقة', 'corrective'],
  ['Roof leak above indoor hall B', 'emergency'],
  ['فحص إطارات حافلة نقل اللاعبين', 'preventive'],
];

// Orders on assets and on places: the older ones completed or cancelled, the recent ones waiting,
// assigned or in progress, each assigned one to a team member or a contractor of the demo.
export const demo: DemoSeed = (ctx) => {
  if (ctx.ids('assets').length === 0) return [];
  const suppliers = ctx.records('maintenanceSuppliers');
  const supplierIds = ctx.ids('maintenanceSuppliers');
  const active = (kind: string) => supplierIds.filter((_, index) => suppliers[index]!.kind === kind && suppliers[index]!.status === 'active');
  const [team, contractors] = [active('teamMember'), active('contractor')];
  const money = (low: number, high: number) => Math.round(low + ctx.random() * (high - low)) + ctx.oneOf([0, 0, 0.5, 0.25, 0.75]);
  return REQUESTS.map(([title, type, description], index): DemoRow => {
    // The last two came in this week and wait for someone to take them.
    const fresh = index >= REQUESTS.length - 2;
    const age = fresh ? index % 5 : Math.floor(ctx.random() * 100);
    const requestDate = ctx.dateFromToday(-age);
    const status =
      fresh ? 'requested'
      : age > 40
        ? ctx.oneOf(['completed', 'completed', 'completed', 'cancelled'] as const)
        : age > 10
          ? ctx.oneOf(['inProgress', 'completed', 'assigned'] as const)
          : ctx.oneOf(['requested', 'requested', 'assigned', 'inProgress'] as const);
    const estimatedCost = type === 'emergency' ? money(1500, 45000) : money(300, 18000);
    const completed = status === 'completed';
    const external = ctx.random() < 0.55;
    const assigned = status !== 'requested' && !(status === 'cancelled' && index % 2 === 0);
    const onPlace = index % 5 === 2;
    return {
      title,
      assetId: onPlace ? undefined : ctx.pick('assets'),
      facilityId: onPlace ? ctx.pick('facilities') : undefined,
      type,
      status,
      // Every other emergency is critical, whatever the draw (the draw is kept: later rows stay as they were).
      priority: type === 'emergency' ? (ctx.oneOf(['high', 'critical'] as const) === 'critical' || index % 2 === 0 ? 'critical' : 'high') : ctx.oneOf(['low', 'medium', 'medium', 'high'] as const),
      technicianId: assigned && (!external || index % 3 === 0) && team.length ? team[index % team.length] : undefined,
      supplierId: assigned && external && contractors.length ? contractors[index % contractors.length] : undefined,
      requestDate,
      dueOn: status === 'requested' || status === 'assigned' ? ctx.dateFromToday(2 + (index % 10)) : undefined,
      completionDate: completed ? ctx.dateFromToday(-age + Math.min(age, 1 + Math.floor(ctx.random() * 14))) : undefined,
      estimatedCost,
      actualCost: completed ? Math.round(estimatedCost * (0.8 + ctx.random() * 0.45) * 100) / 100 : undefined,
      description,
    };
  });
};
