import { ar, en } from '@club/locales';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { anonymous, bearer } from '../api/auth-helpers';
import { useBrowserApp } from './support/browser-app';
import { ResourcePage } from './support/resource-page';
import { useSignedInPage } from './support/signed-in-page';

// The API keys' screen (issue 50): a key made there shows its secret once, in a dialog with a copy
// button, and never again (not on a reload, not in the API); a rotation shows the new one the same way.
const env = useBrowserApp();
const registry = await loadRegistry();
const SECRET = /^club_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/;

describe.each([['rtl', ar], ['ltr', en]] as const)('in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);

  it('shows a new key’s secret once, to copy, and never again', async () => {
    const { page } = session;
    const keys = new ResourcePage(page, registry.get('apiKeys')!, registry);
    const id = await keys.create();
    const dialog = page.getByRole('dialog', { name: messages.app.revealed.title });
    await dialog.waitFor();
    const secret = await dialog.locator('textarea.revealed-secret:not([aria-hidden])').inputValue();
    expect(secret).toMatch(SECRET);
    // Its label, its warning and its buttons in the page's language; the value reads left to right.
    await expect.poll(() => dialog.innerText()).toContain(messages.app.revealed.once);
    expect(await dialog.locator('textarea.revealed-secret:not([aria-hidden])').getAttribute('dir')).toBe('ltr');
    await dialog.locator('button.revealed-copy-secret').focus();
    await screenshot(page, `api-key-secret-${dir}`);
    // The key works, and nothing keeps its secret: not the API's answers, not the page after a reload.
    expect((await anonymous(env.app).get('/api/tasks').set(bearer(secret))).status).not.toBe(401);
    expect(JSON.stringify((await env.app.http.get(`/api/apiKeys/${id}`).expect(200)).body)).not.toContain(secret.slice(23));
    await dialog.locator('button.revealed-done').click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.RaShow-main').waitFor();
    expect(await page.locator('.revealed-dialog').count()).toBe(0);
    expect(await page.content()).not.toContain(secret.slice(23));

    // A rotation: the new secret the same way, once (on a phone: the dialog fits its 360 px).
    await page.setViewportSize({ width: 360, height: 740 });
    // Opened again at that width: the sidebar open on the wide screen would be a drawer over it.
    await page.reload();
    await page.locator('.RaShow-main').waitFor();
    await page.locator('button.record-action-rotate').click();
    await page.locator('input.action-value').fill('0');
    await page.getByRole('button', { name: messages.app.recordActions.confirm }).click();
    await dialog.waitFor();
    const rotated = await dialog.locator('textarea.revealed-secret:not([aria-hidden])').inputValue();
    expect(rotated).toMatch(SECRET);
    expect(rotated).not.toBe(secret);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await screenshot(page, `api-key-rotated-phone-${dir}`);
    await dialog.locator('button.revealed-done').click();
    await dialog.waitFor({ state: 'detached' });
    // An overlap of 0: the first secret stopped at once.
    await anonymous(env.app).get('/api/tasks').set(bearer(secret)).expect(401);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('raised no error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
