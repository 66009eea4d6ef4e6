import { en } from '@club/locales';
import { loadRegistry } from '@club/schema/node';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';

// Issue 3, "Done when": a user sees exactly what their role allows, in the menu and in the API;
// an administrator edits a role's page permissions in the matrix and the API follows.

const registry = await loadRegistry();
const env = useBrowserApp();
const PASSWORD = 'Touchline-Manager-2026';

const userWithRole = async (role: string) => {
  const username = `perm.${role}.${Date.now() % 100000}`;
  await env.app.http
    .post('/api/users')
    .send({ firstName: 'Perm', lastName: role, username, email: `${username}@club.sa`, roleId: role, status: 'active', password: PASSWORD })
    .expect(201);
  return `${username}@club.sa`;
};

/** What the session says the role may do, page → actions (the same matrix the API enforces). */
const permissionsOf = async (email: string): Promise<Record<string, string[]>> => {
  const signIn = await env.app.anonymous.post('/api/auth/sign-in').send({ email, password: PASSWORD }).expect(200);
  return signIn.body.user.permissions;
};

describe.each(['manager', 'cashier'] as const)('a %s', (role) => {
  let context: BrowserContext;
  let page: Page;
  let permissions: Record<string, string[]>;

  beforeAll(async () => {
    const email = await userWithRole(role);
    permissions = await permissionsOf(email);
    context = await openContext(env.browser, env.app.url, 'ltr');
    page = await context.newPage();
    await signInByRequest(page, email, PASSWORD);
  });
  afterAll(() => context?.close());

  it('sees in the sidebar exactly the lists the role may open (lines reached from their documents aside)', async () => {
    const menu = page.locator('.RaSidebar-fixed');
    await menu.locator('a').first().waitFor();
    const links = new Set((await menu.locator('a').evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).filter(Boolean));
    for (const resource of registry.resources) {
      const allowed = permissions[resource.name]?.includes('list') ?? false;
      // Resources sharing a screen are one entry, at the first of them the role may list.
      const screenMates = registry.resources.filter((other) => resource.menu.screen && other.menu.screen === resource.menu.screen);
      const entry = screenMates.length ? screenMates.sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0)).find((other) => permissions[other.name]?.includes('list')) : resource;
      if (!allowed || resource.menu.sidebar === false) {
        if (!screenMates.length) expect(links.has(resource.route), `${resource.name} must not be in the menu`).toBe(false);
        continue;
      }
      expect(links.has(entry!.route), `${resource.name} must be in the menu`).toBe(true);
    }
    // A custom screen is in the menu exactly when the role may open it.
    for (const screen of registry.screens) expect(links.has(screen.route), screen.name).toBe(permissions[screen.name]?.includes('show') ?? false);
    await screenshot(page, `permissions-${role}-menu`);
  });

  it('is refused the screens and the API calls the role may not use', async () => {
    const forbidden = registry.resources.find((resource) => !permissions[resource.name]?.includes('list'))!;
    await page.goto(forbidden.route);
    await expect.poll(() => page.getByText('Access Forbidden').count()).toBeGreaterThan(0);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!).state.accessToken as string);
    const refused = await env.app.anonymous.get(`/api/${forbidden.name}`).set('Authorization', `Bearer ${token}`);
    expect(refused.status).toBe(403);
  });

  it("reads a colleague's phone number only with the contactDetails grant", async () => {
    const [colleague] = (await env.app.http.get('/api/users').query({ filter: JSON.stringify({ phone: '+966 50 765 4321' }) }).expect(200)).body;
    const id = colleague?.id ?? (await env.app.http.post('/api/users').send({ firstName: 'Reem', username: `reem.${Date.now() % 100000}`, email: `reem.${Date.now()}@club.sa`, roleId: 'member', phone: '+966 50 765 4321' }).expect(201)).body.id;
    await page.goto(`/users/${id}/show`);
    await page.getByText('Username').first().waitFor();
    const grant = permissions.contactDetails?.includes('show') ?? false;
    expect(grant).toBe(role === 'manager');
    // Neither on the page nor in the record's history beside it.
    await expect.poll(async () => (await page.getByText('+966 50 765 4321').count()) > 0).toBe(grant);
    expect((await page.getByText(en.resources.users!.fields.phone!, { exact: true }).count()) > 0).toBe(grant);
  });

  it('gets no create, invite, export or bulk buttons on the staff directory', async () => {
    await page.goto('/users');
    await page.locator('tbody tr').first().waitFor();
    expect(permissions.users).toEqual(['list', 'show']);
    for (const label of ['Create', 'Invite user', 'Export']) expect(await page.getByRole('button', { name: label }).count(), label).toBe(0);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    expect(await page.locator('tbody input[type=checkbox]').count()).toBe(0);
  });
});

