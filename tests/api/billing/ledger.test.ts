import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUB_VAT_NUMBER, setClubSettings } from '../../support/club-settings';
import { startTestApp, type TestApp } from '../../support/test-app';
import { person } from '../hr/hr-fixtures';
import { confirmVoucher } from './second-signer';

// The general ledger (schema/src/ledger.ts, api/src/rules/ledger.ts, api/src/overrides/journalEntries.ts):
// documents post balanced entries through the engine when issued or confirmed, a credit note the
// mirror of its invoice's, manual entries are posted by another person, nothing posts into a closed
// month (the database holds it too), and the reports add up to the entries and the invoices.
let app: TestApp;
type Row = Record<string, unknown>;

beforeAll(async () => {
  app = await startTestApp();
  await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER, siteNameAr: 'نادي صقور الرياض' });
});
afterAll(() => app?.stop());

// Each test writes in a year of its own: its months, reports and closings touch no other test's.
let nextYear = 2040;
const yearOf = () => nextYear++;

const line = (values: Row = {}) => ({ description: 'Hall rental', quantity: 1, unitPrice: 100, vatRate: 15, ...values });
const issueInvoice = async (issueDate: string, items: Row[] = [line()], values: Row = {}): Promise<Row> => {
  const response = await app.http.post('/api/invoices').send({ customerName: 'Riyadh School', issueDate, dueDate: issueDate, status: 'issued', items, ...values });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
};

const accountIdOf = async (code: string): Promise<string> => (await app.http.get('/api/accounts').query({ filter: JSON.stringify({ code }) }).expect(200)).body[0].id;
const entriesOf = async (resource: string, id: unknown): Promise<Row[]> => {
  const { body } = await app.http.get('/api/journalEntries').query({ filter: JSON.stringify({ sourceResource: resource, sourceId: id }), sort: JSON.stringify(['createdAt', 'ASC']) }).expect(200);
  return Promise.all((body as Row[]).map(async (entry) => (await app.http.get(`/api/journalEntries/${entry.id}`).expect(200)).body));
};
/** An entry's lines as account code → signed amount (debit positive). */
const byAccount = async (entry: Row): Promise<Record<string, number>> => {
  const { body: accounts } = await app.http.get('/api/accounts').query({ range: '[0,199]' }).expect(200);
  const code = new Map((accounts as Row[]).map((account) => [account.id, account.code]));
  const amounts: Record<string, number> = {};
  for (const item of entry.lines as Row[]) amounts[String(code.get(item.accountId))] = Math.round(((amounts[String(code.get(item.accountId))] ?? 0) + Number(item.debit) - Number(item.credit)) * 100) / 100;
  return amounts;
};

