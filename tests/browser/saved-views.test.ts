import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { rawValuesShown } from './support/raw-values';
import { useSignedInPage } from './support/signed-in-page';

// Issue 49, saved views as a person uses them: a filtered list with its columns chosen is saved
// under a name from the toolbar, picked again from the toolbar's menu, pinned, and opened from the
// sidebar with its filters and columns; in English and in Arabic, with nothing axe finds serious.
const env = useBrowserApp();
const TOKEN = `Saved${Date.now() % 100000}`;
const views = (locale: typeof en) => locale.resources.savedViews!.texts!;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

describe('saved views', () => {
  const session = useSignedInPage(env, 'ltr');

  it('save a filtered list with its columns, pick it again, pin it and open it from the sidebar', async () => {
    const { page, errors } = session;
    const t = views(en);
    await env.app.http.post('/api/tasks').send({ title: `${TOKEN} urgent`, status: 'todo', priority: 'high', label: 'bug' }).expect(201);
    await env.app.http.post('/api/tasks').send({ title: `${TOKEN} later`, status: 'backlog', priority: 'low' }).expect(201);
    await page.goto(`/tasks?status=todo&priority=high&filter=${TOKEN}`);
    const rows = page.locator('tbody tr');
    await eventually(() => rows.innerText()).toContain(`${TOKEN} urgent`);

    // The label column goes (a checkbox item of the Columns menu, by keyboard).
    const headers = page.locator('thead th');
    await eventually(() => headers.allInnerTexts()).toContain('Label');
    await page.getByRole('button', { name: t.columns }).click();
    await page.getByRole('menuitemcheckbox', { name: en.resources.tasks!.fields.label }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await eventually(() => headers.allInnerTexts()).not.toContain('Label');

    // Saved as a new view, pinned: the toolbar names it.
    await page.getByRole('button', { name: t.button }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('menuitem', { name: t.saveNew }).click();
    const dialog = page.getByRole('dialog', { name: t.saveTitle });
    await dialog.getByLabel(en.resources.savedViews!.fields.name).fill(`${TOKEN} urgent work`);
    await dialog.getByLabel(t.pinField).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: en.ra.action.save }).click();
    const current = page.getByRole('button', { name: t.current.replace('%{name}', `${TOKEN} urgent work`) });
    await current.waitFor();
    const [saved] = (await env.app.http.get(`/api/savedViews?filter=${encodeURIComponent(JSON.stringify({ q: TOKEN }))}`).expect(200)).body;
    expect(saved).toMatchObject({ resource: 'tasks', pinned: true, state: { filter: { status: ['todo'], priority: ['high'], q: TOKEN } } });
    expect(saved.state.columns).not.toContain('label');

    // The whole list again, then the view picked from the toolbar's menu.
    await page.goto('/tasks');
    await page.getByRole('button', { name: t.button }).click();
    await page.getByRole('menuitemradio', { name: new RegExp(`${TOKEN} urgent work`) }).click();
    await page.waitForURL(/status=todo/);
    expect(new URL(page.url()).searchParams.get('priority')).toBe('high');
    await current.waitFor();
    await eventually(() => headers.allInnerTexts()).not.toContain('Label');
    expect(await rawValuesShown(page)).toEqual([]);

    // From the sidebar, on another page: the list opens with the view applied.
    await page.getByRole('button', { name: t.columns }).click();
    await page.getByRole('menuitem', { name: t.columnsReset }).click();
    await page.keyboard.press('Escape');
    await page.goto('/');
    const pinned = page.getByRole('group', { name: t.sidebar }).getByRole('link', { name: new RegExp(`${TOKEN} urgent work`) });
    await pinned.click();
    await page.waitForURL(/\/tasks\?.*status=todo/);
    await eventually(() => rows.innerText()).toContain(`${TOKEN} urgent`);
    expect(await rows.innerText()).not.toContain(`${TOKEN} later`);
    await eventually(() => headers.allInnerTexts()).not.toContain('Label');
    await screenshot(page, 'saved-views-en');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('saved views in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('are offered, named and opened from the sidebar in Arabic', async () => {
    const { page, errors } = session;
    const t = views(ar);
    await env.app.http.post('/api/savedViews').send({ name: `${TOKEN} مهام اليوم`, resource: 'tasks', state: { filter: { status: ['todo'] }, sort: { field: 'createdAt', order: 'DESC' }, perPage: 25 }, pinned: true }).expect(201);
    await page.goto('/');
    await page.getByRole('group', { name: t.sidebar }).getByRole('link', { name: new RegExp(`${TOKEN} مهام اليوم`) }).click();
    await page.waitForURL(/\/tasks\?.*pageSize=25.*status=todo/);
    await page.getByRole('button', { name: t.current.replace('%{name}', `${TOKEN} مهام اليوم`) }).click();
    await page.getByRole('menuitem', { name: t.saveNew }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'saved-views-ar');
    await page.keyboard.press('Escape');
    expect(await rawValuesShown(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
