import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { misfits } from './support/misfits';
import { formForTwo } from './support/plural';
import { signInByRequest } from './support/sign-in';

// Issue 49: a club fills a list from its spreadsheet: from the list's toolbar to the import screen,
// the file checked (its columns shown, a team the file names that does not exist listed by row and
// column, nothing saved), the column read into another field, checked again, imported.
const env = useBrowserApp();

describe.each([['rtl', ar], ['ltr', en]] as const)('importing teams from a sheet in %s', (dir: Direction, messages) => {
  it('checks the file, lists its problem, takes a column chosen by hand and imports every row', async () => {
    const t = messages.app.imports;
    const team = messages.resources.teams!;
    const suffix = dir === 'rtl' ? 'ع' : 'E';
    // Headings in the screen's language, a category by its label; "Coach" names nobody, and
    // "Ground" is no field's heading: it is read into the season by hand.
    const csv = [
      [team.fields.name, team.fields.nameAr, team.fields.category, 'Ground', team.fields.headCoachId].join(','),
      `Falcons ${suffix},الصقور ${suffix},${(team.enums!.category as Record<string, string>).youth},2026/2027,`,
      `Hawks ${suffix},الشواهين ${suffix},${(team.enums!.category as Record<string, string>).academy},2026/2027,Nobody Known`,
    ].join('\n');
    const context = await openContext(env.browser, env.app.url, dir);
    try {
      const page = await context.newPage();
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password, '/teams');
      await page.getByRole('link', { name: t.title.replace('%{resource}', formForTwo(messages.resources.teams!.name, dir)) }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('input[type=file]').setInputFiles({ name: 'teams.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      // The first check: the season is read from nowhere, and the coach is nobody.
      const problems = page.getByRole('table', { name: t.problem });
      await problems.waitFor();
      await expect.poll(() => problems.locator('tbody tr').count()).toBe(2);
      await expect.poll(() => problems.locator('tbody tr').last().innerText()).toContain('Nobody Known');
      await page.getByRole('combobox', { name: new RegExp(`${t.column} D`) }).click();
      await page.getByRole('option', { name: team.fields.season, exact: true }).click();
      await page.getByRole('button', { name: t.check }).click();
      await expect.poll(() => problems.locator('tbody tr').count()).toBe(1);
      expect((await seriousViolations(page)).map((violation) => violation.rule)).toEqual([]);
      await screenshot(page, `import-problems-${dir}`);
      // On a phone the screen still fits: its tables scroll in their own boxes, nothing covers a control.
      await page.setViewportSize({ width: 360, height: 780 });
      // Polled: the layout follows the new width after a render (MUI's breakpoints are read in an effect).
      await expect
        .poll(async () => {
          const found = await misfits(page, 360);
          return { ...found, pageWidth: found.pageWidth <= 361 };
        })
        .toEqual({ wide: [], covered: [], pageWidth: true });
      await screenshot(page, `import-problems-phone-${dir}`);
      await page.setViewportSize({ width: 1280, height: 800 });
      // Nothing was saved by the checks.
      const { body: none } = await env.app.http.get('/api/teams').query({ filter: JSON.stringify({ q: `Falcons ${suffix}` }) }).expect(200);
      expect(none).toEqual([]);
      // The coach column is left out: the file is ready, and imported.
      await page.getByRole('combobox', { name: new RegExp(`${t.column} E`) }).click();
      await page.getByRole('option', { name: t.skip }).click();
      await page.getByRole('button', { name: t.check }).click();
      await page.getByRole('heading', { name: t.ready }).waitFor();
      await page.getByRole('button', { name: t.run, exact: true }).click();
      await page.getByRole('link', { name: t.backToList }).waitFor();
      const { body: saved } = await env.app.http.get('/api/teams').query({ filter: JSON.stringify({ q: suffix === 'E' ? ' E' : 'ع' }) }).expect(200);
      expect(saved.map((row: { name: string; season: string }) => [row.name, row.season]).sort()).toEqual([[`Falcons ${suffix}`, '2026/2027'], [`Hawks ${suffix}`, '2026/2027']]);
      await screenshot(page, `import-done-${dir}`);
    } finally {
      await context.close();
    }
  });
});