describe('documents posting to the ledger', () => {
  it('posts an issued invoice: receivable, revenue and VAT, linked back to it', async () => {
    const invoice = await issueInvoice(`${yearOf()}-03-10`, [line(), line({ unitPrice: 49.99, quantity: 2 })]);
    const [entry] = await entriesOf('invoices', invoice.id);
    expect(entry).toMatchObject({ kind: 'document', status: 'posted', entryDate: invoice.issueDate, description: expect.stringContaining(String(invoice.number)), totalDebit: 229.98, totalCredit: 229.98 });
    expect(entry!.number).toMatch(/^JE-/);
    expect(await byAccount(entry!)).toEqual({ '1201': 229.98, '4106': -199.98, '2102': -30 });
  });

  it('posts a credit note as the mirror of its invoice’s entry', async () => {
    const year = yearOf();
    const invoice = await issueInvoice(`${year}-04-02`, [line({ unitPrice: 300 })]);
    const note = await issueInvoice(`${year}-04-20`, [line({ unitPrice: 300 })], { type: 'creditNote', creditedInvoiceId: invoice.id });
    const [invoiceEntry] = await entriesOf('invoices', invoice.id);
    const [noteEntry] = await entriesOf('invoices', note.id);
    const posted = await byAccount(invoiceEntry!);
    expect(await byAccount(noteEntry!)).toEqual(Object.fromEntries(Object.entries(posted).map(([code, amount]) => [code, -amount])));
    expect((await app.http.get(`/api/invoices/${invoice.id}`).expect(200)).body.status).toBe('canceled');
  });

  it('posts confirmed vouchers to the cash box or the bank, and an expense by its category', async () => {
    const date = `${yearOf()}-05-05`;
    const receipt = (await app.http.post('/api/receiptVouchers').send({ payerName: 'Member', amount: 500, method: 'cash', reason: 'Fees', voucherDate: date }).expect(201)).body;
    expect((await confirmVoucher(app, 'receiptVouchers', receipt.id)).status).toBe(200);
    const department = (await app.http.post('/api/departments').send({ name: 'Facilities', nameAr: 'المرافق', code: 'FAC-LEDGER' }).expect(201)).body;
    const payment = (await app.http.post('/api/paymentVouchers').send({ payeeName: 'Electricity', amount: 1200, method: 'transfer', bankName: 'Al Rajhi', reference: 'TR-1', reason: 'Power', expenseCategory: 'utilities', voucherDate: date, departmentId: department.id }).expect(201)).body;
    expect(await entriesOf('paymentVouchers', payment.id)).toEqual([]);
    expect((await confirmVoucher(app, 'paymentVouchers', payment.id)).status).toBe(200);
    expect(await byAccount((await entriesOf('receiptVouchers', receipt.id))[0]!)).toEqual({ '1101': 500, '1201': -500 });
    const [expense] = await entriesOf('paymentVouchers', payment.id);
    expect(await byAccount(expense!)).toEqual({ '5103': 1200, '1102': -1200 });
    // The expense line carries the voucher's cost centre; the bank's does not.
    expect((expense!.lines as Row[]).map((item) => item.departmentId ?? null)).toEqual([department.id, null]);
  });

  it('balances every entry, whatever the documents (random invoices and vouchers)', async () => {
    const year = yearOf();
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const ids: [string, unknown][] = [];
    for (let index = 0; index < 12; index++) {
      const date = `${year}-0${1 + (index % 9)}-1${index % 9}`;
      if (index % 3 === 2) {
        const voucher = (await app.http.post('/api/paymentVouchers').send({ payeeName: 'Supplier', amount: Number((random() * 10_000 + 0.01).toFixed(2)), method: 'cash', reason: 'Supplies', expenseCategory: 'equipment', voucherDate: date }).expect(201)).body;
        expect((await confirmVoucher(app, 'paymentVouchers', voucher.id)).status).toBe(200);
        ids.push(['paymentVouchers', voucher.id]);
        continue;
      }
      const items = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        line({ quantity: Number((random() * 10 + 0.01).toFixed(2)), unitPrice: Number((random() * 1000).toFixed(2)), vatRate: random() < 0.3 ? 0 : 15 }),
      );
      ids.push(['invoices', (await issueInvoice(date, items)).id]);
    }
    for (const [resource, id] of ids) {
      const [entry] = await entriesOf(resource, id);
      const lines = entry!.lines as Row[];
      const cents = (field: string) => lines.reduce((sum, item) => sum + Math.round(Number(item[field]) * 100), 0);
      expect(cents('debit')).toBe(cents('credit'));
      expect(lines.every((item) => (Number(item.debit) > 0) !== (Number(item.credit) > 0))).toBe(true);
    }
  });
});

