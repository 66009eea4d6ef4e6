import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';

// Issue 3, item 8: the audit trail shows as a history beside each record: who changed which
// field from what to what, newest first, in the screen's language.

const env = useBrowserApp();

describe.each([['rtl', ar], ['ltr', en]] as const)('a record history in %s', (dir: Direction, messages) => {
  it('lists the changes with the field, the old and the new value, newest first', async () => {
    const task = (await env.app.http.post('/api/tasks').send({ title: `History ${dir}`, priority: 'medium' }).expect(201)).body;
    const { body: admins } = await env.app.http.get('/api/users').query({ filter: JSON.stringify({ q: TEST_ADMIN.username }) }).expect(200);
    await env.app.http.put(`/api/tasks/${task.id}`).send({ priority: 'high', assigneeId: admins[0].id, version: task.version }).expect(200);
    const context = await openContext(env.browser, env.app.url, dir);
    try {
      const page = await context.newPage();
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password, `/tasks/${task.id}/show`);
      const entries = page.locator('.record-history-entry');
      await expect.poll(() => entries.count()).toBe(2);
      const tasks = messages.resources.tasks!;
      const newest = await entries.first().innerText();
      expect(newest).toContain(messages.resources.auditLogs!.enums!.action!.update!);
      expect(newest).toContain(tasks.fields.priority!);
      expect(newest).toContain(tasks.enums!.priority!.medium!);
      expect(newest).toContain(tasks.enums!.priority!.high!);
      // The actor's name arrives with the directory's answer.
      await expect.poll(() => entries.first().innerText()).toContain(messages.app.history.by.replace('%{name}', `${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`));
      expect(await entries.last().innerText()).toContain(messages.resources.auditLogs!.enums!.action!.create!);
      // A reference by the record it names, never its id.
      const assignee = entries.first().locator('p', { hasText: tasks.fields.assigneeId! });
      await expect.poll(() => assignee.innerText()).toContain(`${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`);
      expect(await entries.first().innerText()).not.toContain(admins[0].id);
      await screenshot(page, `history-${dir}`);
    } finally {
      await context.close();
    }
  });
});
