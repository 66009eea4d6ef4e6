import { ar, en } from '@club/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { shows } from './support/shows';
import { useSignedInPage } from './support/signed-in-page';

// Issue 46 item 8: a list of records with a workflow (here the support tickets) seen as a board, a
// column per state, chosen from the list's toolbar and kept in the URL; a card moved through its
// "Move to…" menu and by dragging it takes the record's move on the server; a state no move reaches
// is neither offered nor taken; a column of more than 500 records shows them all, a page at a time,
// in English and Arabic.

const env = useBrowserApp({ seedDemo: false });
const TICKETS = '/Supports/SupportTickets';
const STATES = ['open', 'inProgress', 'waiting', 'resolved', 'closed'];
/** More than the 500 a board used to stop at. */
const BULK = 540;

type Row = Record<string, unknown>;
const boardOf = (filter: Record<string, unknown>) => `${TICKETS}?filters=${encodeURIComponent(JSON.stringify(filter))}&view=board`;
const statusOf = async (id: unknown) => ((await env.app.http.get(`/api/supportTickets/${id}`).expect(200)).body as Row).status;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

beforeAll(async () => {
  // Waiting billing tickets, straight into the table: a column of more than 500.
  await env.app.pool.query(
    `INSERT INTO support_tickets (ticket_number, subject, description, category, priority, opened_at, status)
     SELECT 'BULK-' || g, 'Bulk ticket ' || g, 'Waiting on the bank', 'billing', 'low', now(), 'waiting' FROM generate_series(1, ${BULK}) AS g`,
  );
});

