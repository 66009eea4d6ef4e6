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
    caseNumber: '4470123456', title: 'Unpaid end-of-service award claim', caseType: 'labour', court: 'Labour Court, Riyadh', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'Hassan Al-Yamani', counsel: 'hr', claimAmount: 86_000, filedDaysAgo: 120, status: 'active',
    parties: [[CLUB, 'club', 'defendant', 'Turki Al-Subaie'], ['Hassan Al-Yamani', 'opponent', 'plaintiff']],
    hearings: [[-90, 'held', 'Circuit 4', 'First hearing: the claimant presented his calculation.', -40], [-40, 'postponed', 'Circuit 4', 'Postponed for the club to bring the payroll records.', 12], [12, 'scheduled', 'Circuit 4', null]],
  },
  {
    caseNumber: '4470234567', title: 'مطالبة راعٍ سابق بمستحقات عقد رعاية', caseType: 'commercial', court: 'المحكمة التجارية بالرياض', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'شركة الخليج للاتصالات', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 1_250_000, filedDaysAgo: 200, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff', 'مكتب الدوسري للمحاماة'], ['شركة الخليج للاتصالات', 'opponent', 'defendant', 'مكتب العتيبي'], ['مؤسسة الإعلان الحديث', 'other', 'intervener']],
    hearings: [[-150, 'held', 'الدائرة التجارية الثانية', 'قدّم النادي عقد الرعاية والفواتير.', -60], [-60, 'held', 'الدائرة التجارية الثانية', 'طلبت المحكمة تقرير خبير محاسبي.', 25], [25, 'scheduled', 'الدائرة التجارية الثانية', null]],
  },
  {
    caseNumber: '4470345678', title: 'Player contract dispute (early termination)', caseType: 'sportsArbitration', court: 'Saudi Sports Arbitration Center', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'Marco Bianchi', counsel: 'Al-Tamimi & Partners', claimAmount: 2_400_000, filedDaysAgo: 75, status: 'active',
    parties: [[CLUB, 'club', 'defendant', 'Al-Tamimi & Partners'], ['Marco Bianchi', 'opponent', 'plaintiff', 'Studio Legale Rossi'], ['Dr. Faisal Al-Harbi', 'other', 'expert']],
    hearings: [[-30, 'held', 'Panel room 1', 'Procedural hearing; the panel set the exchange of briefs.', 18], [18, 'scheduled', 'Panel room 1', null]],
  },
  {
    caseNumber: '4470456789', title: 'اعتراض على غرامة بلدية لموقف الملعب', caseType: 'administrative', court: 'المحكمة الإدارية بالرياض', stage: 'appeal', clubRole: 'plaintiff',
    opponentName: 'أمانة منطقة الرياض', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 45_000, filedDaysAgo: 400, status: 'suspended',
    parties: [[CLUB, 'club', 'plaintiff'], ['أمانة منطقة الرياض', 'opponent', 'defendant']],
    hearings: [[-350, 'held', 'الدائرة الإدارية الأولى', 'صدر حكم ابتدائي برفض الاعتراض.', -200], [-200, 'held', 'دائرة الاستئناف الإدارية', 'أوقفت الدعوى لحين البت في طلب التسوية.'], [-120, 'cancelled', 'دائرة الاستئناف الإدارية', 'ألغيت الجلسة لإيقاف الدعوى.']],
  },
  {
    caseNumber: '4470567890', title: 'Theft of kit from the main warehouse', caseType: 'criminal', court: 'Criminal Court, Riyadh', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'Unknown persons (public prosecution)', counsel: 'hr', filedDaysAgo: 60, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff', 'Turki Al-Subaie'], ['Public Prosecution', 'other', 'intervener'], ['Faisal Al-Dosari', 'other', 'witness']],
    hearings: [[-20, 'postponed', 'Hall 3', 'Postponed: the defendant was not brought.', 9], [30, 'scheduled', 'Hall 3', null]],
  },
  {
    caseNumber: '4470678901', title: 'تنفيذ حكم ضد مورد معدات رياضية', caseType: 'execution', court: 'محكمة التنفيذ بالرياض', stage: 'execution', clubRole: 'plaintiff',
    opponentName: 'مؤسسة النخبة للتجهيزات الرياضية', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 310_000, filedDaysAgo: 95, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff'], ['مؤسسة النخبة للتجهيزات الرياضية', 'opponent', 'defendant'], ['سعد المطيري', 'other', 'guarantor']],
    hearings: [[-45, 'held', 'دائرة التنفيذ الثالثة', 'صدر أمر بالحجز على حسابات المنفذ ضده.', 40], [40, 'scheduled', 'دائرة التنفيذ الثالثة', null]],
  },
  {
    caseNumber: '4470789012', title: 'Claim for overtime by a former driver', caseType: 'labour', court: 'Labour Court, Riyadh', stage: 'appeal', clubRole: 'defendant',
    opponentName: 'Abdulrahman Al-Mutairi', counsel: 'hr', claimAmount: 23_500, filedDaysAgo: 500, status: 'won',
    judgment: 'The appeal court upheld the first judgment: the overtime was paid with the monthly salary (art. 107); the claim is dismissed.',
    parties: [[CLUB, 'club', 'defendant', 'Turki Al-Subaie'], ['Abdulrahman Al-Mutairi', 'opponent', 'plaintiff']],
    hearings: [[-460, 'held', 'Circuit 2', 'Claim dismissed at first instance.'], [-300, 'held', 'Appeal circuit 1', 'Judgment upheld on appeal.']],
  },
  {
    caseNumber: '4470890123', title: 'خلاف على مقابل استئجار صالة الأكاديمية', caseType: 'civil', court: 'المحكمة العامة بالرياض', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'أكاديمية النجوم الصاعدة', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 96_000, filedDaysAgo: 260, status: 'settled',
    judgment: 'تم الصلح بين الطرفين على سداد 80,000 ريال على دفعتين، وأُثبت الصلح في محضر الجلسة.', awardedAmount: 80_000,
    parties: [[CLUB, 'club', 'plaintiff'], ['أكاديمية النجوم الصاعدة', 'opponent', 'defendant']],
    hearings: [[-200, 'held', 'الدائرة العامة الخامسة', 'أحيلت القضية إلى الصلح.', -150], [-150, 'held', 'الدائرة العامة الخامسة', 'أُثبت الصلح.']],
  },
  {
    caseNumber: '4470901234', title: 'Stadium advertising boards supplier default', caseType: 'commercial', court: 'Commercial Court, Riyadh', stage: 'appeal', clubRole: 'plaintiff',
    opponentName: 'Vision Displays Co.', counsel: 'Al-Tamimi & Partners', claimAmount: 540_000, filedDaysAgo: 700, status: 'won',
    judgment: 'The supplier is ordered to refund SAR 420,000 and pay SAR 35,000 in damages for late delivery.', awardedAmount: 455_000,
    parties: [[CLUB, 'club', 'plaintiff', 'Al-Tamimi & Partners'], ['Vision Displays Co.', 'opponent', 'defendant']],
    hearings: [[-640, 'held', 'Commercial circuit 3', 'First hearing.', -560], [-560, 'held', 'Commercial circuit 3', 'Judgment for the club.', -400], [-400, 'held', 'Appeal circuit 2', 'Judgment upheld.']],
  },
  {
    caseNumber: '4471012345', title: 'دعوى تعويض عن إصابة مشجع في المدرجات', caseType: 'civil', court: 'المحكمة العامة بالرياض', stage: 'supremeCourt', clubRole: 'defendant',
    opponentName: 'ماجد الشمري', counsel: 'مكتب الدوسري للمحاماة', claimAmount: 150_000, filedDaysAgo: 900, status: 'lost',
    judgment: 'ألزمت المحكمة النادي بتعويض المدعي بمبلغ 60,000 ريال، وأيدت المحكمة العليا الحكم.',
    parties: [[CLUB, 'club', 'defendant'], ['ماجد الشمري', 'opponent', 'plaintiff'], ['شركة التأمين التعاوني', 'other', 'intervener']],
    hearings: [[-850, 'held', 'الدائرة العامة الثانية', 'سماع الشهود.', -700], [-700, 'held', 'الدائرة العامة الثانية', 'صدر الحكم الابتدائي.'], [-300, 'held', 'المحكمة العليا', 'أُيّد الحكم.']],
  },
  {
    caseNumber: '4471123456', title: 'Registration fee dispute with a youth player agent', caseType: 'sportsArbitration', court: 'Saudi Sports Arbitration Center', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'Elite Sports Management', counsel: 'Al-Tamimi & Partners', claimAmount: 120_000, filedDaysAgo: 180, status: 'withdrawn',
    parties: [[CLUB, 'club', 'defendant'], ['Elite Sports Management', 'opponent', 'plaintiff']],
    hearings: [[-150, 'held', 'Panel room 2', 'The claimant withdrew the request for arbitration.']],
  },
  {
    caseNumber: '4471234567', title: 'مطالبة موظفة سابقة ببدل السكن', caseType: 'labour', court: 'المحكمة العمالية بالرياض', stage: 'firstInstance', clubRole: 'defendant',
    opponentName: 'ريم الزهراني', counsel: 'hr', claimAmount: 31_500, filedDaysAgo: 35, status: 'active',
    parties: [[CLUB, 'club', 'defendant', 'تركي السبيعي'], ['ريم الزهراني', 'opponent', 'plaintiff']],
    hearings: [[21, 'scheduled', 'الدائرة العمالية السادسة', null]],
  },
  {
    caseNumber: '4471345678', title: 'Tax assessment objection (VAT on ticket sales)', caseType: 'administrative', court: 'Tax Violations and Disputes Resolution Committee', stage: 'firstInstance', clubRole: 'plaintiff',
    opponentName: 'Zakat, Tax and Customs Authority', counsel: 'KPMG Legal', claimAmount: 275_000, filedDaysAgo: 140, status: 'active',
    parties: [[CLUB, 'club', 'plaintiff', 'KPMG Legal'], ['Zakat, Tax and Customs Authority', 'opponent', 'defendant']],
    hearings: [[-100, 'held', 'Committee 1', 'The authority answered the objection in writing.', 45], [45, 'scheduled', 'Committee 1', null]],
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
