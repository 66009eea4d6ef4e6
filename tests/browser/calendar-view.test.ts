import { ar, en } from '@club/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { navigate } from './support/navigate';
import { shows } from './support/shows';
import { openSignedInPage, useSignedInPage } from './support/signed-in-page';

// Issue 46 item 8: a list of records that take up time (here the facility bookings) seen as a
// calendar, by week and by month, chosen from the list's toolbar and kept in the URL; a booking in
// its week on its day; the period moved back and forth; a free hour opening the create form at
// that time and place; every record of a month with more than 500 of them, in English and Arabic.

const env = useBrowserApp({ seedDemo: false });
const BOOKINGS = '/Facility/FacilityBookings';
/** More than one page of the API's 500 a screen used to stop at. */
const BULK = 540;

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const listOf = (filter: Record<string, unknown>) => `${BOOKINGS}?filters=${encodeURIComponent(JSON.stringify(filter))}&view=calendar`;

let bulkPlace: { id: string };
beforeAll(async () => {
  bulkPlace = (await env.app.http.post('/api/facilities').send({ name: 'Busy Hall', type: 'hall', capacity: 100 }).expect(201)).body;
  // Spread over the first 28 days of this month, a few hours apart (requested ones may overlap).
  const monthStart = `${today().slice(0, 7)}-01`;
  await env.app.pool.query(
    `INSERT INTO facility_bookings (number, facility_id, title, purpose, status, starts_at, ends_at)
     SELECT 'BULK-' || g, $1, 'Bulk booking ' || g, 'training', 'requested', s, s + interval '1 hour'
     FROM generate_series(1, ${BULK}) AS g,
     LATERAL (SELECT (DATE '${monthStart}' + (g % 28) * interval '1 day' + (6 + g % 16) * interval '1 hour') AT TIME ZONE 'Asia/Riyadh' AS s) AS at`,
    [bulkPlace.id],
  );
});

describe.each([['ltr', en], ['rtl', ar]] as const)('the calendar view in %s', (dir: Direction, messages) => {
  const session = useSignedInPage(env, dir);
  const words = messages.app.calendar;
  const title = `Evening friendly ${dir}`;
  const day = today();
  let place: { id: string };

  beforeAll(async () => {
    place = (await env.app.http.post('/api/facilities').send({ name: `Calendar Pitch ${dir}`, type: 'trainingPitch', capacity: 100 }).expect(201)).body;
    const start = new Date(`${day}T18:00:00+03:00`);
    await env.app.http.post('/api/facilityBookings').send({ facilityId: place.id, title, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), status: 'confirmed' }).expect(201);
  });

  const calendar = () => session.page.locator('.calendar-view');
  const onToday = () => calendar().locator(`.calendar-day[data-day="${day}"]`);
  const heading = () => calendar().locator('h2').innerText();
  const chooseMode = (mode: 'week' | 'month') => calendar().getByRole('button', { name: words[mode], exact: true }).click();

  it('is chosen in the toolbar, kept in the URL, and shows a booking on its day of the week and of the month', async () => {
    const { page, errors } = session;
    await page.goto(BOOKINGS);
    await shows(page, 'tbody tr');
    await page.getByRole('button', { name: messages.app.listViews.calendar }).click();
    await page.waitForURL(/[?&]view=calendar/);
    await calendar().waitFor();
    expect(await page.getByRole('button', { name: messages.app.listViews.table }).getAttribute('aria-pressed')).toBe('false');
    await chooseMode('week');
    await eventually(() => onToday().locator('.calendar-event', { hasText: title }).count()).toBe(1);
    expect(await onToday().locator('.calendar-event', { hasText: title }).getAttribute('data-tone')).toBe('success');
    await screenshot(page, `calendar-week-${dir}`);
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);

    await chooseMode('month');
    await eventually(() => onToday().locator('.calendar-event', { hasText: title }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('view')).toBe('calendar');
    await screenshot(page, `calendar-month-${dir}`);
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    // Back to the table: the URL drops the view.
    await page.getByRole('button', { name: messages.app.listViews.table }).click();
    await shows(page, 'tbody tr');
    expect(new URL(page.url()).searchParams.has('view')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('moves to the next and the previous period, week and month', async () => {
    const { page } = session;
    await navigate(page, listOf({ facilityId: place.id }));
    for (const mode of ['week', 'month'] as const) {
      await chooseMode(mode);
      const unit = mode === 'week' ? 'Week' : 'Month';
      await eventually(() => onToday().locator('.calendar-event', { hasText: title }).count()).toBe(1);
      const now = await heading();
      // Two ahead: a month's first week may still hold the end of this one.
      for (const _step of [1, 2]) {
        const before = await heading();
        await calendar().getByRole('button', { name: words[`next${unit}`] }).click();
        await eventually(heading).not.toBe(before);
      }
      expect(await onToday().count()).toBe(0);
      await eventually(() => calendar().locator('.calendar-event', { hasText: title }).count()).toBe(0);
      for (const _step of [1, 2]) await calendar().getByRole('button', { name: words[`previous${unit}`] }).click();
      await eventually(heading).toBe(now);
      await eventually(() => onToday().locator('.calendar-event', { hasText: title }).count()).toBe(1);
    }
  });

  it('opens the create form from a free hour, at that time and place, by the keyboard', async () => {
    const { page } = session;
    await navigate(page, listOf({ facilityId: place.id }));
    await chooseMode('week');
    const slot = onToday().locator('.calendar-free-slot[data-start="10:00"]');
    await slot.waitFor();
    // The hours its booking fills are not free.
    expect(await onToday().locator('[data-start="18:00"], [data-start="19:00"]').count()).toBe(0);
    expect(await slot.getAttribute('aria-label')).toContain(words.freeSlot.split('%{day}')[0]!.trim());
    await slot.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/Facility\/FacilityBookings\/create/);
    // The picker edits the browser's wall-clock time.
    const local = (iso: string) =>
      page.evaluate((at) => {
        const date = new Date(at);
        const two = (value: number) => String(value).padStart(2, '0');
        return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
      }, iso);
    await eventually(() => page.locator('input[name="startsAt"]').inputValue()).toBe(await local(`${day}T10:00:00+03:00`));
    expect(await page.locator('input[name="endsAt"]').inputValue()).toBe(await local(`${day}T11:00:00+03:00`));
    await eventually(() => page.locator('form input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toContain(`Calendar Pitch ${dir}`);
    await screenshot(page, `calendar-create-${dir}`);
    await page.goBack();
    await calendar().waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('calendar');
  });

  it(`shows every one of a month's ${BULK} bookings`, async () => {
    const { page, errors } = session;
    await navigate(page, listOf({ facilityId: bulkPlace.id }));
    await chooseMode('month');
    await eventually(() => calendar().locator('.calendar-event').count()).toBe(BULK);
    expect(await calendar().locator('.calendar-count').innerText()).toContain(String(BULK));
    await screenshot(page, `calendar-bulk-${dir}`);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the week scrolls inside its box, never the page', async () => {
    // A page opened at a phone's width, as a phone opens it.
    const errors: string[] = [];
    const { context, page } = await openSignedInPage(env, dir, errors);
    try {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(listOf({ facilityId: place.id }));
      const view = page.locator('.calendar-view');
      await view.getByRole('button', { name: words.week, exact: true }).click();
      await eventually(() => view.locator(`.calendar-day[data-day="${day}"] .calendar-event`, { hasText: title }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await screenshot(page, `calendar-phone-${dir}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
