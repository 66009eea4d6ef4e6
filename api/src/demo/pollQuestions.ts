import type { DemoSeed } from './demo-seed';

type Question = readonly [question: string, questionAr: string, choiceType: 'single' | 'multiple', maxChoices?: number];

// The questions of the polls, by the poll's title; a few polls ask two.
const QUESTIONS: readonly (readonly [poll: string, Question])[] = [
  ['Player of the Month – October', ['Who is the player of the month?', 'من لاعب الشهر؟', 'single']],
  ['لاعب الشهر - نوفمبر', ['Who is the player of the month?', 'من لاعب الشهر؟', 'single']],
  ['Best goal of the season', ['Which goal was the best of the season?', 'أي هدف كان الأجمل في الموسم؟', 'single']],
  ['Choose the design of next season\'s away kit', ['Which away kit design do you prefer?', 'أي تصميم تفضّل لقميص الفريق خارج الأرض؟', 'single']],
  ['Choose the design of next season\'s away kit', ['Which details should the kit keep?', 'ما التفاصيل التي يحتفظ بها القميص؟', 'multiple', 2]],
  ['Preferred kick-off time for home matches in Ramadan', ['Which kick-off time suits you in Ramadan?', 'أي موعد يناسبك لانطلاق المباريات في رمضان؟', 'single']],
  ['Preferred kick-off time for home matches in Ramadan', ['Which services would you use before the match?', 'ما الخدمات التي ستستخدمها قبل المباراة؟', 'multiple', 3]],
  ['Satisfaction with the academy transport service', ['How punctual are the academy buses?', 'ما مدى التزام حافلات الأكاديمية بالمواعيد؟', 'single']],
  ['Summer camp destination: Abha or Taif?', ['Where should the summer camp go?', 'أين يقام المعسكر الصيفي؟', 'single']],
  ['Quality of meals at the players\' residence', ['How do you rate the meals?', 'ما تقييمك للوجبات؟', 'single']],
  ['Quality of meals at the players\' residence', ['Which meals need more variety?', 'أي الوجبات تحتاج تنوعًا أكثر؟', 'multiple', 2]],
  ['Fan zone activities before the derby', ['Which activities should the fan zone offer?', 'ما الفعاليات التي تقدمها المنطقة الجماهيرية؟', 'multiple', 3]],
];

export const demo: DemoSeed = (ctx) => {
  const polls = new Map(ctx.records('polls').map((poll, index) => [poll.title as string, ctx.ids('polls')[index]]));
  const orders = new Map<string, number>();
  return QUESTIONS.map(([poll, [question, questionAr, choiceType, maxChoices]]) => {
    const sortOrder = (orders.get(poll) ?? 0) + 1;
    orders.set(poll, sortOrder);
    return { pollId: polls.get(poll), sortOrder, question, questionAr, choiceType, maxChoices: maxChoices ?? null, required: true };
  });
};