describe('the page permission matrix', () => {
  it('grants what the administrator ticks, and the API follows at once', async () => {
    const email = await userWithRole('member');
    const context = await openContext(env.browser, env.app.url, 'ltr');
    const page = await context.newPage();
    try {
      const member = await env.app.anonymous.post('/api/auth/sign-in').send({ email, password: PASSWORD }).expect(200);
      const bearer = `Bearer ${member.body.accessToken}`;
      await env.app.anonymous.post('/api/tasks').set('Authorization', bearer).send({ title: 'Not yet' }).expect(403);

      const [memberRole] = (await env.app.http.get('/api/roles').query({ filter: JSON.stringify({ q: 'member' }) }).expect(200)).body;
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password, `/roles/${memberRole.id}`);
      const box = page.locator('input[name="tasks.create"]');
      await box.waitFor();
      expect(await box.isChecked()).toBe(false);
      await box.check();
      await screenshot(page, 'permissions-matrix');
      await page.locator('form button[type=submit]').click();
      // Saved, the role's own page: its matrix shows the new grant.
      await page.waitForURL(new RegExp(`/roles/${memberRole.id}/show$`));
      await page.locator('.show-page .permission-matrix tr[data-page="tasks"]').waitFor();

      const saved = (await env.app.http.get(`/api/roles/${memberRole.id}`).expect(200)).body;
      expect(saved.permissions.tasks).toEqual(expect.arrayContaining(['list', 'show', 'create']));
      await env.app.anonymous.post('/api/tasks').set('Authorization', bearer).send({ title: 'Now allowed' }).expect(201);
    } finally {
      await context.close();
    }
  });
});

describe('Manage Pages', () => {
  it("lists every page with SPEC §6's permission labels, in English and Arabic", async () => {
    const context = await openContext(env.browser, env.app.url, 'ltr');
    try {
      const page = await context.newPage();
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
      // Every page, fifty to a page of the list.
      const english: string[] = [];
      const arabic: string[] = [];
      for (let number = 1; (number - 1) * 50 < registry.pages.length; number += 1) {
        await page.goto(`/pages?page=${number}&pageSize=50`);
        await expect.poll(() => page.locator('tbody tr').count()).toBe(Math.min(50, registry.pages.length - (number - 1) * 50));
        english.push(...(await page.locator('tbody td.column-label').allInnerTexts()));
        arabic.push(...(await page.locator('tbody td.column-labelAr').allInnerTexts()));
      }
      expect(new Set(english).size).toBe(registry.pages.length);
      for (const label of ['Sponsors', 'Sponsor Contract', 'Poll', 'Product', 'Asset Categories', 'Internal Bulletins', 'Tasks & Follow up', en.screens.taskReport.title, en.grants.contactDetails!.name]) {
        expect(english, label).toContain(label);
      }
      expect(arabic).toContain('عقد الرعاية');
      await screenshot(page, 'manage-pages-ltr');
    } finally {
      await context.close();
    }
  });
});
