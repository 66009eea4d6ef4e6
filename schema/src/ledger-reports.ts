import type { AccountType } from './ledger';

// The general ledger's reports as the API answers them (GET /api/ledger/reports/{report}) and the
// admin draws them: every amount in SAR to the halala.

export const LEDGER_REPORTS = ['trialBalance', 'incomeStatement', 'balanceSheet', 'vatReturn'] as const;
export type LedgerReportName = (typeof LEDGER_REPORTS)[number];

/** An account as a report names it: its code and names in both languages, and its type. */
export interface ReportAccount {
  id: string;
  code: string;
  name: string;
  nameAr: string;
  type: AccountType;
}

export interface TrialBalanceRow extends ReportAccount {
  opening: number;
  debit: number;
  credit: number;
  closing: number;
}

export interface TrialBalance {
  from: string;
  to: string;
  rows: TrialBalanceRow[];
  totals: { opening: number; debit: number; credit: number; closing: number };
}

/** The accounts of one type with their balance on its normal side, and their total. */
export interface StatementSection {
  type: ReportAccount['type'];
  rows: (ReportAccount & { amount: number })[];
  total: number;
}

export interface IncomeStatement {
  from: string;
  to: string;
  sections: StatementSection[];
  /** Revenue less expenses. */
  surplus: number;
}

export interface BalanceSheet {
  at: string;
  sections: StatementSection[];
  /** Revenue less expenses to the date: the surplus not yet closed into equity. */
  surplus: number;
  /** Assets less liabilities, equity and surplus: zero when the books balance. */
  difference: number;
}

/** One box of the VAT return: its amount (excluding VAT), the credit notes' adjustment and the VAT. */
export interface VatBox {
  box: number;
  amount: number;
  adjustment: number;
  vat: number;
}

export interface VatReturn {
  from: string;
  to: string;
  boxes: VatBox[];
}
