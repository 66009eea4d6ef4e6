import { ar, en } from '@club/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// SPEC §2: /tasksView/{id} has no guard. Someone without an account opens a task's public page
// in either language and sees its listed fields; an unknown id says "not found"; the office
// copies the link from the task's show page.
const env = useBrowserApp();
let taskId: string;

beforeAll(async () => {
  taskId = (await env.app.http.post('/api/tasks').send({ title: 'تخطيط الملعب ليوم الجمعة', description: 'طلاء أبيض بعرض 5 سم', status: 'in progress', priority: 'high', dueDate: '2026-12-04', shareable: true }).expect(201)).body.id;
});

describe.each([['rtl', ar], ['ltr', en]] as const)('in %s', (dir: Direction, messages) => {
  it('shows a task to someone who is not signed in', async () => {
    const context = await openContext(env.browser, env.app.url, dir);
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/tasksView/${taskId}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('تخطيط الملعب ليوم الجمعة');
      expect(new URL(page.url()).pathname).toBe(`/tasksView/${taskId}`);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      const status = messages.resources.tasks!.enums!.status!['in progress']!;
      await expect.poll(() => page.locator('.public-field-status').innerText()).toContain(status);
      await expect.poll(() => page.locator('.public-field-title dt').innerText()).toBe(messages.resources.tasks!.fields!.title);
      // Only the listed fields: the assignee and the record's dates are not on the page.
      expect(await page.locator('dt').count()).toBe(6);
      await screenshot(page, `public-task-${dir}`);

      await page.goto('/tasksView/00000000-0000-4000-8000-000000000000');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(messages.app.errorPages.notFound.title);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the office', () => {
  const session = useSignedInPage(env, 'ltr');

  it('copies a task\'s public link from its show page', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await session.page.goto(`/tasks/${taskId}/show`);
    await session.page.getByRole('button', { name: en.app.publicPage.copyLink }).click();
    await expect.poll(() => session.page.evaluate(() => navigator.clipboard.readText())).toBe(`${env.app.url}/tasksView/${taskId}`);
  });
});
