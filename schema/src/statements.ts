// A payer's statement as the API answers it (GET /api/statements/{payer}/{id}) and the admin draws it.

/** Whose statement: a member (their subscriptions, registrations) or a parent (their children's academy months). */
export const PAYER_KINDS = ['member', 'parent'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

/** One line of a statement: an invoice owed (debit) or a receipt paid (credit), with the balance after it. */
export interface StatementLine {
  kind: 'invoice' | 'receipt';
  id: string;
  date: string;
  number: string | null;
  status: string;
  debit: number;
  credit: number;
  /** What the payer owes after this line (negative: the club owes them, their credit). */
  balance: number;
  /** An invoice's amount still due; a receipt's amount not allocated (credit). */
  open: number;
  dueDate: string | null;
}

export interface Statement {
  payer: { kind: PayerKind; id: string; name: string; nameAr: string };
  lines: StatementLine[];
  totals: { invoiced: number; received: number; due: number; credit: number; balance: number };
}
