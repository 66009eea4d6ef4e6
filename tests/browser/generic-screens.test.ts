import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import { loadRegistry } from '@club/schema/node';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { useSignedInPage } from './support/signed-in-page';
import { fillField } from './support/form-filler';
import { ResourcePage } from './support/resource-page';
import { createSampleRecord, sampleValue } from '../support/samples';
import { formForTwo } from './support/plural';

// The generic screens, in Arabic (RTL) and English (LTR): listed, sorted, searched, filtered,
// created, edited and deleted as a person does it. Every resource without an override of these
// parts is drawn by the same generic views, so one standard resource proves them (its kinds are
// proven one by one in field-kinds.test.ts; every resource's screens open in routes.test.ts;
// resources with their own parts have their own tests, e.g. users.test.ts).
const registry = await loadRegistry();
/** A resource whose screen part is overridden (admin/src/overrides/{name}/{Part}.tsx) has its own test. */
const overrides = (name: string, part: string) => existsSync(resolve(import.meta.dirname, `../../admin/src/overrides/${name}/${part}.tsx`));
/** The standard resource: search, sortable columns, an always-shown enum filter, every write. */
const STANDARD = ['tasks'];

const env = useBrowserApp({ seedDemo: true });

// Read-only resources hold what the server writes: a forgotten-password request leaves a message
// in the outbox, so even that list has a row to show.
beforeAll(async () => {
  await env.app.anonymous.post('/api/auth/forgot-password').send({ email: TEST_ADMIN.email }).expect(202);
});

const firstRecord = async (name: string, filter: Record<string, unknown> = {}) =>
  (await env.app.http.get(`/api/${name}`).query({ range: '[0,0]', filter: JSON.stringify(filter) }).expect(200)).body[0] as Record<string, unknown>;

