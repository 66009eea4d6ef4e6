import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// /Executive/StakeholdersAnalysisReport (SPEC §2): the stakeholders' list with the power/interest
// grid above it (admin/src/overrides/stakeholders/ListHeader.tsx): each quadrant holds the
// stakeholders the server placed there, and the grid follows the list's filters.
const env = useBrowserApp();
const PATH = '/Executive/StakeholdersAnalysisReport';

const add = (name: string, category: string, power: number, interest: number) =>
  env.app.http.post('/api/stakeholders').send({ name, category, power, interest, attitude: 'supporter' }).expect(201);

describe('the stakeholder analysis report', () => {
  const session = useSignedInPage(env, 'ltr');

  it('places each stakeholder in its quadrant, and narrows with the filters', async () => {
    await add('Sports ministry', 'government', 5, 5);
    await add('City council', 'government', 5, 2);
    await add('Daily paper', 'media', 2, 5);
    await add('Kit maker', 'supplier', 1, 1);
    const { page } = session;
    await page.goto(PATH);
    const grid = page.getByRole('region', { name: en.app.stakeholderGrid.title });
    const quadrant = (strategy: string) => grid.locator(`.quadrant-${strategy}`);
    await quadrant('manageClosely').getByRole('link', { name: 'Sports ministry' }).waitFor();
    expect(await quadrant('keepSatisfied').getByRole('link').allInnerTexts()).toEqual(['City council']);
    expect(await quadrant('keepInformed').getByRole('link').allInnerTexts()).toEqual(['Daily paper']);
    expect(await quadrant('monitor').getByRole('link').allInnerTexts()).toEqual(['Kit maker']);
    // Rows are power, columns interest, named as headers for a screen reader.
    expect(await grid.getByRole('columnheader').allInnerTexts()).toEqual([en.app.stakeholderGrid.lowInterest, en.app.stakeholderGrid.highInterest]);
    expect(await grid.getByRole('rowheader').allInnerTexts()).toEqual([en.app.stakeholderGrid.highPower, en.app.stakeholderGrid.lowPower]);
    await page.goto(`${PATH}?filter=${encodeURIComponent(JSON.stringify({ category: 'government' }))}`);
    // Low interest first: the high-power row reads keep satisfied, then manage closely.
    await expect.poll(() => grid.getByRole('link').allInnerTexts()).toEqual(['City council', 'Sports ministry']);
    expect(await quadrant('keepSatisfied').getByRole('link').allInnerTexts()).toEqual(['City council']);
    await quadrant('keepSatisfied').getByRole('link', { name: 'City council' }).click();
    await page.getByText('City council', { exact: true }).first().waitFor();
    expect(page.url()).toContain('/show');
    expect(session.errors).toEqual([]);
  });
});

describe('the stakeholder analysis report in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('reads right to left, the grid in Arabic', async () => {
    const { page } = session;
    await page.goto(PATH);
    const grid = page.getByRole('region', { name: ar.app.stakeholderGrid.title });
    await grid.getByRole('columnheader', { name: ar.app.stakeholderGrid.highInterest }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(session.errors).toEqual([]);
  });
});
