import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';
import { seriousViolations } from './support/axe';
import { confirmVoucher } from '../api/billing/second-signer';
import { useBrowserApp } from './support/browser-app';
import { navigate } from './support/navigate';
import { rawValuesShown } from './support/raw-values';
import { useSignedInPage } from './support/signed-in-page';

// The statement of account (admin/src/screens/payerStatement.tsx): a member chosen by keyboard, their
// invoices and receipts with the running balance and their credit, in both languages, right to left
// in Arabic, on a 360 px phone, and on paper without the choice and the button.
const env = useBrowserApp();

let member: { id: string; fullName: string; fullNameAr: string } | undefined;
let receiptId: string;
/** A member with a subscription in two instalments, one paid in part by a receipt that leaves 50 SAR of credit. */
const memberWithStatement = async () => {
  if (member) return member;
  const { http } = env.app;
  await setClubSettings(env.app, { vatNumber: CLUB_VAT_NUMBER, siteNameAr: 'نادي صقور الرياض' });
  const who = (await http.post('/api/clubMembers').send({ fullName: 'Khalid Al-Otaibi', fullNameAr: 'خالد العتيبي', nationalId: '1098765432', gender: 'male', phone: '+966 50 765 4321' }).expect(201)).body;
  const pack = (await http.post('/api/packages').send({ name: 'Statement Gold', nameAr: 'الذهبية', months: 2, price: 800, maxFreezeDays: 0 }).expect(201)).body;
  const subscription = (await http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: pack.id, startDate: '2031-01-01', instalments: 2 }).expect(201)).body;
  const { rows } = await env.app.pool.query(`SELECT "id" FROM "invoices" WHERE "subscription_id" = $1 ORDER BY "due_date"`, [subscription.id]);
  const receipt = (await http.post('/api/receiptVouchers').send({ payerName: 'خالد العتيبي', clubMemberId: who.id, amount: 350, method: 'cash', reason: 'اشتراك', allocations: [{ invoiceId: rows[0].id, amount: 300 }] }).expect(201)).body;
  expect((await confirmVoucher(env.app, 'receiptVouchers', receipt.id)).status).toBe(200);
  receiptId = receipt.id;
  member = who;
  return who;
};

describe.each([
  ['ltr', en, 'Khalid Al-Otaibi'],
  ['rtl', ar, 'خالد العتيبي'],
] as const)('the statement of account (%s)', (dir, messages, name) => {
  const session = useSignedInPage(env, dir);
  const t = messages.screens.payerStatement;

  it('finds a member by keyboard and shows their invoices, receipts, balance and credit', async () => {
    const { page } = session;
    await memberWithStatement();
    await navigate(page, '/finance/statement');
    await page.getByText(t.pick).waitFor();
    const picker = page.getByRole('combobox', { name: t.kinds.member });
    await picker.focus();
    await page.keyboard.type(name.split(' ')[0]!);
    await page.getByRole('option', { name }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(3);
    const footer = (await table.locator('tfoot').innerText()).replace(/\u00a0/g, ' ');
    for (const words of [t.totals.invoiced, t.totals.credit, t.totals.balance]) expect(footer).toContain(words);
    expect((await table.locator('[data-total="credit"]').innerText()).replace(/\u00a0/g, ' ')).toMatch(/50[.,٫]00/);
    expect((await table.locator('[data-total="balance"]').innerText()).replace(/\u00a0/g, ' ')).toMatch(/450[.,٫]00/);
    await page.getByRole('heading', { name: t.heading.replace('%{name}', name) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
    expect(await rawValuesShown(page)).toEqual([]);
    await screenshot(page, `payer-statement-${dir}`);
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    // On paper: the statement, without the choice and the button.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: t.print }).isVisible()).toBe(false);
    expect(await table.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  it('fits a 360 px phone, the table scrolling within its own frame', async () => {
    const { page } = session;
    const who = await memberWithStatement();
    await page.setViewportSize({ width: 360, height: 740 });
    // Opened afresh at that width (a link shared to a phone), the menu folded away.
    await page.goto(`/finance/statement?member=${who.id}`);
    await page.getByRole('table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(361);
    await screenshot(page, `payer-statement-phone-${dir}`);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('a receipt’s credit (rtl)', () => {
  const session = useSignedInPage(env, 'rtl');

  it('is allocated from the receipt’s page to an open invoice of the same payer', async () => {
    const { page } = session;
    const who = await memberWithStatement();
    const texts = ar.resources.receiptVouchers.texts!;
    await navigate(page, `/VoucherReceipt/${receiptId}/show`);
    await page.getByRole('heading', { name: texts.creditTitle.replace('%{amount}', '50.00') }).waitFor();
    await page.getByRole('combobox', { name: texts.creditInvoice }).click();
    await page.getByRole('option').last().click();
    await page.getByRole('button', { name: ar.resources.receiptVouchers.actions!.allocate }).click();
    await expect.poll(async () => (await env.app.http.get(`/api/receiptVouchers/${receiptId}`)).body.unallocatedAmount).toBe(0);
    const { body: statement } = await env.app.http.get(`/api/statements/member/${who.id}`).expect(200);
    expect(statement.totals).toMatchObject({ credit: 0, due: 450 });
    expect(await rawValuesShown(page)).toEqual([]);
    await screenshot(page, 'receipt-credit-allocated-rtl');
  });
});
