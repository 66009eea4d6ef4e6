/** The establishment as the WPS file names it (the HR settings). */
export interface WpsEstablishment {
  /** Its number at the Ministry of Human Resources (Mudad): [MOL-ESTBID]. */
  molId: string;
  /** The id its bank gave it: [ESTB-ID]. */
  bankEstablishmentId: string;
  /** The account the salaries leave from: [BANK-ACC]. */
  iban: string;
  /** Its bank's SARIE id: [DEST-ID]. */
  bank: string;
}

/** One employee paid by the file, money in halalas. */
export interface WpsLine {
  name: string;
  /** National ID or iqama: [MOL-ID]. */
  nationalId: string;
  iban: string;
  /** The SARIE id of the employee's bank. */
  bank: string;
  net: number;
  basic: number;
  housing: number;
  /** Every other earning: allowances, overtime. */
  otherEarnings: number;
  /** Everything the gross pay lost on the way to the net, GOSI included. */
  deductions: number;
}

export interface WpsPayment {
  establishment: WpsEstablishment;
  /** The day the salaries reach the employees: [32A-VAL]. */
  valueDate: string;
  /** Unique per file for the establishment (the run's number): [FILE-REF]. */
  reference: string;
  /** What each transfer says: [70-DET]. */
  description: string;
  lines: readonly WpsLine[];
}

const HEADER = ['[DEST-ID]', '[ESTB-ID]', '[BANK-ACC]', '[32A-CCY]', '[32A-VAL]', '[32A-AMT]', '[D-DATE]', '[FILE-REF]', '[FILE-REJCDE]', '[MOL-ESTBID]'];
const RECORD = ['[32B-AMT]', '[59-ACC]', '[59-NAME]', '[57-BANK]', '[70-DET]', '[RET-CODE]', '[MOL-BAS]', '[MOL-HAL]', '[MOL-OEA]', '[MOL-DED]', '[MOL-ID]', '[TRN-REF]', '[TRN-STATUS]', '[TRN-DATE]'];

/** Riyals with two decimals, no grouping: 10597.92. */
const amount = (halalas: number): string => `${halalas < 0 ? '-' : ''}${Math.floor(Math.abs(halalas) / 100)}.${String(Math.abs(halalas) % 100).padStart(2, '0')}`;

/** A cell as the file takes it: no tab or line break inside. */
const cell = (value: string): string => value.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * The WPS salary file a Saudi bank takes for Mudad (the layout Saudi banks publish, as Odoo's
 * l10n_sa_hr_payroll writes it): tab-separated rows, the header's titles then the payment's (the
 * establishment's bank, its id there and account, SAR, the value date, the total, the file's
 * reference and its Ministry of Human Resources number), the employee records' titles then one row
 * each (net, IBAN, name, the bank when not the establishment's, what the transfer says, basic,
 * housing, other earnings, deductions, ID), and a last row '-'. Cells the bank fills in stay empty.
 */
export const wpsFile = (payment: WpsPayment): string => {
  const { establishment } = payment;
  const total = payment.lines.reduce((sum, line) => sum + line.net, 0);
  const rows: string[][] = [
    HEADER,
    [establishment.bank, establishment.bankEstablishmentId, establishment.iban, 'SAR', payment.valueDate.replaceAll('-', ''), amount(total), '', payment.reference, '', establishment.molId],
    RECORD,
    ...payment.lines.map((line) => [
      amount(line.net),
      line.iban,
      line.name,
      line.bank === establishment.bank ? '' : line.bank,
      payment.description,
      '',
      amount(line.basic),
      amount(line.housing),
      amount(line.otherEarnings),
      amount(line.deductions),
      line.nationalId,
      '',
      '',
      '',
    ]),
    ['-'],
  ];
  return rows.map((row) => row.map(cell).join('\t')).join('\r\n') + '\r\n';
};
