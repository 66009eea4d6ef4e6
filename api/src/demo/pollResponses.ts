import { DEMO_ACTION, type DemoRow, type DemoSeed } from './demo-seed';

// Members answer the questions of the polls open now, each once, through the questions' own
// `answer` action (the server writes the responses and counts the votes).
export const demo: DemoSeed = (ctx) => {
  const polls = new Map(ctx.records('polls').map((poll, index) => [ctx.ids('polls')[index], poll]));
  const options = ctx.records('pollOptions');
  const optionIds = ctx.ids('pollOptions');
  const voters = ctx.ids('users').slice(0, 12);
  const rows: DemoRow[] = [];
  ctx.records('pollQuestions').forEach((question, index) => {
    if (polls.get(question.pollId as string)?.status !== 'open') return;
    const own = optionIds.filter((_, at) => options[at]!.questionId === ctx.ids('pollQuestions')[index]);
    voters.forEach((by, voter) => {
      // Skewed towards the first options, as real votes are; a multiple choice picks two.
      const first = own[(voter * voter) % own.length]!;
      const body = { optionIds: question.choiceType === 'multiple' ? [first, own[(voter + 1) % own.length]!].filter((id, at, all) => all.indexOf(id) === at) : [first] };
      rows.push({ [DEMO_ACTION]: { resource: 'pollQuestions', id: ctx.ids('pollQuestions')[index]!, name: 'answer', by, body } });
    });
  });
  return rows;
};
