import { ar, en } from '@club/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtp, type LocalSmtp } from '../support/mail-and-sms';
import { TEST_ADMIN } from '../support/test-app';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// /apps (admin/src/screens/apps.tsx): the integrations catalogue with SPEC's search parameters
// (type, filter, sort; invalid ones ignored), and an app set up from its settings form, confirmed
// with the user's password (a dialog, by keyboard), tested against a local SMTP server on
// 127.0.0.1, which the app is told to allow (INTEGRATION_ALLOWED_HOSTS).
const env = useBrowserApp({ prepare: async () => ({ config: { integrationAllowedHosts: ['127.0.0.1'] } }) });
const t = en.screens.apps;
let smtp: LocalSmtp;
beforeAll(async () => {
  smtp = await startLocalSmtp({ username: 'club-mailer', password: 'Mailer-Password-2026' });
});
afterAll(() => smtp?.stop());

const headingsOf = (page: import('playwright-core').Page) => page.locator('.app-card h2').allTextContents();

describe('the apps page', () => {
  const session = useSignedInPage(env, 'ltr');

  it('narrows and orders the apps from its address, ignoring a type or an order it does not know', async () => {
    const { page } = session;
    await page.goto('/apps?type=bogus&sort=sideways');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await expect.poll(() => headingsOf(page)).toEqual([t.names.smtp, t.names.s3, t.names.oidc, t.names.sms]);
    await page.goto('/apps?sort=desc&filter=gateway');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await expect.poll(() => headingsOf(page)).toEqual([t.names.sms]);
    await page.goto('/apps?type=connected');
    await page.getByText(t.empty).waitFor();
  });

  it('sets up the email sender from its form, tests it, and shows it connected', async () => {
    const { page } = session;
    await page.goto('/apps');
    const card = page.locator('.app-card', { has: page.getByRole('heading', { name: t.names.smtp }) });
    await card.getByRole('button', { name: t.settings }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings of Email (SMTP)' });
    await dialog.locator('input[name=host]').fill('127.0.0.1');
    await dialog.locator('input[name=port]').fill(String(smtp.port));
    await dialog.locator('input[name=username]').fill('club-mailer');
    await dialog.locator('input[name=password]').fill('Mailer-Password-2026');
    await dialog.locator('input[name=from]').fill('not an address');
    // Saving asks for the user's password first: a dialog of its own, its field focused.
    await dialog.getByRole('button', { name: t.save }).click();
    const confirm = page.getByRole('dialog', { name: t.confirmTitle });
    const password = confirm.getByLabel(t.yourPassword);
    await expect.poll(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await confirm.getByText(t.confirmText).count()).toBe(1);
    await password.fill(TEST_ADMIN.password);
    await confirm.getByRole('button', { name: t.save }).click();
    // A setting at fault: the question closes and the field says what is wrong.
    await dialog.getByText('A valid email address').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await dialog.locator('input[name=from]').fill('office@club.sa');
    // Typed again, the field no longer says what was wrong with its former value.
    expect(await dialog.getByText('A valid email address').count()).toBe(0);
    await dialog.getByRole('button', { name: t.save }).click();
    // A wrong password stays in the question, under its field; Enter confirms.
    await password.fill('not-my-password');
    await password.press('Enter');
    await confirm.getByText('The current password is not correct').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill(TEST_ADMIN.password);
    await password.press('Enter');
    await page.getByText('The settings of Email (SMTP) are saved.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByText(/In effect: saved here by Test Administrator/).waitFor();
    await dialog.locator('input[name=to]').fill('it@club.sa');
    await dialog.getByRole('button', { name: t.test }).click();
    await dialog.getByText(/The SMTP server accepted a test email to it@club\.sa\./).waitFor();
    expect(smtp.received.at(-1)?.to).toEqual(['it@club.sa']);
    await dialog.getByRole('button', { name: t.close }).click();
    await card.getByText(t.connected, { exact: true }).waitFor();
    await page.goto('/apps?type=connected');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await expect.poll(() => headingsOf(page)).toEqual([t.names.smtp]);
  });
});

describe('the apps page in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('lists the apps right to left', async () => {
    const { page } = session;
    await page.goto('/apps?sort=desc');
    await page.getByRole('heading', { level: 1, name: ar.screens.apps.title }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => headingsOf(page)).toHaveLength(4);
  });

  it('asks for the password in Arabic, and Escape leaves the question without saving', async () => {
    const { page } = session;
    const a = ar.screens.apps;
    await page.goto('/apps');
    const card = page.locator('.app-card', { has: page.getByRole('heading', { name: a.names.sms }) });
    await card.getByRole('button', { name: a.settings }).click();
    const dialog = page.getByRole('dialog', { name: `إعدادات ${a.names.sms}` });
    await dialog.getByRole('button', { name: a.save }).click();
    const confirm = page.getByRole('dialog', { name: a.confirmTitle });
    await confirm.getByText(a.confirmText).waitFor();
    // Named by its title, described by its text, its field labelled: nothing serious for axe.
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByLabel(a.yourPassword).press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: a.save }).waitFor();
  });
});
