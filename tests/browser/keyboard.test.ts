import { en } from '@club/locales';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-app';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';
import { formForTwo } from './support/plural';
import { openRelatedTab } from './support/related-tab';

// WCAG 2.1.1 and 2.4.7 (issue 19): a task is found, opened, edited and saved with the keyboard
// alone, and every element the focus lands on on the way shows that it has it.
const env = useBrowserApp();

/** How the focused element shows its focus: an outline of 2 px or more, or a ring drawn as a shadow (the control's, for a hidden native input). */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return 'nothing focused';
    const drawn = (element: Element) => {
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    };
    const shown = getComputedStyle(active).opacity === '0' ? active.closest('.Mui-focusVisible') : active;
    const name = `${active.tagName.toLowerCase()}[name=${active.getAttribute('name')}] "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}" on ${location.pathname}`;
    return shown && drawn(shown) ? 'shown' : `no visible focus on ${name}`;
  });

/** Presses Tab until the focus is on what `matches` finds, checking the focus is visible at each stop. */
const tabTo = async (page: Page, matches: (element: Element, text: string) => boolean, text = '') => {
  const stops: string[] = [];
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        return `${active?.tagName.toLowerCase()} "${(active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 30)}"`;
      }),
    );
    expect(await focusShown(page), `after ${stops.join(', ')}`).toBe('shown');
    // The test runs the predicate in the page: what it needs comes as `text`.
    if (await page.evaluate(([source, argument]) => new Function('element', 'text', `return (${source})(element, text)`)(document.activeElement, argument), [matches.toString(), text] as const)) return;
  }
  throw new Error(`the focus never reached the element; it went to ${stops.join(', ')}`);
};

/** A move to another screen (or the skip link) puts the focus on the screen's heading, where the next Tab starts. */
const onHeading = (page: Page, name: string) =>
  page.waitForFunction((text) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent?.includes(text), name);

describe('the keyboard alone', () => {
  const session = useSignedInPage(env, 'ltr');

  it('finds a task, opens it, edits and saves it, the focus visible at every step', async () => {
    await env.app.http.post('/api/tasks').send({ title: 'Mark the penalty spots', status: 'todo', priority: 'medium' }).expect(201);
    await env.app.http.post('/api/tasks').send({ title: 'Order new corner flags', status: 'todo', priority: 'low' }).expect(201);
    const { page } = session;
    await page.goto('/tasks');
    await page.locator('.record-link').first().waitFor();
    // The skip link first, then straight to the screen.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.ra.navigation.skip_nav);
    expect(await focusShown(page)).toBe('shown');
    await page.keyboard.press('Enter');
    await onHeading(page, formForTwo(en.resources.tasks!.name, 'ltr'));
    await tabTo(page, (element) => element instanceof HTMLInputElement && element.name === 'q');
    await page.keyboard.type('penalty');
    await page.locator('.record-link', { hasText: 'Order new corner flags' }).waitFor({ state: 'detached' });
    // The new range is a status: a screen reader hears "1–1 of 1" without leaving the search.
    expect(await page.locator('.list-pagination [role="status"]').textContent()).toMatch(/^1\D+1\D+1$/);
    await tabTo(page, (element, text) => element.classList.contains('record-link') && element.textContent === text, 'Mark the penalty spots');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tasks\/[^/]+\/show$/);
    await onHeading(page, 'Mark the penalty spots');
    await tabTo(page, (element, text) => element.tagName === 'A' && element.textContent?.trim() === text, en.ra.action.edit);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tasks\/[^/]+$/);
    await page.locator('input[name="title"]').waitFor();
    await onHeading(page, 'Mark the penalty spots');
    await tabTo(page, (element) => element instanceof HTMLInputElement && element.name === 'title');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Mark the penalty spots and the centre circle');
    // On through the rest of the form to Save, the focus visible on every field on the way.
    await tabTo(page, (element, text) => element.tagName === 'BUTTON' && element.textContent?.trim() === text, en.ra.action.save);
    await page.keyboard.press('Enter');
    const saved = async () => ((await env.app.http.get('/api/tasks').query({ filter: JSON.stringify({ q: 'centre circle' }) }).expect(200)).body as { title: string }[]).map((task) => task.title);
    await expect.poll(saved).toEqual(['Mark the penalty spots and the centre circle']);
    expect(session.errors).toEqual([]);
  });
});

