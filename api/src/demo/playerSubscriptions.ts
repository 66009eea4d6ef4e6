import type { DemoRow, DemoSeed } from './demo-seed';

const METHODS = ['cash', 'mada', 'transfer', 'card', 'cheque'] as const;

/** The month `offset` months from this one (YYYY-MM), its fee due on its first day. */
const monthFrom = (today: string, offset: number): string => {
  const at = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + offset, 1));
  return at.toISOString().slice(0, 7);
};

// The academy's monthly fees for last month, this month and next: last month's paid but for one
// player who paid part and one who paid nothing (overdue); this month's mostly paid; next month's
// still due; a scholarship player's waived; a sibling discount.
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
      const paid = waived || offset === 1 ? 0 : offset === -1 && index === 4 ? 200 : offset === -1 && index === 2 ? 0 : offset === 0 && index === 1 ? 0 : owed;
      rows.push({
        playerId,
        month,
        fee,
        discount,
        dueDate: `${month}-01`,
        paidAmount: paid,
        paidAt: paid > 0 ? `${month}-01` : undefined,
        method: paid > 0 ? METHODS[payments++ % METHODS.length] : undefined,
        waived,
        notes: waived ? 'Academy scholarship' : index === 3 ? 'Sibling discount' : undefined,
      });
    }
  }
  return rows;
};
