import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { bearer, createUser } from '../api/auth-helpers';
import { PDF } from '../support/file-scenarios';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';

// Issue 49: every record's page has its discussion. A comment is written with the keyboard alone,
// a colleague mentioned by typing @ and part of their name in either script, and the thread reads
// in the screen's language, passes axe and fits a phone. What the club requires is locked on in
// everyone's notification settings.

const env = useBrowserApp();

// Each language its own colleague (the app is shared): typed in the screen's script, shown in its language.
describe.each([
  ['rtl', ar, { firstName: 'Khalid', lastName: 'Colleague', firstNameAr: 'خالد', lastNameAr: 'الزميل' }, 'خالد', 'خالد الزميل'],
  ['ltr', en, { firstName: 'Kamal', lastName: 'Colleague', firstNameAr: 'كمال', lastNameAr: 'الزميل' }, 'Kama', 'Kamal Colleague'],
] as const)('the comments of a record in %s', (dir: Direction, messages, names, typed, shown) => {
  it('take a comment with a mention, typed and picked with the keyboard', async () => {
    const colleague = await createUser(env.app, { role: 'manager', ...names });
    const ticket = (await env.app.http.post('/api/supportTickets').send({ subject: `Comments ${dir}`, description: 'The hall projector', category: 'technical' }).expect(201)).body;
    const context = await openContext(env.browser, env.app.url, dir);
    try {
      const page = await context.newPage();
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password, `/Supports/SupportTickets/${ticket.id}/show`);
      const words = messages.app.comments;
      const box = page.getByRole('textbox', { name: words.label });
      await box.waitFor();
      await page.locator('.record-comments').getByText(words.empty).waitFor();
      // Keyboard only: into the box, type a mention, pick it with the arrows and Enter.
      await box.focus();
      await page.keyboard.type(`${dir === 'rtl' ? 'انظر' : 'Please look'} @${typed}`);
      const option = page.getByRole('option', { name: shown });
      await option.waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => box.inputValue()).toContain(`@${shown} `);
      // The next stops after the box are its attach button, then its send button.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(words.attach);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(words.send);
      await page.keyboard.press('Enter');
      const comment = page.locator('.record-comment');
      await comment.first().waitFor();
      expect(await comment.first().innerText()).toContain(`@${shown}`);
      expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
      await screenshot(page, `comments-${dir}`);
      // The colleague is told, in the app.
      const { rows } = await env.app.pool.query(`SELECT "kind" FROM "notification_recipients" WHERE "user_id" = $1`, [colleague.id]);
      expect(rows).toEqual([{ kind: 'mentioned' }]);
      // A phone: the thread and its box within the screen's width.
      await page.setViewportSize({ width: 360, height: 780 });
      await page.locator('.record-comments').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `comments-phone-${dir}`);
    } finally {
      await context.close();
    }
  });

  it('take a file with a comment, and show another’s comment as soon as it is written', async () => {
    const task = (await env.app.http.post('/api/tasks').send({ title: `Line the pitch ${dir}` }).expect(201)).body;
    // A member reads tasks and has no permission on the comments' own page: the task's rules are theirs.
    const [colleague, member] = await Promise.all([createUser(env.app, { role: 'manager', ...names }), createUser(env.app, { role: 'member' })]);
    const context = await openContext(env.browser, env.app.url, dir);
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInByRequest(page, member.email, member.password, `/tasks/${task.id}/show`);
      const words = messages.app.comments;
      const box = page.getByRole('textbox', { name: words.label });
      await box.waitFor();
      await box.fill(dir === 'rtl' ? 'مخطط الملعب مرفق' : 'The pitch plan, attached');
      // The picker is the attach button's; the file uploads at once and waits as a removable chip.
      await page.locator('.comment-box input[type=file]').setInputFiles({ name: 'pitch-plan.pdf', mimeType: 'application/pdf', buffer: PDF });
      const chosen = page.getByRole('group', { name: words.toSend });
      await chosen.getByRole('button', { name: messages.app.files.remove.replace('%{name}', 'pitch-plan.pdf') }).waitFor();
      await page.locator('.comment-box').scrollIntoViewIfNeeded();
      await screenshot(page, `comments-attachment-chosen-${dir}`);
      await page.getByRole('button', { name: words.send, exact: true }).click();
      const download = page.locator('.record-comment').getByRole('button', { name: messages.app.files.download.replace('%{name}', 'pitch-plan.pdf') });
      await download.waitFor();
      expect(await page.locator('.record-comment').getByRole('group', { name: words.attachments }).count()).toBe(1);
      // The box is empty again, its chips gone.
      expect(await chosen.getByRole('button', { name: messages.app.files.remove.replace('%{name}', 'pitch-plan.pdf') }).count()).toBe(0);
      const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(saved.suggestedFilename()).toBe('pitch-plan.pdf');
      // Someone else comments (through the API): it shows in the open thread, without a reload.
      const token = await issueAccessToken(env.app, colleague.id);
      await supertest(env.app.url).post(`/api/tasks/${task.id}/comments`).set(bearer(token)).send({ body: `${shown}: on it` }).expect(201);
      await page.locator('.record-comment').filter({ hasText: `${shown}: on it` }).waitFor({ timeout: 2_000 });
      expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
      await page.locator('.record-comments').scrollIntoViewIfNeeded();
      await screenshot(page, `comments-attachment-${dir}`);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.locator('.record-comments').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `comments-attachment-phone-${dir}`);
    } finally {
      await context.close();
    }
  });

  it('show the notifications the club requires as on and locked, with the reason', async () => {
    const [policy] = (await env.app.http.get('/api/notificationPolicy').expect(200)).body;
    await env.app.http.put(`/api/notificationPolicy/${policy.id}`).send({ required: ['mentionedEmail'], version: policy.version }).expect(200);
    const context = await openContext(env.browser, env.app.url, dir);
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 360, height: 780 });
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password, '/settings/notifications');
      const texts = messages.app.settings.notifications;
      const locked = page.getByRole('switch', { name: `${texts.topics.mentioned}: ${texts.channels.email}` }).or(page.getByRole('checkbox', { name: `${texts.topics.mentioned}: ${texts.channels.email}` }));
      await expect.poll(() => locked.isDisabled()).toBe(true);
      expect(await locked.isChecked()).toBe(true);
      expect(await locked.getAttribute('aria-describedby')).toBeTruthy();
      expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
      await screenshot(page, `notification-settings-phone-${dir}`);
    } finally {
      await context.close();
      const [current] = (await env.app.http.get('/api/notificationPolicy').expect(200)).body;
      await env.app.http.put(`/api/notificationPolicy/${current.id}`).send({ required: [], version: current.version }).expect(200);
    }
  });
});
