import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { openSignedInPage } from './support/signed-in-page';

// SPEC §2, §5, §8, §9 on a list screen: the URL search parameters (page, pageSize, status,
// priority, filter) with their defaults, the URL written back and restored by the back button,
// the pagination helper with ellipses, and "No results.", in Arabic (RTL) and English (LTR).

/** Polls like expect.poll, with time for a loaded two-core machine (its default is 1 s). */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const env = useBrowserApp();
const TOKEN = `Listurl${Date.now() % 100000}`;
const STATUSES = ['backlog', 'todo', 'in progress', 'done'] as const;
const PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
/** 32 tasks carrying TOKEN: 7 pages of 5; none canceled. */
const TASK_COUNT = 32;

beforeAll(async () => {
  // One after the other: the list sorts by creation time, newest first.
  for (let index = 0; index < TASK_COUNT; index++) {
    await env.app.http
      .post('/api/tasks')
      .send({
        title: `${TOKEN} task ${index}`,
        status: STATUSES[index % 4],
        priority: PRIORITIES[Math.floor(index / 4) % 4],
        ...(index % 3 === 0 ? { label: 'bug' } : {}),
      })
      .expect(201);
  }
});

/** The titles of one page of tasks as the API gives them, newest first like the list. */
const apiTitles = async (filter: Record<string, unknown>, page: number, perPage: number) => {
  const range = `[${(page - 1) * perPage},${page * perPage - 1}]`;
  const { body } = await env.app.http
    .get('/api/tasks')
    .query({ filter: JSON.stringify(filter), sort: '["createdAt","DESC"]', range })
    .expect(200);
  return (body as { title: string }[]).map((task) => task.title);
};

const DEFAULT_SORT = 'sort=createdAt&order=DESC';

