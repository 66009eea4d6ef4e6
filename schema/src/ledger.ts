import { PAYMENT_METHODS } from './payments';
import type { AnyResource } from './resource';
import type { RuleCondition } from './rules';
import { conditionProblems } from './rules-check';

/** What a club pays for (a payment voucher's category): each its own expense account. */
export const EXPENSE_CATEGORIES = ['salaries', 'maintenance', 'utilities', 'equipment', 'transport', 'events', 'medical', 'rent', 'other'] as const;

/**
 * What a posting names instead of an account: the accountant maps each purpose to an account of
 * the chart (postingAccounts), so a club renumbering its chart changes no declaration. A purpose
 * may name a field of the record in braces (`money.{method}`: the cash box for cash, the bank for a
 * transfer); every value of that enum field must then make a purpose of this list.
 */
export const LEDGER_PURPOSES = [
  'receivables',
  'payables',
  'salesRevenue',
  'vatOutput',
  'vatInput',
  'inventory',
  'depreciationExpense',
  'accumulatedDepreciation',
  'openingEquity',
  // A payroll run (schema/src/resources/payrollRuns.ts): the employer's GOSI share, what is owed to
  // the staff and to GOSI, what employees owe back (advances) and the penalties kept for them.
  'gosiExpense',
  'salariesPayable',
  'gosiPayable',
  'employeeAdvances',
  'penaltiesFund',
  ...PAYMENT_METHODS.map((method) => `money.${method}` as const),
  ...EXPENSE_CATEGORIES.map((category) => `expense.${category}` as const),
] as const;
export type LedgerPurpose = (typeof LEDGER_PURPOSES)[number];

/** The five kinds of account, by the chart's first digit (1 assets … 5 expenses). */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** The side an account's balance normally sits on: assets and expenses debit, the others credit. */
export const debitNormal = (type: AccountType): boolean => type === 'asset' || type === 'expense';

/** Where a line posts: a purpose (see LEDGER_PURPOSES), or the account whose code a field of the record holds. */
export type PostingAccount<Field extends string = string> = string | { code: Field };

/** Cost centres a line carries (an expense's department or project): the journal line's field → the record's. */
type PostingCentres<Field extends string> = { departmentId?: Field; projectId?: Field; teamId?: Field };

/** One line of the entry a record posts: the account, and the money field on its debit or its credit side. */
export type PostingLine<Field extends string = string> = {
  account: PostingAccount<Field>;
  /** Only when the record holds these values. */
  when?: RuleCondition<Field>;
} & (
  | { debit?: Field; credit?: Field; centres?: PostingCentres<Field>; each?: undefined }
  | {
      /** The referring record's money field and centres. */
      debit?: string;
      credit?: string;
      centres?: PostingCentres<string>;
      /**
       * The line is posted from each record that refers to this one (`of`, through its reference
       * `via`: a payroll run's payslips), its amount and centres that record's fields, summed per
       * centres into one line each (a run's salaries by department).
       */
      each: { of: string; via: string };
    }
);

/**
 * The journal entry a record posts to the general ledger, through the engine in the write's own
 * transaction, when it first comes to hold `when` (an invoice issued, a voucher confirmed): once
 * per record (its postings' `when` never hold together), dated by `date` (a date field; a month `YYYY-MM`, at its last day; a
 * year, at its first), into an open period only. Lines of no amount are left out; the entry
 * balances or the write is refused. With `reverseWhen`, a record that later comes to hold it (a
 * goods receipt reversed) posts the mirror entry, dated the day it happens.
 */
export interface LedgerPosting<Field extends string = string> {
  when: RuleCondition<Field>;
  date: Field;
  lines: readonly PostingLine<Field>[];
  reverseWhen?: RuleCondition<Field>;
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The purposes a declared account stands for, one per value of the enum fields it names. */
export const purposesOf = (resource: AnyResource, account: string): string[] => {
  let purposes = [account];
  for (const [, name] of account.matchAll(PLACEHOLDER)) {
    const field = resource.fields[name!];
    const values = field?.kind === 'enum' ? field.values : [];
    purposes = purposes.flatMap((purpose) => values.map((value) => purpose.replace(`{${name}}`, value)));
  }
  return purposes;
};

/** The purpose a declared account means for one record (`money.{method}` → `money.cash`). */
export const purposeFor = (account: string, record: Readonly<Record<string, unknown>>): string => account.replace(PLACEHOLDER, (_, name: string) => String(record[name] ?? ''));

const DATE_KINDS = new Set(['date', 'text', 'integer']);
const AMOUNT_KINDS = new Set(['money', 'decimal']);

/** The declaration checked against the resource (and a line's referring records, `each`): fields that exist and fit, purposes that are known. */
export const checkLedger = (resource: AnyResource, all: ReadonlyMap<string, AnyResource> = new Map()): string[] => {
  const problems: string[] = [];
  for (const [index, posting] of (resource.ledger ?? []).entries()) {
    const at = `resource '${resource.name}', ledger[${index}]`;
    const dateKind = resource.fields[posting.date]?.kind;
    if (!dateKind || !DATE_KINDS.has(dateKind)) problems.push(`${at}: date '${posting.date}' must be a date, a month (text) or a year (integer) field`);
    if (posting.lines.length < 2) problems.push(`${at}: an entry has two lines at least`);
    problems.push(...conditionProblems(resource, posting.when, `${at}, when`), ...conditionProblems(resource, posting.reverseWhen, `${at}, reverseWhen`));
    for (const line of posting.lines) problems.push(...conditionProblems(resource, line.when, `${at}, a line's when`));
    for (const line of posting.lines) {
      // A line posted from each referring record reads its amount and centres there.
      const source = line.each ? all.get(line.each.of) : resource;
      if (line.each && (!source || source.fields[line.each.via]?.kind !== 'reference' || (source.fields[line.each.via] as { target?: string }).target !== resource.name)) {
        problems.push(`${at}: each '${line.each.of}.${line.each.via}' must be a reference to ${resource.name}`);
        continue;
      }
      for (const [name, field] of Object.entries(line.centres ?? {})) {
        if (source!.fields[field!]?.kind !== 'reference') problems.push(`${at}: centre ${name} '${field}' must be a reference field`);
      }
      const amount = line.debit ?? line.credit;
      if ((line.debit === undefined) === (line.credit === undefined)) problems.push(`${at}: a line names its debit or its credit, one of them`);
      else if (!AMOUNT_KINDS.has(source!.fields[amount!]?.kind ?? '')) problems.push(`${at}: '${amount}' must be a money field`);
      if (typeof line.account !== 'string') {
        if (resource.fields[line.account.code]?.kind !== 'text') problems.push(`${at}: account code '${line.account.code}' must be a text field`);
        continue;
      }
      for (const [, name] of line.account.matchAll(PLACEHOLDER)) {
        if (resource.fields[name!]?.kind !== 'enum') problems.push(`${at}: '{${name}}' in '${line.account}' must name an enum field`);
      }
      for (const purpose of purposesOf(resource, line.account)) {
        if (!(LEDGER_PURPOSES as readonly string[]).includes(purpose)) problems.push(`${at}: '${purpose}' is not a ledger purpose (LEDGER_PURPOSES)`);
      }
    }
  }
  return problems;
};
