import type { DemoSeed } from './demo-seed';

// [player (place in the squad), type, title, body part, severity, days ago, status, expected return (days from today), doctor, diagnosis]
export const MEDICAL_RECORDS = [
  [5, 'injury', 'شد في العضلة الخلفية للفخذ من الدرجة الثانية', 'thigh', 'moderate', 12, 'active', 16, 'د. خالد الرميح', 'الرنين المغناطيسي: تمزق من الدرجة الثانية في العضلة ذات الرأسين الفخذية.'],
  [9, 'injury', 'التواء الكاحل الأيمن', 'ankle', 'minor', 6, 'recovering', 5, 'د. سامي العتيبي', 'التواء من الدرجة الأولى دون كسر.'],
  [28, 'injury', 'قطع في الرباط الصليبي الأمامي للركبة اليسرى', 'knee', 'severe', 70, 'active', 150, 'د. خالد الرميح', 'قطع كامل في الرباط الصليبي، وأُجريت عملية إعادة بنائه.'],
  [33, 'injury', 'خلع في الكتف', 'shoulder', 'moderate', 20, 'recovering', 10, 'د. خالد الرميح', 'خلع أمامي، أُعيد إلى مكانه على أرض الملعب.'],
  [2, 'illness', 'إنفلونزا', null, 'minor', 40, 'resolved', null, 'د. منى الشهري', 'إنفلونزا موسمية، راحة خمسة أيام.'],
  [11, 'condition', 'ربو ناتج عن المجهود', null, 'moderate', 400, 'active', null, 'د. منى الشهري', 'استخدام البخاخ قبل التدريب.'],
  [44, 'allergy', 'حساسية الفول السوداني', null, 'severe', 900, 'active', null, 'د. منى الشهري', 'حقنة إبينفرين مع المدرب في كل تدريب.'],
  [1, 'surgery', 'إصلاح الغضروف الهلالي', 'knee', 'severe', 380, 'resolved', null, 'د. خالد الرميح', 'إصلاح بالمنظار، وعاد بعد 10 أسابيع.'],
  [26, 'injury', 'ارتجاج في المخ', 'head', 'moderate', 30, 'resolved', null, 'د. سامي العتيبي', 'أنهى بروتوكول العودة التدريجية للعب.'],
  [4, 'injury', 'تيبس في الرقبة بعد احتكاك', 'neck', 'minor', 3, 'recovering', 2, 'د. سامي العتيبي', undefined],
  [10, 'injury', 'كسر في الذراع', 'arm', 'severe', 120, 'resolved', null, 'د. خالد الرميح', 'كسر في عظمة الكعبرة، التئام كامل.'],
  [13, 'injury', 'ألم أسفل الظهر', 'back', 'minor', 15, 'recovering', 7, 'د. سامي العتيبي', 'ألم عضلي، علاج طبيعي مرتين أسبوعيًا.'],
  [55, 'injury', 'شد في العضلة القابضة للورك', 'hip', 'moderate', 9, 'active', 12, 'د. منى الشهري', undefined],
  [40, 'injury', 'كدمة في القدم', 'foot', 'minor', 4, 'resolved', null, 'د. سامي العتيبي', undefined],
  [22, 'injury', 'كدمة في الأضلاع', 'other', 'minor', 18, 'resolved', null, 'د. سامي العتيبي', 'كدمة في الأضلاع، ولا كسر في صورة الأشعة.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  return MEDICAL_RECORDS.map(([place, recordType, title, bodyPart, severity, daysAgo, status, back, doctorName, diagnosis]) => ({
    playerId: players[place],
    recordType,
    title,
    bodyPart: bodyPart ?? undefined,
    severity,
    occurredOn: ctx.dateFromToday(-daysAgo),
    diagnosis,
    treatment: status === 'resolved' ? 'اكتمل العلاج.' : 'علاج طبيعي وخطة عودة تدريجية.',
    doctorName,
    status,
    expectedReturnDate: back === null ? undefined : ctx.dateFromToday(back),
    resolvedOn: status === 'resolved' ? ctx.dateFromToday(-Math.floor(daysAgo / 3)) : undefined,
  }));
};