describe.each([['rtl', ar], ['ltr', en]] as const)('list URLs in %s', (dir: Direction, messages) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const locale = dir === 'rtl' ? 'ar' : 'en';
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const rows = () => page.locator('tbody tr.RaDatagrid-row');
  const titles = () => page.locator('tbody td.column-title').allInnerTexts();
  const pagination = () => page.locator('.list-pagination');
  const currentPage = () => pagination().locator('[aria-current="page"]');
  const search = () => page.locator('input[name="q"]');
  const query = () => new URL(page.url()).search;

  beforeAll(async () => {
    ({ context, page } = await openSignedInPage(env, dir, errors));
  });
  afterAll(() => context?.close());

  it('replaces invalid parameters by the defaults and rewrites the URL', async () => {
    await page.goto('/tasks?page=abc&pageSize=7&status=bogus&priority=urgent,high&filter=');
    await eventually(query).toBe(`?page=1&pageSize=10&priority=high&${DEFAULT_SORT}`);
    await eventually(titles).toEqual(await apiTitles({ priority: ['high'] }, 1, 10));
    await eventually(() => pagination().locator('[role=combobox]').innerText()).toBe(number(10));
    await eventually(() => currentPage().innerText()).toBe(number(1));

    await page.goto('/tasks?page=0&pageSize=1000&status=todo,bogus');
    await eventually(query).toBe(`?page=1&pageSize=10&status=todo&${DEFAULT_SORT}`);

    // A page past the last shows the first, in place of the URL: Back leaves it rather than bouncing.
    await page.goto(`/tasks?page=99&pageSize=5&filter=${TOKEN}`);
    await eventually(query).toBe(`?page=1&pageSize=5&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(titles).toEqual(await apiTitles({ q: TOKEN }, 1, 5));
    await page.goBack();
    await eventually(query).toBe(`?page=1&pageSize=10&status=todo&${DEFAULT_SORT}`);
  });

  it('reproduces a view from its URL: filters in the UI, the rows of the API', async () => {
    const url = `/tasks?status=todo&priority=high&filter=${TOKEN}`;
    await page.goto(url);
    await eventually(query).toBe(`?page=1&pageSize=10&status=todo&priority=high&filter=${TOKEN}&${DEFAULT_SORT}`);
    const expected = await apiTitles({ status: ['todo'], priority: ['high'], q: TOKEN }, 1, 10);
    expect(expected.length).toBeGreaterThan(0);
    await eventually(titles).toEqual(expected);
    expect(await search().inputValue()).toBe(TOKEN);
    expect(await page.locator('input[name="status"]').inputValue()).toBe('todo');
    expect(await page.locator('input[name="priority"]').inputValue()).toBe('high');
    const labels = messages.resources.tasks!.enums!;
    const cells = async (field: string) => [...new Set((await page.locator(`tbody td.column-${field}`).allInnerTexts()).map((text) => text.trim()))];
    expect(await cells('status')).toEqual([labels.status!.todo]);
    expect(await cells('priority')).toEqual([labels.priority!.high]);

    // The filter form's other filters travel as JSON under `filters`; an old link's JSON under `filter` still opens.
    await page.goto(`/tasks?filter=${encodeURIComponent(JSON.stringify({ q: TOKEN, label: ['bug'] }))}`);
    await eventually(query).toBe(`?page=1&pageSize=10&filter=${TOKEN}&${DEFAULT_SORT}&filters=${encodeURIComponent('{"label":["bug"]}')}`);
    await eventually(titles).toEqual(await apiTitles({ q: TOKEN, label: ['bug'] }, 1, 10));
    expect(await page.locator('input[name="label"]').inputValue()).toBe('bug');

    // The spec's `in progress` and its camel-cased spelling open the same view.
    await page.goto(`/tasks?status=inProgress&filter=${TOKEN}`);
    await eventually(query).toBe(`?page=1&pageSize=10&status=in+progress&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(titles).toEqual(await apiTitles({ status: ['in progress'], q: TOKEN }, 1, 10));
  });

  it('writes paging, page size and filters to the URL, and the back button restores them', async () => {
    await page.goto(`/tasks?pageSize=5&filter=${TOKEN}`);
    await eventually(titles).toEqual(await apiTitles({ q: TOKEN }, 1, 5));

    await pagination().getByRole('button', { name: messages.app.pagination.page.replace('%{page}', number(2)), exact: true }).click();
    await eventually(query).toBe(`?page=2&pageSize=5&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(titles).toEqual(await apiTitles({ q: TOKEN }, 2, 5));

    await pagination().locator('[role=combobox]').click();
    await page.locator('[role=listbox] [role=option][data-value="25"]').click();
    await eventually(query).toBe(`?page=1&pageSize=25&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(() => rows().count()).toBe(25);

    await page.locator('input[name="status"]').locator('xpath=..').locator('[role=combobox]').click();
    await page.locator('[role=listbox] [role=option][data-value="done"]').click();
    await page.keyboard.press('Escape');
    await eventually(query).toBe(`?page=1&pageSize=25&status=done&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(titles).toEqual(await apiTitles({ status: ['done'], q: TOKEN }, 1, 25));

    await search().fill(`${TOKEN} task 1`);
    await eventually(query).toBe(`?page=1&pageSize=25&status=done&filter=${TOKEN}+task+1&${DEFAULT_SORT}`);
    await eventually(titles).toEqual(await apiTitles({ status: ['done'], q: `${TOKEN} task 1` }, 1, 25));

    await page.goBack();
    await eventually(query).toBe(`?page=1&pageSize=25&status=done&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(() => search().inputValue()).toBe(TOKEN);
    await eventually(titles).toEqual(await apiTitles({ status: ['done'], q: TOKEN }, 1, 25));

    await page.goBack();
    await eventually(query).toBe(`?page=1&pageSize=25&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(() => page.locator('input[name="status"]').inputValue()).toBe('');
    await eventually(() => rows().count()).toBe(25);

    await page.goBack();
    await eventually(query).toBe(`?page=2&pageSize=5&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(() => currentPage().innerText()).toBe(number(2));
    await eventually(titles).toEqual(await apiTitles({ q: TOKEN }, 2, 5));
  });

  it('shows first, last and the pages around the current one with ellipses, and pages by keyboard', async () => {
    await page.goto(`/tasks?page=4&pageSize=5&filter=${TOKEN}`);
    await eventually(titles).toEqual(await apiTitles({ q: TOKEN }, 4, 5));
    const items = pagination().locator('nav > *');
    const itemTexts = async () => (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    // 32 tasks in pages of 5: 1 … 3 4 5 … 7 between the previous and next arrows.
    await eventually(itemTexts).toEqual(['1', '…', '3', '4', '5', '…', '7'].map((text) => (text === '…' ? text : number(Number(text)))));
    expect(await pagination().locator('.list-pagination-ellipsis').count()).toBe(2);
    expect(await currentPage().innerText()).toBe(number(4));
    expect(await currentPage().getAttribute('aria-label')).toBe(messages.app.pagination.currentPage.replace('%{page}', number(4)));
    const range = messages.app.pagination.range.replace('%{from}', number(16)).replace('%{to}', number(20)).replace('%{total}', number(TASK_COUNT));
    expect(await pagination().innerText()).toContain(range);
    // Mirrored in RTL: previous sits at the start edge (right in Arabic), next at the end edge.
    const x = async (name: string) => (await pagination().getByRole('button', { name, exact: true }).boundingBox())!.x;
    const previousX = await x(messages.app.pagination.previous);
    const nextX = await x(messages.app.pagination.next);
    expect(dir === 'rtl' ? previousX > nextX : previousX < nextX).toBe(true);
    await page.waitForTimeout(300);
    await screenshot(page, `list-pagination-ellipses-${dir}`);
    await pagination().screenshot({ path: new URL(`../.artifacts/list-pagination-bar-${dir}.png`, import.meta.url).pathname });

    // Tab to the next page's button and press Enter; then the "next" arrow with Space.
    await currentPage().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await eventually(query).toBe(`?page=5&pageSize=5&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(() => currentPage().innerText()).toBe(number(5));
    await pagination().getByRole('button', { name: messages.app.pagination.next, exact: true }).focus();
    await page.keyboard.press('Space');
    await eventually(query).toBe(`?page=6&pageSize=5&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(itemTexts).toEqual(['1', '…', '5', '6', '7'].map((text) => (text === '…' ? text : number(Number(text)))));

    // The last page has no next; the first no previous.
    await pagination().getByRole('button', { name: messages.app.pagination.page.replace('%{page}', number(7)), exact: true }).click();
    await eventually(query).toBe(`?page=7&pageSize=5&filter=${TOKEN}&${DEFAULT_SORT}`);
    await eventually(() => rows().count()).toBe(2);
    expect(await pagination().getByRole('button', { name: messages.app.pagination.next, exact: true }).isDisabled()).toBe(true);
  });

  it('says "No results." when the filters match nothing, and keeps the filters to clear', async () => {
    await page.goto(`/tasks?status=canceled&filter=${TOKEN}`);
    await eventually(() => page.getByText(messages.app.noResults, { exact: true }).count()).toBe(1);
    expect(await rows().count()).toBe(0);
    expect(await pagination().count()).toBe(0);
    expect(await search().inputValue()).toBe(TOKEN);
    await page.waitForTimeout(300);
    await screenshot(page, `list-no-results-${dir}`);

    await search().fill('');
    await eventually(query).toBe(`?page=1&pageSize=10&status=canceled&${DEFAULT_SORT}`);
    // The demo-free database has no canceled task either: still no results, filter bar still there.
    await eventually(() => page.getByText(messages.app.noResults, { exact: true }).count()).toBe(1);
    await page.goto(`/tasks?filter=${TOKEN}`);
    await eventually(() => rows().count()).toBe(10);
  });

  it('raised no error in the page', () => {
    expect(errors).toEqual([]);
  });
});

// SPEC §2: /VoucherReceipt/ and /VoucherPayment/ take no search parameters: the list keeps its
// page, sort and filters to itself (list.searchParameters: false) and drops any it is given.
describe('a list without search parameters', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    for (const payerName of ['Voucher Alpha', 'Voucher Beta']) {
      await env.app.http.post('/api/receiptVouchers').send({ payerName, amount: 100, method: 'cash', reason: 'Fees' }).expect(201);
    }
    ({ context, page } = await openSignedInPage(env, 'ltr', errors));
  });
  afterAll(() => context?.close());

  it('opens clean, stays clean when sorted, and still lists the records', async () => {
    await page.goto('/VoucherReceipt?page=3&filter=nothing&sort=amount');
    await page.locator('tbody tr.RaDatagrid-row').first().waitFor();
    await eventually(() => new URL(page.url()).search).toBe('');
    expect(await page.locator('tbody tr.RaDatagrid-row').count()).toBe(2);
    const firstPayer = () => page.locator('tbody tr.RaDatagrid-row').first().innerText();
    // Sorted by payer, one way then the other: the rows follow, the URL does not change.
    const payerHeader = page.locator('thead').getByText(en.resources.receiptVouchers!.fields.payerName!, { exact: true });
    await payerHeader.click();
    await eventually(firstPayer).toContain('Voucher Alpha');
    expect(new URL(page.url()).search).toBe('');
    await payerHeader.click();
    await eventually(firstPayer).toContain('Voucher Beta');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });
});