describe.each([['ltr', en], ['rtl', ar]] as const)('the board view in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);
  const words = messages.app.board;
  const stateLabel = (state: string) => messages.resources.supportTickets!.enums!.status![state]!;
  const column = (state: string) => session.page.locator(`.board-column[data-state="${state}"]`);
  const card = (state: string, subject: string) => column(state).locator('.board-card', { hasText: subject });

  it('is chosen in the toolbar and shows a column per state; a card moves through its menu to the states its moves reach', async () => {
    const { page, errors } = session;
    const subject = `Printer jammed ${dir}`;
    const ticket = (await env.app.http.post('/api/supportTickets').send({ subject, description: 'Paper stuck', category: 'technical', priority: 'high' }).expect(201)).body as Row;
    await page.goto(`${TICKETS}?filters=${encodeURIComponent(JSON.stringify({ category: 'technical' }))}`);
    await shows(page, 'tbody tr');
    await page.getByRole('button', { name: messages.app.listViews.board, exact: true }).click();
    await page.waitForURL(/[?&]view=board/);
    await page.locator('.board-view').waitFor();
    expect(await page.locator('.board-column').evaluateAll((columns) => columns.map((element) => element.getAttribute('data-state')))).toEqual(STATES);
    // Each column is a region named by its state and count.
    for (const state of STATES) await page.getByRole('region', { name: `${stateLabel(state)}:` }).waitFor();
    await card('open', subject).waitFor();
    await screenshot(page, `board-${dir}`);
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);

    // From open, the moves reach in progress, waiting and resolved: never closed (only a resolved ticket closes).
    const moveTo = card('open', subject).getByRole('button', { name: words.moveTo });
    expect(await moveTo.getAttribute('aria-describedby')).toBe(await card('open', subject).getByRole('link').getAttribute('id'));
    // By the keyboard alone: the menu opens on its first move, taken with Enter.
    await moveTo.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: stateLabel('inProgress') }).waitFor();
    expect(await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-state')))).toEqual(['inProgress', 'waiting', 'resolved']);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-state'))).toBe('inProgress');
    await screenshot(page, `board-menu-${dir}`);
    await page.keyboard.press('Enter');
    await eventually(() => statusOf(ticket.id)).toBe('inProgress');
    await card('inProgress', subject).waitFor();
    expect(await card('open', subject).count()).toBe(0);
    // The focus went with the card to its new column.
    await eventually(() => page.evaluate(() => document.activeElement?.closest('.board-column')?.getAttribute('data-state'))).toBe('inProgress');
    expect(errors).toEqual([]);
  });

  it('takes a drag to a column a move reaches, and refuses one to a column none does', async () => {
    const { page, errors } = session;
    const subject = `Lights flicker ${dir}`;
    const ticket = (await env.app.http.post('/api/supportTickets').send({ subject, description: 'Hall B', category: 'facilities', priority: 'medium' }).expect(201)).body as Row;
    await page.goto(boardOf({ category: 'facilities' }));
    await card('open', subject).waitFor();
    // Open to closed: no move goes there; the ticket stays open, and the toast says so.
    await page.dragAndDrop(`.board-column[data-state="open"] .board-card[data-id="${ticket.id}"]`, '.board-column[data-state="closed"]');
    const refused = words.refused.replace('%{name}', `${ticket.ticketNumber} ${subject}`).replace('%{from}', stateLabel('open')).replace('%{to}', stateLabel('closed'));
    await page.getByText(refused).first().waitFor();
    expect(await statusOf(ticket.id)).toBe('open');
    // Open to waiting: the ticket's `wait` move. While the card is dragged, only the columns its moves reach are marked.
    await card('open', subject).hover();
    await page.mouse.down();
    const waiting = (await column('waiting').boundingBox())!;
    await page.mouse.move(waiting.x + waiting.width / 2, waiting.y + 30, { steps: 8 });
    await eventually(() => column('waiting').getAttribute('data-drop-target')).toBe('true');
    expect(await page.locator('.board-column[data-drop-target]').evaluateAll((columns) => columns.map((element) => element.getAttribute('data-state')))).toEqual(['inProgress', 'waiting', 'resolved']);
    await screenshot(page, `board-drag-${dir}`);
    await page.mouse.up();
    await eventually(() => statusOf(ticket.id)).toBe('waiting');
    await card('waiting', subject).waitFor();
    expect(errors).toEqual([]);
  });

  it(`shows every card of a column of ${BULK}, a page at a time, and its count`, async () => {
    const { page, errors } = session;
    await page.goto(boardOf({ category: 'billing' }));
    const waiting = column('waiting');
    await eventually(() => waiting.locator('.board-column-count').innerText()).toBe(String(BULK));
    const more = waiting.locator('.board-show-more');
    await more.waitFor();
    for (let shown = await waiting.locator('.board-card').count(); shown < BULK; shown = await waiting.locator('.board-card').count()) {
      await more.click();
      await eventually(() => waiting.locator('.board-card').count()).toBeGreaterThan(shown);
    }
    expect(await waiting.locator('.board-card').count()).toBe(BULK);
    expect(await more.count()).toBe(0);
    expect(await column('open').locator('.board-column-count').innerText()).toBe('0');
    await column('open').getByText(words.empty).waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a phone: the columns one under another, the page no wider than the screen', async () => {
    const { page, errors } = session;
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(boardOf({ category: 'technical' }));
    await column('inProgress').locator('.board-card').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const [first, second] = await Promise.all(['open', 'inProgress'].map((state) => column(state).boundingBox()));
    expect(second!.y).toBeGreaterThan(first!.y);
    await screenshot(page, `board-phone-${dir}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });
});

describe('the tasks board', () => {
  const session = useSignedInPage(env, 'ltr');

  it(`shows every task of a status holding ${BULK}, a page at a time, and counts them all`, async () => {
    const { page, errors } = session;
    await env.app.pool.query(`INSERT INTO tasks (title, status, priority) SELECT 'Bulk task ' || g, 'backlog', 'low' FROM generate_series(1, ${BULK}) AS g`);
    await page.goto('/tasksView');
    const backlog = page.locator('.board-column[data-status="backlog"]');
    await eventually(() => backlog.getAttribute('aria-label')).toMatch(new RegExp(`: ${BULK} tasks$`));
    const more = backlog.locator('.board-show-more');
    for (let shown = await backlog.locator('.task-card').count(); shown < BULK; shown = await backlog.locator('.task-card').count()) {
      await more.click();
      await eventually(() => backlog.locator('.task-card').count()).toBeGreaterThan(shown);
    }
    expect(await backlog.locator('.task-card').count()).toBe(BULK);
    expect(errors).toEqual([]);
  });
});
