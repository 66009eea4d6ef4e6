import { ar, en } from '@club/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';
import { openRelatedTab } from './support/related-tab';

// Issue 14: the coach takes a whole session's attendance on the session's page and sees each
// player's attendance rate change; the player's page then shows their world (the related records).
const env = useBrowserApp();
const days = (count: number) => new Date(Date.now() + count * 86_400_000).toISOString().slice(0, 10);
let sessionId: string;
let players: { id: string; fullName: string; fullNameAr: string }[];

beforeAll(async () => {
  const { http } = env.app;
  const coach = (await http.post('/api/coaches').send({ fullName: 'Saad Al-Shehri', fullNameAr: 'سعد الشهري', specialisation: 'headCoach', licenceLevel: 'afcA', licenceExpiry: days(300), joinDate: days(-500) }).expect(201)).body;
  const team = (await http.post('/api/teams').send({ name: 'U-16 Browser', nameAr: 'تحت 16', category: 'youth', season: '2026/2027', headCoachId: coach.id }).expect(201)).body;
  players = [];
  for (const [index, [fullName, fullNameAr]] of [['Fahad Al-Qahtani', 'فهد القحطاني'], ['Nawaf Al-Harbi', 'نواف الحربي'], ['Ziyad Al-Otaibi', 'زياد العتيبي']].entries()) {
    players.push((await http.post('/api/players').send({ fullName, fullNameAr, nationalId: `10998877${index}1`, dateOfBirth: '2011-03-0' + (index + 1), gender: 'male', position: 'midfielder', teamId: team.id, shirtNumber: index + 4 }).expect(201)).body);
  }
  const earlier = (await http.post('/api/trainingSessions').send({ title: 'Passing', teamId: team.id, coachId: coach.id, startsAt: `${days(-5)}T14:00:00.000Z`, type: 'technical' }).expect(201)).body;
  await http.post(`/api/trainingSessions/${earlier.id}/attendance`).send({ entries: players.map((player) => ({ playerId: player.id, status: 'present' })) }).expect(200);
  sessionId = (await http.post('/api/trainingSessions').send({ title: 'Pressing', teamId: team.id, coachId: coach.id, startsAt: `${days(-1)}T14:00:00.000Z`, type: 'tactical' }).expect(201)).body.id;
});

describe('a training session', () => {
  const coach = useSignedInPage(env, 'ltr');

  it("takes the whole squad's attendance in one save and shows the players' new rates", async () => {
    const { page } = coach;
    await page.goto(`/trainingSessions/${sessionId}/show`);
    const section = page.getByRole('region', { name: en.app.attendance.title });
    const rowOf = (name: string) => section.getByRole('row').filter({ hasText: name });
    await expect.poll(() => rowOf('Nawaf Al-Harbi').locator('.attendance-rate').innerText()).toBe('100%');
    // Everyone starts present; the coach marks one absent and one late, by keyboard and by label.
    await rowOf('Nawaf Al-Harbi').getByRole('radio', { name: en.resources.playerTrainingAttendance!.enums!.status!.absent }).check();
    await rowOf('Ziyad Al-Otaibi').getByRole('radio', { name: en.resources.playerTrainingAttendance!.enums!.status!.late }).check();
    await rowOf('Ziyad Al-Otaibi').getByRole('spinbutton', { name: `${en.app.attendance.minutesLate}: Ziyad Al-Otaibi` }).fill('10');
    await section.getByRole('button', { name: en.app.attendance.save }).click();
    await expect.poll(() => page.getByText(en.app.attendance.saved).count()).toBeGreaterThan(0);
    await expect.poll(() => rowOf('Nawaf Al-Harbi').locator('.attendance-rate').innerText()).toBe('50%');
    expect(await rowOf('Ziyad Al-Otaibi').locator('.attendance-rate').innerText()).toBe('100%');
    expect(await rowOf('Fahad Al-Qahtani').locator('.attendance-rate').innerText()).toBe('100%');
    await screenshot(page, 'academy-attendance-en');
    // The server holds one row per player, with who took it.
    const rows = (await env.app.http.get('/api/playerTrainingAttendance').query({ filter: JSON.stringify({ sessionId }) }).expect(200)).body as { playerId: string; status: string; minutesLate: number | null; recordedById: string }[];
    expect(rows.map((row) => [players.findIndex((player) => player.id === row.playerId), row.status, row.minutesLate]).sort()).toEqual([[0, 'present', null], [1, 'absent', null], [2, 'late', 10]]);
    expect(rows.every((row) => row.recordedById)).toBe(true);
    // The counts on the session follow.
    await expect.poll(() => page.locator('.ra-field-presentCount').innerText()).toContain('2');
    await expect.poll(() => page.locator('.ra-field-absentCount').innerText()).toContain('1');
    expect(coach.errors).toEqual([]);
  });
});

describe("a player's page, in Arabic", () => {
  const office = useSignedInPage(env, 'rtl');

  it('shows the records about the player as tabs: their attendance among them', async () => {
    const { page } = office;
    await page.goto(`/players/${players[1]!.id}/show`);
    const related = page.locator('.related-records');
    await expect.poll(() => related.getByRole('heading', { name: ar.app.related.title }).count()).toBe(1);
    const label = ar.resources.playerTrainingAttendance!.name.split(' |||| ')[2]!;
    await openRelatedTab(related, label);
    await expect.poll(() => related.getByRole('row').count()).toBe(3);
    expect(await related.getByRole('row').filter({ hasText: ar.resources.playerTrainingAttendance!.enums!.status!.absent }).count()).toBe(1);
    await screenshot(page, 'academy-player-ar');
    expect(office.errors).toEqual([]);
  });
});