describe('manual journal entries', () => {
  const manual = (date: string, debit = 250, credit = 250) => ({
    entryDate: date,
    description: 'Bank charges for the month',
    lines: [
      { accountId: debitAccount, debit, credit: 0 },
      { accountId: creditAccount, debit: 0, credit },
    ],
  });
  let debitAccount: string;
  let creditAccount: string;
  beforeAll(async () => {
    [debitAccount, creditAccount] = [await accountIdOf('5199'), await accountIdOf('1102')];
  });

  it('are prepared by one person and posted by another, never unbalanced', async () => {
    const preparer = await person(app, 'admin');
    const date = `${yearOf()}-06-30`;
    const unbalanced = (await preparer.as.post('/api/journalEntries').send(manual(date, 250, 240)).expect(201)).body;
    const other = await person(app, 'admin');
    const refused = await other.as.post(`/api/journalEntries/${unbalanced.id}/post`).send({}).expect(400);
    expect(refused.body.message).toBe('The entry does not balance: debits 250.00, credits 240.00');
    const draft = (await preparer.as.post('/api/journalEntries').send(manual(date)).expect(201)).body;
    expect(draft).toMatchObject({ status: 'draft', preparedById: preparer.id, totalDebit: 250 });
    await preparer.as.post(`/api/journalEntries/${draft.id}/post`).send({}).expect(403);
    const posted = (await other.as.post(`/api/journalEntries/${draft.id}/post`).send({}).expect(200)).body;
    expect(posted).toMatchObject({ status: 'posted', postedById: other.id, period: date.slice(0, 7) });
    await other.as.put(`/api/journalEntries/${draft.id}`).send({ description: 'Changed' }).expect(409);
  });

  it('are corrected by their reversal, once', async () => {
    const preparer = await person(app, 'admin');
    const draft = (await preparer.as.post('/api/journalEntries').send(manual(`${yearOf()}-02-01`)).expect(201)).body;
    const posted = (await app.http.post(`/api/journalEntries/${draft.id}/post`).send({}).expect(200)).body;
    const reversal = (await app.http.post(`/api/journalEntries/${posted.id}/reverse`).send({ comment: 'Charged twice' }).expect(200)).body;
    expect(reversal).toMatchObject({ kind: 'reversal', status: 'posted', reversesId: posted.id, description: 'Charged twice', totalDebit: 250 });
    expect(await byAccount(reversal)).toEqual({ '5199': -250, '1102': 250 });
    const twice = await app.http.post(`/api/journalEntries/${posted.id}/reverse`).send({ comment: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This entry has been reversed already');
  });
});

describe('a project', () => {
  it('has spent what the ledger charged to it: posted lines only, a reversal taking it back', async () => {
    const owner = await person(app, 'admin');
    const project = (await app.http.post('/api/projects').send({ name: 'Floodlights', nameAr: 'الإنارة', ownerId: owner.id, budget: 100_000 }).expect(201)).body;
    const [expense, bank] = [await accountIdOf('5104'), await accountIdOf('1102')];
    const draft = (await owner.as.post('/api/journalEntries').send({ entryDate: `${yearOf()}-03-03`, description: 'Floodlight poles', lines: [{ accountId: expense, debit: 42_500, credit: 0, projectId: project.id }, { accountId: bank, debit: 0, credit: 42_500 }] }).expect(201)).body;
    const spentOf = async () => Number((await app.http.get(`/api/projects/${project.id}`).expect(200)).body.spent);
    expect(await spentOf()).toBe(0);
    await app.http.post(`/api/journalEntries/${draft.id}/post`).send({}).expect(200);
    expect(await spentOf()).toBe(42_500);
    await app.http.post(`/api/journalEntries/${draft.id}/reverse`).send({ comment: 'Wrong project' }).expect(200);
    expect(await spentOf()).toBe(0);
  });
});

describe('a closed month', () => {
  it('refuses every posting into it with why, the database too, and opens again with a reason', async () => {
    const year = yearOf();
    await issueInvoice(`${year}-07-03`);
    const { body: [month] } = await app.http.get('/api/accountingPeriods').query({ filter: JSON.stringify({ period: `${year}-07` }) }).expect(200);
    expect(month).toMatchObject({ status: 'open' });
    const closing = await app.http.post(`/api/accountingPeriods/${month.id}/close`).send({});
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    const refused = await app.http.post('/api/invoices').send({ customerName: 'Late', issueDate: `${year}-07-20`, dueDate: `${year}-07-30`, status: 'issued', items: [line()] }).expect(409);
    expect(refused.body.message).toBe(`The month ${year}-07 is closed: nothing posts into it (post the correction in an open month)`);
    // Nothing of the refused invoice was kept.
    expect((await app.pool.query(`SELECT 1 FROM "invoices" WHERE "customer_name" = 'Late'`)).rows).toEqual([]);
    // Under the engine, the database refuses it too.
    const rows = await app.pool.query(`SELECT "id" FROM "journal_entries" WHERE "period" = $1 LIMIT 1`, [`${year}-07`]);
    await expect(app.pool.query(`INSERT INTO "journal_entries" ("entry_date", "period", "description", "kind", "status") VALUES ($1, $2, 'x', 'manual', 'posted')`, [`${year}-07-21`, `${year}-07`])).rejects.toThrow(/closed/);
    await expect(app.pool.query(`UPDATE "journal_lines" SET "debit" = "debit" + 1 WHERE "entry_id" = $1`, [rows.rows[0].id])).rejects.toThrow(/does not balance/);
    await app.http.post(`/api/accountingPeriods/${month.id}/reopen`).send({}).expect(400);
    await app.http.post(`/api/accountingPeriods/${month.id}/reopen`).send({ comment: 'Late supplier invoice' }).expect(200);
    await issueInvoice(`${year}-07-20`);
  });
});

describe('the reports', () => {
  it('give a trial balance that equals the sum of the entries, and a balance sheet that balances', async () => {
    const year = yearOf();
    await issueInvoice(`${year}-01-15`, [line({ unitPrice: 1000 })]);
    const receipt = (await app.http.post('/api/receiptVouchers').send({ payerName: 'School', amount: 1150, method: 'transfer', bankName: 'SNB', reference: 'T-9', reason: 'Invoice', voucherDate: `${year}-01-20` }).expect(201)).body;
    expect((await confirmVoucher(app, 'receiptVouchers', receipt.id)).status).toBe(200);
    const { body: trial } = await app.http.get('/api/ledger/reports/trialBalance').query({ from: `${year}-01-01`, to: `${year}-12-31` }).expect(200);
    const { rows } = await app.pool.query(
      `SELECT a."code", sum(l."debit") AS "debit", sum(l."credit") AS "credit" FROM "journal_lines" l JOIN "journal_entries" e ON e."id" = l."entry_id" JOIN "accounts" a ON a."id" = l."account_id"
       WHERE e."status" = 'posted' AND e."entry_date" BETWEEN $1 AND $2 GROUP BY a."code"`,
      [`${year}-01-01`, `${year}-12-31`],
    );
    for (const row of rows) expect(trial.rows.find((account: Row) => account.code === row.code)).toMatchObject({ debit: Number(row.debit), credit: Number(row.credit) });
    expect(trial.totals.debit).toBe(trial.totals.credit);
    expect(trial.totals.debit).toBe(Math.round(rows.reduce((sum, row) => sum + Number(row.debit) * 100, 0)) / 100);
    const { body: sheet } = await app.http.get('/api/ledger/reports/balanceSheet').query({ at: `${year}-12-31` }).expect(200);
    expect(sheet.difference).toBe(0);
    const { body: income } = await app.http.get('/api/ledger/reports/incomeStatement').query({ from: `${year}-01-01`, to: `${year}-12-31` }).expect(200);
    expect(income.sections[0].rows).toEqual([expect.objectContaining({ code: '4106', amount: 1000 })]);
    expect(income.surplus).toBe(1000);
  });

  it('give the VAT return’s boxes from the invoices of the period, credit notes as adjustments', async () => {
    const year = yearOf();
    const first = await issueInvoice(`${year}-02-03`, [line({ unitPrice: 1000 }), line({ unitPrice: 200, vatRate: 0, vatExemptionReason: 'exportOfServices' })]);
    const second = await issueInvoice(`${year}-02-17`, [line({ unitPrice: 333.33, quantity: 3 }), line({ unitPrice: 50, vatRate: 0, vatExemptionReason: 'privateEducation' })]);
    await issueInvoice(`${year}-02-25`, [line({ unitPrice: 1000 }), line({ unitPrice: 200, vatRate: 0, vatExemptionReason: 'exportOfServices' })], { type: 'creditNote', creditedInvoiceId: first.id });
    await issueInvoice(`${year}-03-01`, [line({ unitPrice: 999 })]);
    const { body } = await app.http.get('/api/ledger/reports/vatReturn').query({ from: `${year}-02-01`, to: `${year}-02-28` }).expect(200);
    const box = (number: number) => body.boxes.find((candidate: Row) => candidate.box === number);
    expect(box(1)).toEqual({ box: 1, amount: 1999.99, adjustment: -1000, vat: Number(second.vatTotal) });
    expect(box(2)).toMatchObject({ amount: 50, vat: 0 });
    expect(box(4)).toMatchObject({ amount: 200, adjustment: -200 });
    // The period's VAT is its invoices' VAT less its credit notes'.
    expect(box(6)!.vat).toBe(Math.round((Number(first.vatTotal) + Number(second.vatTotal) - Number(first.vatTotal)) * 100) / 100);
    expect(box(13)!.vat).toBe(box(6)!.vat);
    await app.http.get('/api/ledger/reports/vatReturn').query({ from: 'soon', to: `${year}-02-28` }).expect(400);
  });

  it('are open only to a role that may open the financial reports', async () => {
    const member = await person(app, 'member');
    await member.as.get('/api/ledger/reports/trialBalance').query({ from: '2040-01-01', to: '2040-12-31' }).expect(403);
  });
});
