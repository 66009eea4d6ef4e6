import { en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { useSignedInPage } from './support/signed-in-page';

// Issue 15 in the admin: each facility path shows its kind of place under its own name and makes
// new ones of that kind; a place's week of bookings on their calendar; a boarder moved to
// another bed from the assignment's page, the history kept.
const env = useBrowserApp();
const places = en.resources.facilities!;

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });

describe('the facility screens', () => {
  const session = useSignedInPage(env, 'ltr');

  it('show each kind of place at its path, under its name, and make new ones of that kind', async () => {
    const { page, errors } = session;
    await Promise.all([
      env.app.http.post('/api/facilities').send({ name: 'North Stadium', type: 'stadium', capacity: 9000 }).expect(201),
      env.app.http.post('/api/facilities').send({ name: 'Indoor Hall C', type: 'hall', capacity: 300 }).expect(201),
    ]);
    await page.goto('/Facility/FacilitySettings/StadiumsManages');
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('North Stadium');
    await expect.poll(() => page.locator('header').innerText()).toContain(places.views!.stadiums!.split(' |||| ')[1]);
    await page.goto('/Facility/HallsManages/create');
    await control(page, 'name').fill('Indoor Hall D');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/Facility\/HallsManages\/[0-9a-f-]{36}(\/show)?$/);
    const [made] = (await env.app.http.get('/api/facilities').query({ filter: JSON.stringify({ q: 'Indoor Hall D' }) }).expect(200)).body;
    expect(made.type).toBe('hall');
    expect(errors).toEqual([]);
  });

  it("shows this week's bookings of a place on the bookings' calendar", async () => {
    const { page } = session;
    const pitch = (await env.app.http.post('/api/facilities').send({ name: 'Calendar Pitch', type: 'trainingPitch', capacity: 100 }).expect(201)).body;
    const start = new Date(`${today()}T18:00:00+03:00`);
    await env.app.http.post('/api/facilityBookings').send({ facilityId: pitch.id, title: 'Evening friendly', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 7_200_000).toISOString(), status: 'confirmed' }).expect(201);
    await page.goto(`/Facility/FacilityBookings?filters=${encodeURIComponent(JSON.stringify({ facilityId: pitch.id }))}&view=calendar`);
    const calendar = page.locator('.calendar-view');
    await calendar.getByRole('button', { name: en.app.calendar.week, exact: true }).click();
    await expect.poll(() => calendar.locator(`.calendar-day[data-day="${today()}"]`).innerText()).toContain('Evening friendly');
    await calendar.getByRole('button', { name: en.app.calendar.nextWeek }).click();
    await expect.poll(() => calendar.innerText()).not.toContain('Evening friendly');
  });

  it("moves a boarder to another bed from the assignment's page, keeping the first assignment", async () => {
    const { page, errors } = session;
    const building = (await env.app.http.post('/api/facilities').send({ name: 'Boarding House', type: 'residence', capacity: 20 }).expect(201)).body;
    const [from, to] = await Promise.all(['11', '12'].map(async (roomNumber) => (await env.app.http.post('/api/residenceRooms').send({ facilityId: building.id, roomNumber, beds: 2, gender: 'male' }).expect(201)).body));
    const player = (await env.app.http.post('/api/players').send({ fullName: 'Boarder One', fullNameAr: 'لاعب', nationalId: '1098765432', dateOfBirth: '2010-01-01', gender: 'male', position: 'defender' }).expect(201)).body;
    const stay = (await env.app.http.post('/api/playerResidences').send({ playerId: player.id, facilityId: building.id, checkInOn: '2026-01-01' }).expect(201)).body;
    const first = (await env.app.http.post('/api/playerRoomAssignments').send({ residenceId: stay.id, roomId: from.id, bedNumber: 1, startOn: '2026-01-02' }).expect(201)).body;
    await page.goto(`/Facility/PlayerRoomAssignments/${first.id}/show`);
    const panel = page.locator('.room-move');
    await panel.locator('[role=combobox]').click();
    await page.locator('[role=listbox] [role=option]', { hasText: '12' }).click();
    await panel.locator('input[name=moveBed]').fill('2');
    await panel.getByRole('button', { name: en.app.roomMove.submit }).click();
    await page.waitForURL((url) => /\/Facility\/PlayerRoomAssignments\/[0-9a-f-]{36}\/show$/.test(url.pathname) && !url.pathname.includes(first.id));
    const history = (await env.app.http.get('/api/playerRoomAssignments').query({ filter: JSON.stringify({ playerId: player.id }), sort: JSON.stringify(['startOn', 'ASC']) }).expect(200)).body;
    expect(history.map((row: Record<string, unknown>) => [row.roomId, row.bedNumber, row.status])).toEqual([[from.id, 1, 'ended'], [to.id, 2, 'current']]);
    expect(errors).toEqual([]);
  });
});
