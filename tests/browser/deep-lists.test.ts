import { ar, en } from '@club/locales';
import { MAX_LIST_DEPTH } from '@club/schema';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// A list longer than the pages the API serves (MAX_LIST_DEPTH): its pagination stops there and
// says why, and its export still takes every record, walked page by page by id.
const env = useBrowserApp();
const ROWS = MAX_LIST_DEPTH + 50;

beforeAll(async () => {
  await env.app.pool.query(`INSERT INTO tasks (title, status, priority) SELECT 'Bulk task ' || g, 'todo', 'low' FROM generate_series(1, ${ROWS}) AS g`);
});

describe.each([['rtl', ar], ['ltr', en]] as const)('in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);

  it('stops its pages at the served depth, says why, and exports every record', async () => {
    const { page } = session;
    await page.goto(`/tasks?pageSize=50&page=${MAX_LIST_DEPTH / 50}`);
    await page.locator('tbody tr.RaDatagrid-row').first().waitFor();
    const note = page.getByRole('note');
    await expect.poll(() => note.innerText()).toContain(messages.app.pagination.depthLimit.split('%{depth}')[0]!.trim());
    await expect.poll(() => page.getByRole('button', { name: messages.app.pagination.next }).isDisabled()).toBe(true);
    await screenshot(page, `deep-list-${dir}`);

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: messages.ra.action.export, exact: true }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    // A header, then each task once: more than react-admin's 1,000 and than the pages reach.
    expect(lines.length - 1).toBe(ROWS);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(ROWS);
  });

  it('raised no error in the page', () => {
    expect(session.errors).toEqual([]);
  });
});
