import type { DemoRow, DemoSeed } from './demo-seed';

type Purpose = 'meeting' | 'interview' | 'delivery' | 'vendor' | 'guest' | 'contractor' | 'government' | 'other';

// [visitor name, organization or undefined, purpose, visitors count, notes?]
const VISITS: readonly (readonly [string, string | undefined, Purpose, number, string?])[] = [
  ['Fahad Al-Ruwaili', 'Ministry of Sport', 'government', 3, 'Governance and licensing follow-up visit.'],
  ['فهد الرويلي', 'وزارة الرياضة', 'government', 2, 'زيارة متابعة لملف الحوكمة.'],
  ['Saleh Al-Hazmi', 'Saudi Arabian Football Federation', 'meeting', 2, 'Youth league registration review.'],
  ['صالح الحازمي', 'الاتحاد السعودي لكرة القدم', 'meeting', 1],
  ['Delegation of Al-Ahsa Academy', 'Al-Ahsa Football Academy', 'guest', 12, 'Tour of the training ground and academy.'],
  ['وفد أكاديمية الأحساء', 'أكاديمية الأحساء لكرة القدم', 'guest', 10, 'جولة في المرافق وحضور حصة تدريبية.'],
  ['Aramex courier', 'Aramex', 'delivery', 1, 'Kit delivery from the supplier.'],
  ['مندوب شركة التوصيل', 'سمسا', 'delivery', 1],
  ['Mark Johnson', 'Adidas Middle East', 'vendor', 2, 'New season kit samples.'],
  ['مندوب شركة المعدات الرياضية', 'مؤسسة الرياضة الحديثة', 'vendor', 2],
  ['Civil Defense inspection team', 'General Directorate of Civil Defense', 'government', 4, 'Annual safety inspection of the stadium.'],
  ['فريق الدفاع المدني', 'المديرية العامة للدفاع المدني', 'government', 3],
  ['Hassan Al-Najjar', undefined, 'interview', 1, 'Candidate for the fitness coach position.'],
  ['حسن النجار', undefined, 'interview', 1, 'مرشح لوظيفة مدرب لياقة.'],
  ['Layla Al-Faraj', undefined, 'interview', 1, 'Candidate for the nutritionist position.'],
  ['ليلى الفرج', undefined, 'interview', 1],
  ['Al-Jazira Contracting crew', 'Al-Jazira Contracting Co.', 'contractor', 6, 'Roof repair above indoor hall B.'],
  ['فريق شركة الزامل للتكييف', 'شركة الزامل للتكييف', 'contractor', 4, 'صيانة وحدات التكييف المركزي.'],
  ['Philips Lighting engineers', 'Philips Lighting KSA', 'contractor', 3],
  ['School visit, Riyadh Schools League', 'Al-Andalus International School', 'guest', 35, 'Students visiting the club museum and stadium.'],
  ['زيارة طلاب مدرسة الملك فيصل', 'مدارس الملك فيصل', 'guest', 40, 'يرافقهم 4 معلمين.'],
  ['STC sponsorship team', 'stc', 'meeting', 4],
  ['فريق الرعاية - شركة المراعي', 'المراعي', 'meeting', 3],
  ['Sports journalists group', 'Arriyadiyah Newspaper', 'guest', 6],
  ['وفد نادي الهلال للتعاون الفني', 'نادي الهلال', 'meeting', 5],
  ['Dr. Khalid Al-Sayed', 'King Faisal Specialist Hospital', 'meeting', 1, 'Partnership for sports medicine referrals.'],
  ['د. منى الغامدي', 'مستشفى الملك فيصل التخصصي', 'meeting', 2],
  ['ZATCA e-invoicing auditor', 'Zakat, Tax and Customs Authority', 'government', 2],
  ['مدقق هيئة الزكاة والضريبة والجمارك', 'هيئة الزكاة والضريبة والجمارك', 'government', 1],
  ['Parents of trial players', undefined, 'guest', 8, 'Academy trial day, U-10 and U-12.'],
  ['أولياء أمور لاعبي التجربة', undefined, 'guest', 15],
  ['Water tank cleaning company', 'Pure Water Est.', 'contractor', 3],
  ['مورد المواد الغذائية', 'شركة النخبة للأغذية', 'vendor', 2],
  ['Catapult sports scientist', 'Catapult Sports', 'vendor', 1, 'GPS vests training session for analysts.'],
  ['Riyadh Municipality inspector', 'Riyadh Municipality', 'government', 2],
  ['مفتش أمانة منطقة الرياض', 'أمانة منطقة الرياض', 'government', 1],
  ['Former players association', 'Club Veterans Association', 'guest', 9],
  ['رابطة مشجعي النادي', 'رابطة المشجعين', 'other', 7, 'تنسيق دخول الجماهير لمباراة الكأس.'],
  ['IT vendor, back-office training', 'Elm Company', 'vendor', 2],
  ['وفد الاتحاد الخليجي', 'الاتحاد الخليجي لكرة القدم', 'government', 5],
];

export const demo: DemoSeed = (ctx) => {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(ctx.random() * 10)).join('');
  const phone = () =>
    ctx.random() < 0.8 ? `+966 5${ctx.oneOf(['0', '3', '4', '5', '6', '9'])} ${digits(3)} ${digits(4)}` : `011 ${digits(3)} ${digits(4)}`;
  return VISITS.map(([visitorName, organization, purpose, visitorsCount, notes], index): DemoRow => {
    // Within 20 days either side of today; every sixth visit is today.
    const days = index % 6 === 0 ? 0 : Math.floor(ctx.random() * 40) - 20;
    const hours = days * 24 + ctx.oneOf([-2, 0, 1, 2, 3, 5]);
    const status =
      hours < -6
        ? ctx.oneOf(['checkedOut', 'checkedOut', 'checkedOut', 'cancelled'] as const)
        : hours <= 0
          ? 'checkedIn'
          : ctx.oneOf(['expected', 'expected', 'expected', 'cancelled'] as const);
    return {
      visitorName,
      organization,
      phone: ctx.random() < 0.9 ? phone() : undefined,
      visitorsCount,
      purpose,
      visitDate: ctx.timeFromNow(hours),
      hostId: ctx.pick('users'),
      status,
      notes,
    };
  });
};
