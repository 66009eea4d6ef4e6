import type { DemoSeed } from './demo-seed';

export const after = ['assets'];

// The last twelve months' runs, each posted in turn (the book values of the demo assets follow),
// the current month still a draft.
export const demo: DemoSeed = function* (ctx) {
  const accountant = ctx.ids('users')[19] ?? ctx.ids('users')[0]!;
  const today = ctx.dateFromToday(0);
  for (let back = 12; back >= 0; back -= 1) {
    const month = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 7);
    yield {
      period: month,
      notes: back === 0 ? 'تُرحّل بعد إقفال الشهر.' : back === 6 ? 'مراجعة منتصف السنة مع المراجعين الخارجيين.' : undefined,
      $by: accountant,
      $actions: back === 0 ? [] : [{ name: 'post', by: accountant }],
    };
  }
};