describe.each([['rtl', ar], ['ltr', en]] as const)('in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);

  it('opens in the right language and direction with every resource that has a sidebar entry in the menu', async () => {
    await session.page.goto('/');
    await expect.poll(() => session.page.locator('html').getAttribute('dir')).toBe(dir);
    expect(await session.page.locator('html').getAttribute('lang')).toBe(dir === 'rtl' ? 'ar' : 'en');
    // A document's lines (menu.sidebar: false) are reached from their document instead.
    for (const resource of registry.resources.filter((candidate) => candidate.menu.sidebar !== false)) {
      // Resources sharing a screen (users and roles) have one entry: the screen's first tab.
      const entry = resource.menu.screen
        ? registry.resources.filter((other) => other.menu.screen === resource.menu.screen).sort((a, b) => (a.menu.order ?? 0) - (b.menu.order ?? 0))[0]!
        : resource;
      await expect.poll(() => session.page.locator(`a[href="${entry.route}"]`).count(), { message: resource.name }).toBeGreaterThan(0);
    }
    await screenshot(session.page, `home-${dir}`);
  });

  describe.each(STANDARD.map((name) => [name, registry.get(name)!] as const))('%s', (name, resource) => {
    const screen = () => new ResourcePage(session.page, resource, registry);

    it('lists, sorts, searches and filters', async () => {
      const list = screen();
      await list.openList();
      expect(await list.rows().count()).toBeGreaterThan(0);
      const title = formForTwo(messages.resources[name]!.name, dir);
      await expect.poll(() => session.page.locator('header').innerText()).toContain(title);
      await screenshot(session.page, `${name}-list-${dir}`);

      const sortable = resource.list.columns.find((column) => list.facts.sortable.has(column) && column !== resource.list.sort[0]);
      if (sortable) {
        await list.sortBy(sortable);
        await list.sortBy(sortable);
        expect(session.page.url()).toMatch(/order=(ASC|DESC)/);
      }

      if (list.facts.search.length > 0) {
        const record = await firstRecord(name);
        const field = list.facts.search.find((searchField) => typeof record[searchField] === 'string' && (record[searchField] as string).length > 2)!;
        const text = (record[field] as string).slice(0, 12);
        await list.openList();
        await list.search(text);
        const expected = (await env.app.http.get(`/api/${name}`).query({ filter: JSON.stringify({ q: text }) })).headers['content-range'];
        expect(Number(expected.split('/')[1])).toBeGreaterThan(0);
      }

      const enumFilter = Object.entries(resource.filters ?? {}).find(([field, definition]) => definition?.alwaysOn && resource.fields[field]?.kind === 'enum');
      if (enumFilter) {
        const [field] = enumFilter;
        const record = await firstRecord(name);
        await session.page.goto(`${resource.route}?filter={}`);
        await list.rows().first().waitFor();
        await list.filterBy(field, String(record[field]));
        if (resource.list.columns.includes(field)) {
          const label = messages.resources[name]!.enums![field]![String(record[field])]!;
          const cells = session.page.locator(`tbody td.column-${field}`);
          // Rows refresh when the new session.page arrives: wait until every one shows the filtered value.
          await expect.poll(async () => [...new Set((await cells.allInnerTexts()).map((cell) => cell.trim()))]).toEqual([label]);
        }
      }
    });

    // Rows the server keeps (pages) are neither created nor deleted by anyone.
    it.skipIf(resource.readOnly || resource.serverRows)('creates, edits and deletes a record', async () => {
      const list = screen();
      const id = await list.create();
      const created = (await env.app.http.get(`/api/${name}/${id}`).expect(200)).body;
      expect(created.version).toBe(1);

      const { field, value } = await list.edit(id);
      // The toast names the record it saved, in the screen's language.
      // The singular: English's first form, Arabic's second (its first is for none).
      const singular = messages.resources[name]!.name.split('||||')[dir === 'rtl' ? 1 : 0]!.trim();
      const saved = messages.app.saved.saved.replace('%{resource}', singular).replace('%{name}', value);
      await session.page.locator('[data-sonner-toast]', { hasText: saved }).first().waitFor();
      const edited = (await env.app.http.get(`/api/${name}/${id}`).expect(200)).body;
      expect(edited[field]).toBe(value);
      expect(edited.version).toBe(2);

      if (overrides(name, 'DeleteButton')) return;
      await list.delete(id);
      await env.app.http.get(`/api/${name}/${id}`).expect(404);
    });

    it.skipIf(resource.readOnly || resource.serverRows || overrides(name, 'BulkActions'))('deletes selected records in bulk', async () => {
      const ids = [];
      for (let index = 0; index < 2; index++) ids.push((await createSampleRecord(env.app.http, registry, resource)).id as string);
      await screen().bulkDelete(ids);
      for (const id of ids) await env.app.http.get(`/api/${name}/${id}`).expect(404);
    });
  });

  it('shows a server-side error on its field, in the language of the screen', async () => {
    const resource = registry.resources.find((candidate) =>
      Object.values(candidate.fields).some((field) => field.unique && field.required && field.kind === 'text'),
    )!;
    const [field] = Object.entries(resource.fields).find(([, declaration]) => declaration.unique && declaration.required && declaration.kind === 'text')!;
    const taken = (await firstRecord(resource.name))[field] as string;
    const list = new ResourcePage(session.page, resource, registry);
    await session.page.goto(`${resource.route}/create`);
    for (const [name, declaration] of Object.entries(resource.fields)) {
      if (declaration.required && declaration.default === undefined) await fillField(session.page, name, declaration, name === field ? taken : sampleValue(declaration, name, () => '', resource.name));
    }
    await session.page.locator('form button[type=submit]').click();
    const expected = dir === 'rtl' ? 'هذه القيمة مستخدمة في سجل آخر' : 'Is already used by another record';
    await expect.poll(() => session.page.locator('form').innerText()).toContain(expected);
    expect(session.page.url()).toMatch(new RegExp(`${list.route}/create$`));
    await screenshot(session.page, `server-error-${dir}`);
  });

  it('says "Edit failed" and "Delete failed" with the reason when the server refuses (SPEC §8)', async () => {
    const failed = dir === 'rtl' ? { edit: 'فشل التعديل', delete: 'فشل الحذف' } : { edit: 'Edit failed', delete: 'Delete failed' };
    // An edit only the server judges (a rule its override keeps): a plan's calories far from its macros.
    const plans = registry.get('nutritionPlans')!;
    const plan = (await env.app.http.get('/api/nutritionPlans').query({ range: '[0,0]' }).expect(200)).body[0];
    await session.page.goto(`${plans.route}/${plan.id}`);
    const calories = session.page.locator('form input[name="dailyCalories"]');
    await expect.poll(() => calories.inputValue()).toBe(String(plan.dailyCalories));
    await calories.fill(String(plan.dailyCalories > 3000 ? 1000 : 6000));
    await session.page.locator('form button[type=submit]').click();
    const toast = session.page.locator('[data-sonner-toast]', { hasText: failed.edit });
    await expect.poll(() => toast.count()).toBeGreaterThan(0);
    // Its words, the computed calories filled in.
    expect(await toast.first().innerText()).toContain(messages.resources.nutritionPlans!.rules!.macrosMatchCalories!.split('%{kcal}')[1]!.trim());
    expect((await env.app.http.get(`/api/nutritionPlans/${plan.id}`).expect(200)).body.dailyCalories).toBe(plan.dailyCalories);

    // A delete the database refuses: a warehouse that still holds items.
    const warehouses = registry.get('warehouses')!;
    const item = (await env.app.http.get('/api/warehouseItems').query({ range: '[0,0]' }).expect(200)).body[0];
    await session.page.goto(`${warehouses.route}/${item.warehouseId}`);
    await session.page.locator('button.ra-delete-button').click();
    await session.page.locator('.ra-confirm').click();
    const refused = session.page.locator('[data-sonner-toast]', { hasText: failed.delete });
    await expect.poll(() => refused.count()).toBeGreaterThan(0);
    await env.app.http.get(`/api/warehouses/${item.warehouseId}`).expect(200);
    await screenshot(session.page, `write-failed-${dir}`);
  });

  it('writes dates one way per language, on the show page and the list: "3 Dec 2026", Gregorian with Latin digits in Arabic', async () => {
    const posts = registry.get('clubPosts')!;
    const post = (await env.app.http.post('/api/clubPosts').send({ title: `Dated ${dir}`, titleAr: `مؤرخ ${dir}`, body: 'A dated post.', bodyAr: 'منشور مؤرخ.', channel: 'website', publishAt: '2026-12-03T09:00:00.000Z' }).expect(201)).body;
    // English: day, short month, year; Arabic: the Gregorian month's name, Latin digits, never a Hijri year.
    const expected = dir === 'ltr' ? /3 Dec 2026/ : /3 ديسمبر 2026/;
    await session.page.goto(`${posts.route}/${post.id}/show`);
    const show = session.page.locator('.show-page');
    await expect.poll(() => show.innerText()).toMatch(expected);
    expect(await show.innerText()).not.toMatch(/[\u0660-\u0669]|144\d/);
    await session.page.goto(`${posts.route}?filter=${encodeURIComponent(JSON.stringify({ q: `Dated ${dir}` }))}`);
    await expect.poll(() => session.page.locator('tbody').innerText()).toMatch(expected);
    expect(await session.page.locator('tbody').innerText()).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });

  it("lists a name kept in both scripts as one column, in the screen's language and sorted by it", async () => {
    const { page } = session;
    await page.goto('/players');
    const names = page.locator('tbody td.column-fullName');
    await names.first().waitFor();
    // No second name column.
    expect(await page.locator('thead th.column-fullNameAr').count()).toBe(0);
    const shown = (await names.allInnerTexts()).map((name) => name.trim());
    expect(shown.every((name) => (dir === 'rtl' ? /[\u0600-\u06FF]/ : /^[A-Za-z]/).test(name)), shown.join(', ')).toBe(true);
    // In the order the server sorts that half in (its collation).
    const half = dir === 'rtl' ? 'fullNameAr' : 'fullName';
    const ordered = (await env.app.http.get('/api/players').query({ sort: JSON.stringify([half, 'ASC']), range: JSON.stringify([0, shown.length - 1]) }).expect(200)).body as Record<string, string>[];
    expect(shown).toEqual(ordered.map((player) => player[half]));
  });

  it('raised no error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
