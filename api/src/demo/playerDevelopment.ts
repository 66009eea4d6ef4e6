import type { DemoSeed } from './demo-seed';

// [player (place in the squad), evaluator (place in the coaches' demo), days ago, period, technical, tactical, physical, mental, strengths, to improve]
const EVALUATIONS = [
  [0, 1, 20, 'quarterly', 8, 9, 7, 9, 'القيادة وقراءة مجريات اللعب.', 'الارتداد الدفاعي في آخر 15 دقيقة.'],
  [6, 1, 20, 'quarterly', 8, 7, 8, 7, 'إنهاء الهجمات بالقدمين.', 'الضغط من الخط الأمامي.'],
  [8, 1, 20, 'quarterly', 7, 7, 9, 6, 'سرعة كبيرة في التحولات.', 'التركيز أمام المرمى.'],
  [25, 5, 35, 'monthly', 7, 6, 6, 7, 'تنوع التمرير القصير والطويل.', 'التمركز الدفاعي.'],
  [26, 5, 35, 'monthly', 6, 6, 8, 6, 'قوة بدنية وشراسة في الالتحام.', 'التمرير تحت الضغط.'],
  [27, 5, 5, 'monthly', 7, 7, 7, 8, 'الهدوء في الاستحواذ على الكرة.', 'ألعاب الهواء.'],
  [31, 0, 60, 'midSeason', 6, 5, 6, 6, 'المجهود البدني طوال المباراة.', 'اللمسة الأولى ومسح الملعب بصريًا.'],
  [32, 0, 60, 'midSeason', 8, 7, 7, 7, 'تحكم ممتاز بالكرة.', 'اللعب بالقدم اليسرى.'],
  [37, 10, 45, 'quarterly', 6, 5, 5, 7, 'الحماس والانضباط.', 'التوافق الحركي.'],
  [42, 5, 15, 'monthly', 7, 5, 6, 8, 'مهارة المراوغة.', 'اللعب الجماعي.'],
  [47, 10, 15, 'monthly', 5, 4, 5, 7, 'يستمع جيدًا ويتعلم بسرعة.', 'التحكم بالكرة.'],
  [59, 12, 40, 'quarterly', 7, 6, 6, 7, 'الرؤية الميدانية.', 'تقنية الافتكاك.'],
  [63, 12, 40, 'quarterly', 6, 5, 6, 8, 'شغف كبير بالتدريب.', 'السرعة.'],
  [0, 1, 200, 'endOfSeason', 8, 8, 8, 9, 'قائد مثالي طوال الموسم.', 'دقة تنفيذ الكرات الثابتة.'],
  [25, 5, 220, 'endOfSeason', 6, 6, 5, 6, 'تحسن ملحوظ في اللياقة.', 'اتخاذ القرار.'],
  [54, 12, 25, 'midSeason', 8, 7, 7, 8, 'خطورة على المرمى من منطقة الوسط.', 'الواجبات الدفاعية.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  const coaches = ctx.ids('coaches');
  return EVALUATIONS.map(([place, coach, daysAgo, period, technical, tactical, physical, mental, strengths, areasToImprove]) => ({
    playerId: players[place],
    evaluatorId: coaches[coach],
    evaluatedOn: ctx.dateFromToday(-daysAgo),
    period,
    technical,
    tactical,
    physical,
    mental,
    strengths,
    areasToImprove,
    goals: period === 'endOfSeason' ? 'اتُّفق مع اللاعب على أهداف الموسم القادم.' : undefined,
  }));
};
