import { issueAccessToken } from '@club/api';
import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { bearer, createUser } from '../api/auth-helpers';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';

// Issue 47: a payment voucher signed on the payments' route from its page: who signs next, each
// signature in its trail, the button offered to the step's signer only.
const env = useBrowserApp();
type Row = Record<string, unknown>;

describe.each([['rtl', ar], ['ltr', en]] as const)('a payment voucher signed on its route in %s', (dir: Direction, messages) => {
  it('shows who signs next, takes the signature with a comment and moves to the next step', async () => {
    const { body: admins } = await env.app.http.get('/api/users').query({ filter: JSON.stringify({ q: TEST_ADMIN.username }) }).expect(200);
    const { body: roles } = await env.app.http.get('/api/roles').query({ range: '[0,49]' }).expect(200);
    const adminRole = (roles as Row[]).find((role) => role.key === 'admin')!;
    const { body: routes } = await env.app.http.get('/api/approvalRoutes').query({ filter: JSON.stringify({ requestType: 'paymentVoucher', active: true }) }).expect(200);
    for (const route of routes) await env.app.http.put(`/api/approvalRoutes/${route.id}`).send({ active: false }).expect(200);
    await env.app.http
      .post('/api/approvalRoutes')
      .send({
        name: `Payments ${dir}`,
        nameAr: 'سندات الصرف',
        requestType: 'paymentVoucher',
        steps: [
          { label: 'Finance manager', labelAr: 'المدير المالي', approverUserId: admins[0].id },
          { label: 'General manager', labelAr: 'المدير العام', approverRoleId: adminRole.id, minimumAmount: 10_000 },
        ],
      })
      .expect(201);
    // Prepared by a cashier: the one who prepares a voucher never signs it.
    const cashier = await createUser(env.app, { role: 'admin' });
    const voucher = (
      await env.app.anonymous
        .post('/api/paymentVouchers')
        .set(bearer(await issueAccessToken(env.app, cashier.id)))
        .send({ payeeName: `Riyadh Turf ${dir}`, amount: 25_000, method: 'cash', reason: 'Pitch repair', expenseCategory: 'maintenance' })
        .expect(201)
    ).body;
    const labels = messages.resources.paymentVouchers!;
    const context = await openContext(env.browser, env.app.url, dir);
    try {
      const page = await context.newPage();
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password, `/VoucherPayment/${voucher.id}/show`);
      const step = (en: string, arabic: string) => (dir === 'rtl' ? arabic : en);
      const waiting = page.locator('.waiting-for');
      await expect.poll(() => waiting.textContent()).toBe(messages.app.rules.waitingForStep.replace('%{name}', `${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`).replace('%{step}', step('Finance manager', 'المدير المالي')));
      expect(await page.locator('.approval-trail').innerText()).toContain(step('General manager', 'المدير العام'));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `payment-voucher-to-sign-${dir}`);

      await page.getByRole('button', { name: labels.actions!.confirm }).click();
      const dialog = page.getByRole('dialog', { name: labels.actions!.confirm });
      await dialog.getByRole('textbox').fill(step('Matches the quotation', 'مطابق لعرض السعر'));
      await dialog.getByRole('button', { name: messages.app.recordActions.confirm }).click();
      // Signed: said so, not "confirmed"; still a draft, now waiting for the general manager, whose button this is not.
      const signedNotice = messages.app.recordActions.signed
        .replace('%{resource}', labels.name!.split('||||')[dir === 'rtl' ? 1 : 0]!.trim()) // the form for one
        .replace('%{name}', `Riyadh Turf ${dir}`)
        .replace('%{step}', step('General manager', 'المدير العام'));
      await expect.poll(() => page.getByText(signedNotice).count()).toBeGreaterThan(0);
      await expect.poll(() => page.locator('.approval-trail').innerText()).toContain(step('Matches the quotation', 'مطابق لعرض السعر'));
      await expect.poll(() => waiting.textContent()).toContain(step('General manager', 'المدير العام'));
      expect(await page.locator('.approval-trail').innerText()).toContain(`${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`);
      // Polled: the page is read again after the signature (its own write, then the live change).
      await expect.poll(() => page.locator('.show-page').innerText()).toContain(labels.enums!.status!.draft!);
      const refused = page.getByRole('button', { name: labels.actions!.confirm });
      await expect.poll(() => refused.getAttribute('aria-disabled')).toBe('true');
      expect(await page.locator('main').innerText()).toContain(messages.app.rules.signatureNotYours.replace('%{action}', labels.actions!.confirm!).replace('%{step}', step('General manager', 'المدير العام')));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `payment-voucher-signed-once-${dir}`);
    } finally {
      await context.close();
    }
  });
});
