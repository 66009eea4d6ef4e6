import { ar, en } from '@club/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// A one-row settings resource (SPEC §2 /Visits/configInvitation): the route opens its form, and a
// save stays there with SPEC §8's "Settings updated successfully" (or "Update failed" and why).
const env = useBrowserApp();

describe.each([['rtl', ar], ['ltr', en]] as const)('in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);

  it('opens the settings form at its route and saves it in place', async () => {
    await session.page.goto('/Visits/configInvitation');
    const text = session.page.locator('form textarea[name="surveyMessage"]');
    await text.waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/Visits/configInvitation');
    await expect.poll(() => session.page.locator('header').innerText()).toContain(messages.resources.invitationSettings!.name.split('||||')[1]!.trim());
    const wording = dir === 'rtl' ? 'شكرًا لزيارتك يا {name}: {link}' : 'Thank you for your visit, {name}: {link}';
    await text.fill(wording);
    await session.page.locator('form input[name="surveyMessageEnabled"]').check();
    await session.page.locator('form button[type=submit]').click();
    await session.page.locator('[data-sonner-toast]', { hasText: messages.app.settingsForm.saved }).first().waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/Visits/configInvitation');
    const [row] = (await env.app.http.get('/api/invitationSettings').expect(200)).body;
    expect(row).toMatchObject({ surveyMessage: wording, surveyMessageEnabled: true });
    await screenshot(session.page, `settings-invitation-${dir}`);
  });

  it('says "Update failed" and why when the server refuses', async () => {
    await session.page.goto('/Visits/configInvitation');
    const text = session.page.locator('form textarea[name="departureMessage"]');
    await text.waitFor();
    // Someone else saved meanwhile: this form's version is stale.
    const [row] = (await env.app.http.get('/api/invitationSettings').expect(200)).body;
    await env.app.http.put(`/api/invitationSettings/${row.id}`).send({ departureMessage: 'Changed elsewhere', version: row.version }).expect(200);
    await text.fill('Goodbye');
    await session.page.locator('form button[type=submit]').click();
    await session.page.locator('[data-sonner-toast]', { hasText: messages.app.settingsForm.updateFailed }).first().waitFor();
    expect((await env.app.http.get('/api/invitationSettings').expect(200)).body[0].departureMessage).toBe('Changed elsewhere');
  });

  it('raised no error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
