import { afterAll, describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { startLocalProvider, type LocalProvider } from '../support/oidc-provider';
import { freePort, TEST_ADMIN } from '../support/test-app';
import { createUser, PASSWORD } from '../api/auth-helpers';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { signInThroughPage } from './support/sign-in';

// /clerk: a person signs in through a local OpenID Connect provider (oidc-provider) in the built
// admin, links it to their account with its password, sees their linked identity, and a new
// person's request waits for an administrator.
let provider: LocalProvider;
const env = useBrowserApp({
  prepare: async () => {
    provider = await startLocalProvider();
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    provider.register(`${publicUrl}/api/auth/oidc/callback`);
    return { port, config: { mail: { publicUrl }, oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Club ID', defaultRole: 'member' } } };
  },
});
afterAll(() => provider?.stop());

describe('third-party sign-in', () => {
  it("signs a person in through the identity provider from the sign-in page once their account's password links it, and lists the identity in English", async () => {
    provider.accounts.set('khalid.otaibi@provider.example', { sub: 'khalid-1', email: 'khalid.otaibi@provider.example', email_verified: true, given_name: 'Khalid', family_name: 'Otaibi' });
    await createUser(env.app, { email: 'khalid.otaibi@provider.example', firstName: 'Khalid', lastName: 'Otaibi', role: 'manager' });
    const context = await openContext(env.browser, env.app.url, 'ltr');
    const page = await context.newPage();
    await page.goto('/sign-in?redirect=%2Ftasks');
    await page.getByRole('link', { name: 'Continue with Club ID' }).click();
    await page.waitForURL(/\/clerk\/sign-in/);
    await page.getByRole('heading', { name: 'Sign in with Club ID' }).waitFor();
    await page.getByRole('button', { name: 'Continue with Club ID' }).click();
    // At the provider: its own login page.
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Email').fill('khalid.otaibi@provider.example');
    await page.getByRole('button', { name: 'Sign in at the provider' }).click();
    // An account here has the email: its password, not the email, links the two.
    await page.waitForURL(/\/clerk\/sign-in\?link=1/);
    await page.getByRole('heading', { name: 'Link your Club ID account' }).waitFor();
    await page.getByText(/An account here already has the email .khalid\.otaibi@provider\.example./).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByText('Please enter your password.').waitFor();
    await page.getByLabel('Password of the account here').fill('not-the-password');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByText("This is not the account's password").waitFor();
    await page.getByLabel('Password of the account here').fill(PASSWORD);
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    // Back home, signed in, where the sign-in was asked for.
    await page.waitForURL((url) => url.origin === env.app.url && url.pathname === '/tasks');
    await page.getByRole('button', { name: 'Khalid Otaibi' }).waitFor();
    await page.getByRole('button', { name: 'Khalid Otaibi' }).click();
    await page.getByRole('menuitem', { name: 'Linked identities' }).click();
    await page.waitForURL(/\/clerk\/user-management$/);
    const table = page.getByRole('table', { name: 'Your linked identities' });
    await table.waitFor();
    expect(await table.getByText('khalid.otaibi@provider.example', { exact: true }).count()).toBe(1);
    expect(await table.getByRole('button', { name: 'Unlink: khalid.otaibi@provider.example' }).count()).toBe(1);
    await context.close();
  });

  it("keeps a new person's request waiting until an administrator approves it, in Arabic", async () => {
    provider.accounts.set('reem.shehri@provider.example', { sub: 'reem-1', email: 'reem.shehri@provider.example', email_verified: true, given_name: 'Reem', family_name: 'Shehri' });
    const visitor = await openContext(env.browser, env.app.url, 'rtl');
    const page = await visitor.newPage();
    await page.goto('/clerk/sign-up');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: 'الطلب عبر Club ID' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByLabel('Email').fill('reem.shehri@provider.example');
    await page.getByRole('button', { name: 'Sign in at the provider' }).click();
    await page.waitForURL(/\/clerk\/sign-in\?status=pending/);
    await page.getByText('حسابك بانتظار موافقة أحد المسؤولين').waitFor();

    const office = await openContext(env.browser, env.app.url, 'rtl');
    const admin = await office.newPage();
    await signInThroughPage(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.goto('/clerk/user-management');
    const waiting = admin.getByRole('table', { name: 'حسابات بانتظار الموافقة' });
    await waiting.waitFor();
    await waiting.getByRole('button', { name: 'موافقة: Reem Shehri' }).click();
    await admin.getByText('يمكن لـ Reem Shehri الدخول الآن.').waitFor();
    await office.close();

    // Approved: the same provider account now signs in.
    await page.goto('/clerk/sign-in');
    await page.getByRole('button', { name: 'المتابعة عبر Club ID' }).click();
    await page.waitForURL((url) => url.origin === env.app.url && url.pathname === '/');
    await page.getByRole('button', { name: 'Reem Shehri' }).waitFor();
    await visitor.close();
  });
});
