import { describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { createUser } from '../api/auth-helpers';
import { useBrowserApp } from './support/browser-app';
import { signInThroughPage } from './support/sign-in';

// A generated first password (issue 11, item 4): after signing in with it, the shell shows only
// the password form (the server answers nothing else); once changed, the back office opens.
const env = useBrowserApp({ seedDemo: false });

describe.each([
  ['ltr', 'Choose your password', 'Current password', 'New password', 'Confirm new password'],
  ['rtl', 'اختر كلمة مرورك', 'كلمة المرور الحالية', 'كلمة المرور الجديدة', 'تأكيد كلمة المرور الجديدة'],
] as const)('the first password in %s', (dir: Direction, title, current, fresh, confirm) => {
  it('asks for a password of their own before anything else, then opens the back office', async () => {
    const user = await createUser(env.app, { role: 'superadmin' });
    await env.app.auth.requirePasswordChange(user.id);
    const context = await openContext(env.browser, env.app.url, dir);
    const page = await context.newPage();
    await signInThroughPage(page, user.username, user.password);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Only the form: no menu, no screen behind it.
    expect(await page.locator('.RaLayout-content').count()).toBe(0);
    expect(await page.locator('.RaSidebar-fixed').count()).toBe(0);
    await page.getByLabel(current, { exact: true }).waitFor();
    await screenshot(page, `first-password-${dir}`);
    await page.getByLabel(current, { exact: true }).fill(user.password);
    await page.getByLabel(fresh, { exact: true }).fill('Own-Choice-Pitch-2026');
    await page.getByLabel(confirm, { exact: true }).fill('Own-Choice-Pitch-2026');
    await page.locator('form button[type=submit]').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ state: 'detached' });
    await page.locator('.RaLayout-content').waitFor();
    await page.locator('.RaSidebar-fixed').waitFor();
    const { rows } = await env.app.pool.query('SELECT "password_change_required" AS "required" FROM "auth_user_state" WHERE "user_id" = $1', [user.id]);
    expect(rows[0].required).toBe(false);
    await context.close();
  });
});
