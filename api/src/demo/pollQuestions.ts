import type { DemoSeed } from './demo-seed';

type Question = readonly [question: string, questionAr: string, choiceType: 'single' | 'multiple', maxChoices?: number];

// The questions of the polls, by the poll's place in its demo file; a few polls ask two.
const QUESTIONS: readonly (readonly [poll: number, Question])[] = [
  [0, ['Who is the player of the month?', 'من لاعب الشهر؟', 'single']],
  [1, ['Who is the player of the month?', 'من لاعب الشهر؟', 'single']],
  [2, ['Which goal was the best of the season?', 'أي هدف كان الأجمل في الموسم؟', 'single']],
  [4, ['Which away kit design do you prefer?', 'أي تصميم تفضّل لقميص الفريق خارج الأرض؟', 'single']],
  [4, ['Which details should the kit keep?', 'ما التفاصيل التي يحتفظ بها القميص؟', 'multiple', 2]],
  [6, ['Which kick-off time suits you in Ramadan?', 'أي موعد يناسبك لانطلاق المباريات في رمضان؟', 'single']],
  [6, ['Which services would you use before the match?', 'ما الخدمات التي ستستخدمها قبل المباراة؟', 'multiple', 3]],
  [8, ['How punctual are the academy buses?', 'ما مدى التزام حافلات الأكاديمية بالمواعيد؟', 'single']],
  [10, ['Where should the summer camp go?', 'أين يقام المعسكر الصيفي؟', 'single']],
  [12, ['How do you rate the meals?', 'ما تقييمك للوجبات؟', 'single']],
  [12, ['Which meals need more variety?', 'أي الوجبات تحتاج تنوعًا أكثر؟', 'multiple', 2]],
  [18, ['Which activities should the fan zone offer?', 'ما الفعاليات التي تقدمها المنطقة الجماهيرية؟', 'multiple', 3]],
];

export const demo: DemoSeed = (ctx) => {
  const polls = ctx.ids('polls');
  const orders = new Map<number, number>();
  return QUESTIONS.map(([poll, [question, questionAr, choiceType, maxChoices]]) => {
    const sortOrder = (orders.get(poll) ?? 0) + 1;
    orders.set(poll, sortOrder);
    return { pollId: polls[poll], sortOrder, question, questionAr, choiceType, maxChoices: maxChoices ?? null, required: true };
  });
};
