import type { DemoRow, DemoSeed } from './demo-seed';

// Each month is invoiced as it is made, under the club's VAT number (its settings).
export const after = ['websiteSettings', 'academyFees'];

const METHODS = ['cash', 'mada', 'transfer', 'card', 'cheque'] as const;

/** The month `offset` months from this one (YYYY-MM), its fee due on its first day. */
const monthFrom = (today: string, offset: number): string => {
  const at = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return at.toISOString().slice(0, 7);
};

// The academy's monthly fees for last month, this month and next, each invoiced to the player's
// parent (the receipts' demo pays them: last month's but for one player who paid part and one who
// paid nothing, overdue; this month's mostly; next month's still due); a scholarship player's
// waived; a sibling discount. The fee is the age group's (academyFees) for the first players.
/** What the receipts' demo pays of a month: its share of what is owed (0: nothing). */
export const paidShareOf = (offset: number, index: number): number =>
  index === 5 || offset === 1 ? 0 : offset === -1 && index === 4 ? 0.44 : offset === -1 && index === 2 ? 0 : offset === 0 && index === 1 ? 0 : 1;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players').slice(0, 6);
  const today = ctx.dateFromToday(0);
  const rows: DemoRow[] = [];
  let payments = 0;
  for (const offset of [-1, 0, 1]) {
    const month = monthFrom(today, offset);
    for (const [index, playerId] of players.entries()) {
      const fee = index % 2 === 0 ? 450 : 500;
      const discount = index === 3 ? 50 : 0;
      const waived = index === 5;
      const owed = fee - discount;
      const paid = Math.round(owed * paidShareOf(offset, index));
      rows.push({
        playerId,
        month,
        fee,
        discount,
        dueDate: `${month}-01`,
        method: paid > 0 ? METHODS[payments++ % METHODS.length] : undefined,
        waived,
        notes: waived ? 'Academy scholarship' : index === 3 ? 'Sibling discount' : undefined,
      });
    }
  }
  return rows;
};