/** What a screen reader reads as the field's description: the texts its aria-describedby names. */
const describedText = (field: Locator) =>
  field.evaluate((input) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '));

describe('a form that is refused', () => {
  const session = useSignedInPage(env, 'rtl');

  it('puts the focus on the first invalid field, which names its error to a screen reader', async () => {
    const { page } = session;
    await page.goto('/tasks/create');
    const title = page.locator('input[name="title"]');
    await title.waitFor();
    // Something written, the required title left empty.
    await page.locator('textarea[name="description"]').first().fill('Before the derby');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    // The error text is what describes the field.
    expect((await describedText(title)).trim()).not.toBe('');
    expect(session.errors).toEqual([]);
  });

  it('puts the focus on the field the server refused, as it does for the form\'s own checks', async () => {
    await env.app.http.post('/api/features').send({ name: 'Pool access', nameAr: 'دخول المسبح', category: 'access' }).expect(201);
    const { page } = session;
    await page.goto('/Features/create');
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    await name.fill('Pool access');
    await page.locator('input[name="nameAr"]').fill('دخول المسبح مرة أخرى');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(name)).toContain('هذه القيمة مستخدمة في سجل آخر');
    expect(session.errors).toEqual([]);
  });
});

describe('a list to a screen reader', () => {
  const session = useSignedInPage(env, 'ltr');

  it('names each select box by its record, says which column sorts, and keeps the bulk actions out of reach until a row is selected', async () => {
    await env.app.http.post('/api/tasks').send({ title: 'Line the training pitch', status: 'todo', priority: 'low' }).expect(201);
    const { page } = session;
    await page.goto('/tasks');
    await page.locator('.record-link').first().waitFor();
    const select = page.getByRole('checkbox', { name: en.app.selectRow.replace('%{title}', 'Line the training pitch'), exact: true });
    await expect.poll(() => select.count()).toBe(1);
    const bulkDelete = page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: en.ra.action.delete });
    expect(await bulkDelete.isVisible()).toBe(false);
    // The newest first is no column's order; sorting by a column marks its header, and only it.
    const sorted = page.locator('thead th[aria-sort]');
    expect(await sorted.count()).toBe(0);
    const title = en.resources.tasks!.fields.title!;
    const titleSort = page.locator('thead th').filter({ hasText: title }).locator('.MuiTableSortLabel-root');
    await titleSort.click();
    await expect.poll(() => sorted.getAttribute('aria-sort')).toBe('ascending');
    expect(await sorted.textContent()).toBe(title);
    await titleSort.click();
    await expect.poll(() => sorted.getAttribute('aria-sort')).toBe('descending');
    expect(await sorted.count()).toBe(1);
    await select.check();
    await bulkDelete.waitFor();
    expect(session.errors).toEqual([]);
  });

  it('opens a related record by keyboard from the record that it refers to', async () => {
    const admin = ((await env.app.http.get('/api/users').expect(200)).body as { id: string; email: string }[]).find((user) => user.email === TEST_ADMIN.email)!;
    await env.app.http.post('/api/tasks').send({ title: 'Book the away coach', status: 'todo', priority: 'high', assigneeId: admin.id }).expect(201);
    const { page } = session;
    await page.goto(`/users/${admin.id}/show`);
    const tasks = formForTwo(en.resources.tasks!.name, 'ltr');
    await openRelatedTab(page.locator('.related-records'), tasks);
    const link = page.locator('.related-records .record-link', { hasText: 'Book the away coach' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tasks\/[^/]+\/show$/);
    await onHeading(page, 'Book the away coach');
  });
});

describe('a dialog', () => {
  const session = useSignedInPage(env, 'ltr');

  it('takes the focus in, keeps it there, and gives it back to the button that opened it', async () => {
    const task = (await env.app.http.post('/api/tasks').send({ title: 'Paint the dugouts', status: 'todo', priority: 'low' }).expect(201)).body as { id: string };
    const { page } = session;
    await page.goto(`/tasks/${task.id}`);
    const remove = page.getByRole('button', { name: en.ra.action.delete });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // Tab cycles inside the dialog.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      expect(await focusShown(page)).toBe('shown');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => remove.evaluate((element) => element === document.activeElement)).toBe(true);
    await env.app.http.get(`/api/tasks/${task.id}`).expect(200);
    expect(session.errors).toEqual([]);
  });
});
