import type { DemoSeed } from './demo-seed';

type Hearing = readonly [daysFromToday: number, outcome: 'scheduled' | 'held' | 'postponed' | 'cancelled', room: string, summary: string | null, nextInDays?: number];
type Party = readonly [name: string, side: 'club' | 'opponent' | 'other', role: 'plaintiff' | 'defendant' | 'intervener' | 'witness' | 'expert' | 'guarantor', representative?: string];

interface DemoCase {
  caseNumber: string;
  title: string;
  caseType: 'labour' | 'commercial' | 'civil' | 'administrative' | 'criminal' | 'sportsArbitration' | 'execution';
  court: string;
  stage: 'firstInstance' | 'appeal' | 'supremeCourt' | 'execution';
  clubRole: 'plaintiff' | 'defendant';
  opponentName: string;
  counsel: 'hr' | string;
  claimAmount?: number;
  filedDaysAgo: number;
  status: 'active' | 'suspended' | 'won' | 'lost' | 'settled' | 'withdrawn';
  judgment?: string;
  awardedAmount?: number;
  parties: readonly Party[];
  hearings: readonly Hearing[];
}

const CLUB = 'نادي الرياض الرياضي';

// The club's law cases in Saudi courts: labour claims of former staff and players, sponsors and
// suppliers in the commercial court, a sports arbitration before the Saudi Sports Arbitration
// Center, an execution of a judgment won. Hearings in the past are recorded, those ahead scheduled.
const CASES: readonly DemoCase[] = [
  {
    caseNumber: '4470123456', title: 'مطالبة بمكافأة نهاية الخدمة', caseType: 'labour', court: 'المحكمة العمالية بالرياض', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'حسن اليماني', counsel: 'hr', claimAmount: 86_000, filedDaysAgo: 120, status: 'active',
    parties: [[CLUB, 'club', 'defendant', 'تركي السبيعي'], ['حسن اليماني', 'opponent', 'plaintiff']],
    hearings: [[-90, 'held', 'الدائرة العمالية الرابعة', 'الجلسة الأولى: قدّم المدعي بيان احتساب مستحقاته.', -40], [-40, 'postponed', 'الدائرة العمالية الرابعة', 'أُجّلت الجلسة لتقديم النادي مسيرات الرواتب.', 12], [12, 'scheduled', 'الدائرة العمالية الرابعة', null]],
  },
  {
    caseNumber: '4470234567', title: 'مطالبة راعٍ سابق بمستحقات عقد رعاية', caseType: 'commercial', court: 'المحكمة التجارية بالرياض', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'شركة الخليج للاتصالات', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 1_250_000, filedDaysAgo: 200, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff', 'مكتب الدوسري للمحاماة'], ['شركة الخليج للاتصالات', 'opponent', 'defendant', 'مكتب العتيبي'], ['مؤسسة الإعلان الحديث', 'other', 'intervener']],
    hearings: [[-150, 'held', 'الدائرة التجارية الثانية', 'قدّم النادي عقد الرعاية والفواتير.', -60], [-60, 'held', 'الدائرة التجارية الثانية', 'طلبت المحكمة تقرير خبير محاسبي.', 25], [25, 'scheduled', 'الدائرة التجارية الثانية', null]],
  },
  {
    caseNumber: '4470345678', title: 'نزاع على فسخ عقد لاعب محترف قبل انتهائه', caseType: 'sportsArbitration', court: 'مركز التحكيم الرياضي السعودي', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'ماركو بيانكي', counsel: 'التميمي ومشاركوه', claimAmount: 2_400_000, filedDaysAgo: 75, status: 'active',
    parties: [[CLUB, 'club', 'defendant', 'التميمي ومشاركوه'], ['ماركو بيانكي', 'opponent', 'plaintiff', 'مكتب روسي للمحاماة'], ['د. فيصل الحربي', 'other', 'expert']],
    hearings: [[-30, 'held', 'قاعة الهيئة رقم 1', 'جلسة إجرائية حددت فيها الهيئة مواعيد تبادل المذكرات.', 18], [18, 'scheduled', 'قاعة الهيئة رقم 1', null]],
  },
  {
    caseNumber: '4470456789', title: 'اعتراض على غرامة بلدية لموقف الملعب', caseType: 'administrative', court: 'المحكمة الإدارية بالرياض', stage: 'appeal', clubRole: 'plaintiff',
    opponentName: 'أمانة منطقة الرياض', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 45_000, filedDaysAgo: 400, status: 'suspended',
    parties: [[CLUB, 'club', 'plaintiff'], ['أمانة منطقة الرياض', 'opponent', 'defendant']],
    hearings: [[-350, 'held', 'الدائرة الإدارية الأولى', 'صدر حكم ابتدائي برفض الاعتراض.', -200], [-200, 'held', 'دائرة الاستئناف الإدارية', 'أوقفت الدعوى لحين البت في طلب التسوية.'], [-120, 'cancelled', 'دائرة الاستئناف الإدارية', 'ألغيت الجلسة لإيقاف الدعوى.']],
  },
  {
    caseNumber: '4470567890', title: 'سرقة أطقم رياضية من المستودع الرئيسي', caseType: 'criminal', court: 'المحكمة الجزائية بالرياض', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'مجهولون (النيابة العامة)', counsel: 'hr', filedDaysAgo: 60, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff', 'تركي السبيعي'], ['النيابة العامة', 'other', 'intervener'], ['فيصل الدوسري', 'other', 'witness']],
    hearings: [[-20, 'postponed', 'القاعة 3', 'أُجّلت الجلسة لعدم إحضار المتهم.', 9], [30, 'scheduled', 'القاعة 3', null]],
  },
  {
    caseNumber: '4470678901', title: 'تنفيذ حكم ضد مورد معدات رياضية', caseType: 'execution', court: 'محكمة التنفيذ بالرياض', stage: 'execution', clubRole: 'plaintiff',
    opponentName: 'مؤسسة النخبة للتجهيزات الرياضية', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 310_000, filedDaysAgo: 95, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff'], ['مؤسسة النخبة للتجهيزات الرياضية', 'opponent', 'defendant'], ['سعد المطيري', 'other', 'guarantor']],
    hearings: [[-45, 'held', 'دائرة التنفيذ الثالثة', 'صدر أمر بالحجز على حسابات المنفذ ضده.', 40], [40, 'scheduled', 'دائرة التنفيذ الثالثة', null]],
  },
  {
    caseNumber: '4470789012', title: 'مطالبة سائق سابق بأجر العمل الإضافي', caseType: 'labour', court: 'المحكمة العمالية بالرياض', stage: 'appeal', clubRole: 'defendant',
    opponentName: 'عبدالرحمن المطيري', counsel: 'hr', claimAmount: 23_500, filedDaysAgo: 500, status: 'won',
    judgment: 'أيدت محكمة الاستئناف الحكم الابتدائي: صُرف أجر العمل الإضافي مع الراتب الشهري (المادة 107)، ورُفضت الدعوى.',
    parties: [[CLUB, 'club', 'defendant', 'تركي السبيعي'], ['عبدالرحمن المطيري', 'opponent', 'plaintiff']],
    hearings: [[-460, 'held', 'الدائرة العمالية الثانية', 'رُفضت الدعوى ابتدائيًا.'], [-300, 'held', 'دائرة الاستئناف العمالية الأولى', 'أُيّد الحكم استئنافًا.']],
  },
  {
    caseNumber: '4470890123', title: 'خلاف على مقابل استئجار صالة الأكاديمية', caseType: 'civil', court: 'المحكمة العامة بالرياض', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'أكاديمية النجوم الصاعدة', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 96_000, filedDaysAgo: 260, status: 'settled',
    judgment: 'تم الصلح بين الطرفين على سداد 80,000 ريال على دفعتين، وأُثبت الصلح في محضر الجلسة.', awardedAmount: 80_000,
    parties: [[CLUB, 'club', 'plaintiff'], ['أكاديمية النجوم الصاعدة', 'opponent', 'defendant']],
    hearings: [[-200, 'held', 'الدائرة العامة الخامسة', 'أحيلت القضية إلى الصلح.', -150], [-150, 'held', 'الدائرة العامة الخامسة', 'أُثبت الصلح.']],
  },
  {
    caseNumber: '4470901234', title: 'إخلال مورد لوحات الإعلانات بالملعب بالتزاماته', caseType: 'commercial', court: 'المحكمة التجارية بالرياض', stage: 'appeal', clubRole: 'plaintiff',
    opponentName: 'شركة فيجن للشاشات', counsel: 'التميمي ومشاركوه', claimAmount: 540_000, filedDaysAgo: 700, status: 'won',
    judgment: 'أُلزم المورد بإعادة 420,000 ريال ودفع 35,000 ريال تعويضًا عن التأخر في التوريد.', awardedAmount: 455_000,
    parties: [[CLUB, 'club', 'plaintiff', 'التميمي ومشاركوه'], ['شركة فيجن للشاشات', 'opponent', 'defendant']],
    hearings: [[-640, 'held', 'الدائرة التجارية الثالثة', 'الجلسة الأولى.', -560], [-560, 'held', 'الدائرة التجارية الثالثة', 'صدر الحكم لصالح النادي.', -400], [-400, 'held', 'دائرة الاستئناف التجارية الثانية', 'أُيّد الحكم.']],
  },
  {
    caseNumber: '4471012345', title: 'دعوى تعويض عن إصابة مشجع في المدرجات', caseType: 'civil', court: 'المحكمة العامة بالرياض', stage: 'supremeCourt', clubRole: 'defendant',
    opponentName: 'ماجد الشمري', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 150_000, filedDaysAgo: 900, status: 'lost',
    judgment: 'ألزمت المحكمة النادي بتعويض المدعي بمبلغ 60,000 ريال، وأيدت المحكمة العليا الحكم.',
    parties: [[CLUB, 'club', 'defendant'], ['ماجد الشمري', 'opponent', 'plaintiff'], ['شركة التأمين التعاوني', 'other', 'intervener']],
    hearings: [[-850, 'held', 'الدائرة العامة الثانية', 'سماع الشهود.', -700], [-700, 'held', 'الدائرة العامة الثانية', 'صدر الحكم الابتدائي.'], [-300, 'held', 'المحكمة العليا', 'أُيّد الحكم.']],
  },
  {
    caseNumber: '4471123456', title: 'خلاف مع وكيل لاعب ناشئ على عمولة التسجيل', caseType: 'sportsArbitration', court: 'مركز التحكيم الرياضي السعودي', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'النخبة لإدارة أعمال الرياضيين', counsel: 'التميمي ومشاركوه', claimAmount: 120_000, filedDaysAgo: 180, status: 'withdrawn',
    parties: [[CLUB, 'club', 'defendant'], ['النخبة لإدارة أعمال الرياضيين', 'opponent', 'plaintiff']],
    hearings: [[-150, 'held', 'قاعة الهيئة رقم 2', 'سحب المدعي طلب التحكيم.']],
  },
  {
    caseNumber: '4471234567', title: 'مطالبة موظفة سابقة ببدل السكن', caseType: 'labour', court: 'المحكمة العمالية بالرياض', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'ريم الزهراني', counsel: 'hr', claimAmount: 31_500, filedDaysAgo: 35, status: 'active',
    parties: [[CLUB, 'club', 'defendant', 'تركي السبيعي'], ['ريم الزهراني', 'opponent', 'plaintiff']],
    hearings: [[21, 'scheduled', 'الدائرة العمالية السادسة', null]],
  },
  {
    caseNumber: '4471345678', title: 'اعتراض على ربط ضريبة القيمة المضافة على مبيعات التذاكر', caseType: 'administrative', court: 'لجنة الفصل في المخالفات والمنازعات الضريبية', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'هيئة الزكاة والضريبة والجمارك', counsel: 'كي بي إم جي للاستشارات القانونية', claimAmount: 275_000, filedDaysAgo: 140, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff', 'كي بي إم جي للاستشارات القانونية'], ['هيئة الزكاة والضريبة والجمارك', 'opponent', 'defendant']],
    hearings: [[-100, 'held', 'الدائرة الأولى', 'ردت الهيئة على الاعتراض بمذكرة مكتوبة.', 45], [45, 'scheduled', 'الدائرة الأولى', null]],
  },
  {
    caseNumber: '4471456789', title: 'استئناف حكم تعويض مقاول الملعب الرديف', caseType: 'commercial', court: 'محكمة الاستئناف التجارية', stage: 'appeal', clubRole: 'defendant',
    opponentName: 'شركة البناء المتقدم', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 780_000, filedDaysAgo: 330, status: 'active',
    parties: [[CLUB, 'club', 'defendant'], ['شركة البناء المتقدم', 'opponent', 'plaintiff'], ['م. خالد العنزي', 'other', 'expert']],
    hearings: [[-280, 'held', 'دائرة الاستئناف الأولى', 'قُدّم تقرير الخبير الهندسي.', -90], [-90, 'postponed', 'دائرة الاستئناف الأولى', 'أُجّلت لتبادل المذكرات.', 6], [6, 'scheduled', 'دائرة الاستئناف الأولى', null]],
  },
];

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const at = (days: number, hour = 9) => `${ctx.dateFromToday(days)}T${String(hour).padStart(2, '0')}:30:00.000+03:00`;
  return CASES.map((legal) => ({
    caseNumber: legal.caseNumber,
    title: legal.title,
    caseType: legal.caseType,
    court: legal.court,
    stage: legal.stage,
    clubRole: legal.clubRole,
    opponentName: legal.opponentName,
    lawyerId: legal.counsel === 'hr' ? employees[1] : undefined,
    lawFirm: legal.counsel === 'hr' ? undefined : legal.counsel,
    claimAmount: legal.claimAmount,
    filingDate: ctx.dateFromToday(-legal.filedDaysAgo),
    status: legal.status,
    judgment: legal.judgment,
    awardedAmount: legal.awardedAmount,
    parties: legal.parties.map(([name, side, role, representative]) => ({ name, side, role, representative })),
    hearings: legal.hearings.map(([days, outcome, courtRoom, summary, nextInDays]) => ({
      scheduledAt: at(days),
      courtRoom,
      outcome,
      summary: summary ?? undefined,
      nextHearingAt: nextInDays === undefined ? undefined : at(nextInDays, 10),
    })),
  }));
};
