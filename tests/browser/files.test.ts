import { ar, en } from '@club/locales';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { newUser, PDF, PHOTO, uploadTo } from '../support/file-scenarios';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// A file field in the admin (admin/src/files): a circular's attachments are chosen by keyboard,
// uploaded with a progress bar, saved with the record, shown as download links, and one is taken
// out again; a file of a type the field refuses is explained, not uploaded.
const env = useBrowserApp();
const FILES = resolve(import.meta.dirname, '../support/files');

describe.each([['rtl', ar], ['ltr', en]] as const)('in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);
  const t = messages.app.files;

  it('uploads, saves, downloads and removes attachments', async () => {
    const { page } = session;
    await page.goto('/IncomingOutgoing/InternalCirculars/create');
    await page.locator('form input[name="title"]').waitFor();
    await page.locator('form input[name="referenceNumber"]').fill(`IC-2026-${String(Date.now()).slice(-5)}`);
    await page.locator('form input[name="title"]').fill('Kit policy');
    await page.locator('form textarea[name="body"]').fill('The new kits');
    // The picker opens from a real button: reachable by keyboard, named for screen readers.
    const choose = page.getByRole('button', { name: t.chooseMany });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), choose.press('Enter')]);
    await chooser.setFiles([resolve(FILES, 'circular.pdf'), resolve(FILES, 'photo.png')]);
    await page.locator('.ra-input-attachments .MuiChip-root', { hasText: 'photo.png' }).waitFor();
    await page.locator('.ra-input-attachments .MuiChip-root', { hasText: 'circular.pdf' }).waitFor();
    await expect.poll(() => page.locator('[aria-live="polite"]').allInnerTexts()).toContainEqual(expect.stringContaining('photo.png'));
    // Plain text is no attachment this field takes: the person is told, nothing is uploaded.
    await page.locator('form input[type=file][name="attachments"]').setInputFiles(resolve(FILES, 'notes.txt'));
    await page.locator('.ra-input-attachments [role=alert]').waitFor();
    await screenshot(page, `files-form-${dir}`);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/InternalCirculars\/[0-9a-f-]{36}(\/show)?$/);
    const id = /([0-9a-f-]{36})/.exec(page.url())![1]!;
    const saved = (await env.app.http.get(`/api/internalBulletins/${id}`).expect(200)).body;
    expect(saved.attachments.map((file: { name: string }) => file.name)).toEqual(['circular.pdf', 'photo.png']);

    await page.goto(`/IncomingOutgoing/InternalCirculars/${id}/show`);
    const link = page.getByRole('button', { name: t.download.replace('%{name}', 'circular.pdf') });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('circular.pdf');
    await screenshot(page, `files-show-${dir}`);

    await page.goto(`/IncomingOutgoing/InternalCirculars/${id}`);
    await page.getByRole('button', { name: t.remove.replace('%{name}', 'photo.png') }).click();
    await page.locator('form button[type=submit]').click();
    await expect.poll(async () => (await env.app.http.get(`/api/internalBulletins/${id}`).expect(200)).body.attachments.map((file: { name: string }) => file.name)).toEqual(['circular.pdf']);
  });

  it('shows a user\'s photo on their page', async () => {
    expect((await uploadTo(env.app.http, 'users', 'photo', PDF, 'x.pdf')).status).toBe(400);
    const photo = await uploadTo(env.app.http, 'users', 'photo', PHOTO, 'face.png').expect(201);
    const user = (await env.app.http.post('/api/users').send(newUser(photo.body.id)).expect(201)).body;
    await session.page.goto(`/users/${user.id}/show`);
    await expect.poll(() => session.page.locator('img[alt="face.png"]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(2);
  });

  it('raised no error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
