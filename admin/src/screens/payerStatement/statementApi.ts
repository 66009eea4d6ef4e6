import { httpClient } from '../../data/httpClient';

export type PayerKind = 'member' | 'parent';
export const PAYER_KINDS: readonly PayerKind[] = ['member', 'parent'];

/** One line of GET /api/statements/{kind}/{id}: an invoice (debit) or a receipt (credit), the balance after it. */
export interface StatementLine {
  kind: 'invoice' | 'receipt';
  id: string;
  date: string;
  number: string | null;
  status: string;
  debit: number;
  credit: number;
  balance: number;
  open: number;
  dueDate: string | null;
}

export interface Statement {
  payer: { kind: PayerKind; id: string; name: string; nameAr: string };
  lines: StatementLine[];
  totals: Record<'invoiced' | 'received' | 'due' | 'credit' | 'balance', number>;
}

export const fetchStatement = async (kind: PayerKind, id: string): Promise<Statement> => (await httpClient(`/api/statements/${kind}/${encodeURIComponent(id)}`)).json as Statement;
