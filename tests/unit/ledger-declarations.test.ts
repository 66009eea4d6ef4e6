import { checkLedger, LEDGER_PURPOSES, purposeFor, purposesOf, type AnyResource } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

// A resource's ledger postings (schema/src/ledger.ts) are checked with the registry: dates and
// amounts that are fields of the right kinds, debit or credit, purposes the chart can map.
const registry = await loadRegistry();
const voucher = registry.get('paymentVouchers')!;
const byName = new Map(registry.resources.map((resource) => [resource.name, resource]));

describe('ledger postings as declared', () => {
  it('hold for every resource that posts', () => {
    const posting = registry.resources.filter((resource) => resource.ledger);
    expect(posting.map((resource) => resource.name).sort()).toEqual(['depreciations', 'invoices', 'itemsImports', 'openingBalances', 'paymentVouchers', 'payrollRuns', 'receiptVouchers']);
    expect(posting.flatMap((resource) => checkLedger(resource, byName))).toEqual([]);
  });

  it('make one purpose per value of the enum a placeholder names', () => {
    expect(purposesOf(voucher, 'money.{method}')).toEqual(['money.cash', 'money.cheque', 'money.transfer', 'money.card', 'money.mada']);
    expect(purposeFor('expense.{expenseCategory}', { expenseCategory: 'rent' })).toBe('expense.rent');
    for (const purpose of purposesOf(voucher, 'expense.{expenseCategory}')) expect(LEDGER_PURPOSES).toContain(purpose);
  });

  it('post a line from each referring record, and name a line whose records do not refer to the document', () => {
    const runs = registry.get('payrollRuns')!;
    const lines = runs.ledger![0]!.lines;
    expect(lines.filter((line) => line.each).map((line) => line.each!.of)).toEqual(lines.map(() => 'payslips'));
    const wrong = { ...runs, ledger: [{ ...runs.ledger![0]!, lines: [{ account: 'expense.salaries', debit: 'grossPay', each: { of: 'payslips', via: 'employeeId' } }, { account: 'salariesPayable', credit: 'totalNet' }] }] } as unknown as AnyResource;
    expect(checkLedger(wrong, byName)).toEqual(["resource 'payrollRuns', ledger[0]: each 'payslips.employeeId' must be a reference to payrollRuns"]);
  });

  it('name each mistake', () => {
    const wrong = {
      ...voucher,
      ledger: [
        {
          when: { status: ['paid'] },
          date: 'amount',
          lines: [
            { account: 'money.{payeeName}', debit: 'amount' },
            { account: 'expense.{expenseCategory}', debit: 'reason', credit: 'amount' },
            { account: 'treasure', credit: 'amount', centres: { projectId: 'reason' } },
          ],
        },
      ],
    } as unknown as AnyResource;
    expect(checkLedger(wrong)).toEqual([
      "resource 'paymentVouchers', ledger[0]: date 'amount' must be a date, a month (text) or a year (integer) field",
      "resource 'paymentVouchers', ledger[0], when: 'paid' is not a value of 'status'",
      "resource 'paymentVouchers', ledger[0]: '{payeeName}' in 'money.{payeeName}' must name an enum field",
      "resource 'paymentVouchers', ledger[0]: a line names its debit or its credit, one of them",
      "resource 'paymentVouchers', ledger[0]: centre projectId 'reason' must be a reference field",
      "resource 'paymentVouchers', ledger[0]: 'treasure' is not a ledger purpose (LEDGER_PURPOSES)",
    ]);
  });
});
