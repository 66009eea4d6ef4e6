import type { DemoSeed } from './demo-seed';

type Question = readonly [question: string, questionAr: string, type: 'text' | 'single' | 'multiple', options: string | null, required: boolean];

const RATING = 'ممتاز\nجيد جدًا\nجيد\nمقبول\nضعيف';

// The visit survey the gate sends after a visit, and the club's other questionnaires.
const SURVEYS: readonly (readonly [title: string, titleAr: string, status: 'draft' | 'published' | 'closed', description: string, questions: readonly Question[]])[] = [
  ['Visitor experience', 'تجربة الزائر', 'published', 'شاركنا انطباعك عن زيارتك للنادي.', [
    ['How was your welcome at the gate?', 'كيف كان استقبالك عند البوابة؟', 'single', RATING, true],
    ['What did you use during your visit?', 'ما الذي استخدمته خلال زيارتك؟', 'multiple', 'مواقف السيارات\nالاستقبال\nقاعة الاجتماعات\nالمقهى', false],
    ['Anything we should improve?', 'هل من شيء نحسّنه؟', 'text', null, false],
  ]],
  ['Match day guests', 'ضيوف يوم المباراة', 'published', 'ضيوف المقصورة في آخر مباراة على أرضنا.', [
    ['How do you rate the VIP lounge?', 'ما تقييمك لصالة كبار الزوار؟', 'single', RATING, true],
    ['Would you come again?', 'هل ستحضر مرة أخرى؟', 'single', 'نعم\nربما\nلا', true],
  ]],
  ['Contractor induction', 'تعريف المقاولين', 'closed', 'التحقق من تعريف المقاولين بإجراءات السلامة في الموقع.', [
    ['Did you receive the safety briefing?', 'هل تلقيت إحاطة السلامة؟', 'single', 'نعم\nلا', true],
    ['Which equipment did you receive?', 'ما المعدات التي استلمتها؟', 'multiple', 'خوذة\nسترة عاكسة\nقفازات\nنظارات', true],
  ]],
  ['Academy open day', 'اليوم المفتوح للأكاديمية', 'published', 'أولياء الأمور الزائرون في اليوم المفتوح للأكاديمية.', [
    ['How did you hear about the open day?', 'كيف عرفت باليوم المفتوح؟', 'single', 'وسائل التواصل\nالمدرسة\nصديق\nموقع النادي', true],
    ['Which age groups interest you?', 'ما الفئات العمرية التي تهمك؟', 'multiple', 'تحت 10\nتحت 12\nتحت 14\nتحت 16', false],
    ['Your comments', 'ملاحظاتك', 'text', null, false],
  ]],
  ['Museum tour', 'جولة متحف النادي', 'published', 'المجموعات المدرسية الزائرة لمتحف النادي.', [
    ['Was the guide clear?', 'هل كان المرشد واضحًا؟', 'single', 'نعم\nإلى حد ما\nلا', true],
  ]],
  ['Delivery drivers', 'سائقو التوصيل', 'draft', 'مدة الانتظار عند بوابة الخدمات.', [
    ['How long did you wait at the gate?', 'كم انتظرت عند البوابة؟', 'single', 'أقل من 5 دقائق\n5–15 دقيقة\nأكثر من 15 دقيقة', true],
  ]],
  ['Government delegations', 'الوفود الحكومية', 'published', 'الزيارات الرسمية وجولات التفتيش.', [
    ['Was the documentation ready?', 'هل كانت الوثائق جاهزة؟', 'single', 'نعم\nجزئيًا\nلا', true],
    ['Remarks for the club', 'ملاحظات للنادي', 'text', null, false],
  ]],
  ['Interview candidates', 'المرشحون للمقابلات', 'published', 'المرشحون بعد يوم المقابلات.', [
    ['How was the interview organised?', 'كيف كان تنظيم المقابلة؟', 'single', RATING, true],
  ]],
  ['Sponsor meetings', 'اجتماعات الرعاة', 'closed', 'ممثلو الرعاة بعد اجتماعهم بالنادي.', [
    ['Were your questions answered?', 'هل أُجيب عن أسئلتك؟', 'single', 'نعم\nلا', true],
  ]],
  ['Media day', 'اليوم الإعلامي', 'draft', 'الصحفيون المشاركون في اليوم الإعلامي.', [
    ['What did you cover?', 'ما الذي غطّيته؟', 'multiple', 'المؤتمر الصحفي\nالتدريب\nمقابلات اللاعبين', false],
  ]],
  ['Facility hire customers', 'مستأجرو المرافق', 'published', 'العملاء الذين استأجروا قاعة أو ملعبًا.', [
    ['Was the place ready on time?', 'هل كان المكان جاهزًا في الموعد؟', 'single', 'نعم\nلا', true],
    ['What should we add?', 'ما الذي نضيفه؟', 'text', null, false],
  ]],
  ['Vendor visits', 'زيارات الموردين', 'closed', 'الموردون بعد زيارتهم.', [
    ['How easy was parking?', 'ما مدى سهولة الوقوف؟', 'single', 'سهل\nمتوسط\nصعب', true],
  ]],
];

export const demo: DemoSeed = () =>
  SURVEYS.map(([title, titleAr, status, description, questions]) => ({
    title,
    titleAr,
    status,
    description,
    questions: questions.map(([question, questionAr, questionType, options, required]) => ({ question, questionAr, questionType, options, required })),
  }));
