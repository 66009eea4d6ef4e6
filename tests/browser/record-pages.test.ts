import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { formForTwo } from './support/plural';
import { useSignedInPage } from './support/signed-in-page';
import { loadRegistry } from '@club/schema/node';
import { createSampleRecord } from '../support/samples';

// Issue "A back office staff would choose", items 6 and 7: status chips coloured by their declared
// tone, record pages that show what is known (empty fields left out, the history never crushed,
// related lists past the first few under "More"), a role's permissions as a matrix, the audit
// log by names, never keys or UUIDs.

const env = useBrowserApp({ seedDemo: false });
const registry = await loadRegistry();
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** WCAG's contrast ratio of two CSS rgb() colours. */
const contrast = (a: string, b: string) => {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe.each([['ltr', en], ['rtl', ar]] as const)('in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);

  it('colours status chips by their tone, readable at 4.5:1 in the light and the dark theme', async () => {
    const { page } = session;
    for (const status of ['done', 'canceled', 'todo']) await env.app.http.post('/api/tasks').send({ title: `Toned ${status} ${dir}`, status }).expect(201);
    await page.goto(`/tasks?filter=${encodeURIComponent(JSON.stringify({ q: `Toned` }))}`);
    const chip = (status: string) => page.locator('tbody tr', { hasText: `Toned ${status} ${dir}` }).locator('td.column-status .MuiChip-root');
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.context().addCookies([{ name: 'theme', value: theme, url: env.app.url }]);
      await page.reload();
      await chip('done').waitFor();
      const looks = await Promise.all(
        ['done', 'canceled', 'todo'].map(async (status) => ({
          tone: await chip(status).getAttribute('data-tone'),
          ...(await chip(status).evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, text: getComputedStyle(element).color }))),
        })),
      );
      expect(looks.map(({ tone }) => tone)).toEqual(['success', 'error', 'neutral']);
      expect(new Set(looks.map(({ background }) => background)).size).toBe(3);
      // The toned ones are solid colours (the neutral one is the theme's own grey chip).
      for (const { background, text } of looks.slice(0, 2)) expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
      await screenshot(page, `chips-${theme}-${dir}`);
    }
    await page.context().addCookies([{ name: 'theme', value: 'light', url: env.app.url }]);
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it("leaves out a record's empty fields, and keeps its history beside it at least 300 px wide or under it", async () => {
    const { page } = session;
    const task = (await env.app.http.post('/api/tasks').send({ title: `Bare ${dir}`, status: 'todo' }).expect(201)).body;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/tasks/${task.id}/show`);
    const show = page.locator('.show-page');
    await expect.poll(() => show.innerText()).toContain(`Bare ${dir}`);
    // No description was given: no bare "Description" caption.
    expect(await page.locator('.ra-field-description').count()).toBe(0);
    expect(await page.locator('.ra-field-title').count()).toBe(1);
    const history = page.locator('.record-history');
    expect((await history.boundingBox())!.width).toBeGreaterThanOrEqual(300);
    // Narrower: under the record, its whole width.
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(async () => (await history.boundingBox())!.y).toBeGreaterThan((await page.locator('.RaShow-card').boundingBox())!.y + 50);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('folds related lists beyond the first few under "More"', async () => {
    const { page } = session;
    const admin = ((await env.app.http.get('/api/users').expect(200)).body as { id: string }[])[0]!;
    await page.goto(`/users/${admin.id}/show`);
    const related = page.locator('.related-records');
    await related.getByRole('tab').first().waitFor();
    expect(await related.getByRole('tab').count()).toBeLessThanOrEqual(7);
    const more = related.locator('button.related-more');
    await more.click();
    const items = page.getByRole('menuitem');
    const label = await items.first().innerText();
    await items.first().click();
    // The list picked from the menu gets a tab of its own while it is open.
    await expect.poll(() => related.getByRole('tab', { selected: true }).innerText()).toBe(label);
    await screenshot(page, `related-more-${dir}`);
  });

  it("shows a role's page permissions as the matrix, not JSON", async () => {
    const { page } = session;
    const role = ((await env.app.http.get('/api/roles').query({ filter: JSON.stringify({ q: 'cashier' }) }).expect(200)).body as { id: string }[])[0]!;
    await page.goto(`/roles/${role.id}/show`);
    const matrix = page.locator('.show-page .permission-matrix');
    await matrix.waitFor();
    expect(await matrix.getByRole('columnheader', { name: messages.app.roles.page }).count()).toBe(1);
    expect(await page.locator('.show-page').innerText()).not.toMatch(/[{}[\]"]/);
    await screenshot(page, `role-matrix-${dir}`);
  });

  it('names the kinds of record and the records in the audit log, with a picker for the kind', async () => {
    const { page } = session;
    await env.app.http.post('/api/tasks').send({ title: `Audited ${dir}`, status: 'todo' }).expect(201);
    await page.goto(`/AuditLog?filter=${encodeURIComponent(JSON.stringify({ resource: 'tasks' }))}`);
    const row = page.locator('tbody tr', { hasText: `Audited ${dir}` }).first();
    await row.waitFor();
    const singular = messages.resources.tasks!.name.split('||||')[dir === 'rtl' ? 1 : 0]!.trim();
    expect(await row.locator('td.column-resource').innerText()).toBe(singular);
    expect(await page.locator('tbody').innerText()).not.toMatch(UUID);
    expect(await row.locator('td.column-recordId a').innerText()).toBe(`Audited ${dir}`);
    await screenshot(page, `audit-log-${dir}`);
    // The kind of record is picked by its name.
    expect(await page.getByRole('combobox', { name: messages.resources.auditLogs!.fields.resource! }).inputValue()).toBe(formForTwo(messages.resources.tasks!.name, dir));
    await row.click();
    await page.waitForURL(/\/AuditLog\/[^/]+\/show$/);
    await expect.poll(() => page.locator('.show-page').innerText()).toContain(`Audited ${dir}`);
    expect(await page.locator('.show-page').innerText()).not.toMatch(/[{}"]|\bnull\b/);
  });

  it('says what a format looks like, in words with an example, never the regular expression', async () => {
    const { page } = session;
    await page.goto('/Warehouses/Warehouses/create');
    const code = page.locator('form input[name="code"]');
    await code.fill('lower-case');
    await code.blur();
    await page.locator('form button[type=submit]').click();
    await page.getByText(messages.app.formats.upperCode, { exact: true }).first().waitFor();
    expect(await page.locator('form').innerText()).not.toMatch(/\^|\$|\[A-Z/);
  });

  it('shows the Hijri date beside the Gregorian one where the schema marks it, on the list and the record', async () => {
    const { page } = session;
    const driver = await createSampleRecord(env.app.http, registry, registry.get('drivers')!, 0, { licenseExpiry: '2027-03-12' });
    const hijri = new Intl.DateTimeFormat(dir === 'rtl' ? 'ar-SA-u-ca-islamic-umalqura-nu-latn' : 'en-GB-u-ca-islamic-umalqura', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2027-03-12T00:00:00Z'));
    await page.goto(`${registry.get('drivers')!.route}/${driver.id}/show`);
    const field = page.locator('.show-page .ra-field-licenseExpiry');
    await expect.poll(() => field.innerText()).toContain(hijri);
    expect(await field.innerText()).toContain(dir === 'rtl' ? '12 مارس 2027' : '12 Mar 2027');
    // A date the schema does not mark is Gregorian only.
    expect(await page.locator('.show-page .ra-field-createdAt .hijri-date').count()).toBe(0);
  });

  it('raised no error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});

