import type { TestApp } from '../../support/test-app';

// What the academy's tests make through the API, as the office would: a coach, a team, players.

let count = 0;
/** A number unique within the run (national IDs, names). */
export const unique = () => `${Date.now() % 1_000_000}${String(++count).padStart(3, '0')}`.slice(-9);

export const nationalId = () => `1${unique().padStart(9, '0')}`;

/** The day `count` days from today in Riyadh, the club's calendar the server keeps (not UTC's: from 21:00 UTC they differ). */
export const days = (count: number) => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
  return new Date(Date.parse(`${today}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
};

export const makeCoach = async (app: TestApp, values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/coaches').send({ fullName: `Coach ${unique()}`, fullNameAr: 'مدرب', specialisation: 'headCoach', licenceLevel: 'afcB', licenceExpiry: days(400), joinDate: days(-300), ...values }).expect(201)).body;

export const makeTeam = async (app: TestApp, values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/teams').send({ name: `Team ${unique()}`, nameAr: 'فريق', category: 'youth', season: '2026/2027', ...values }).expect(201)).body;

export const makePlayer = async (app: TestApp, values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/players').send({ fullName: `Player ${unique()}`, fullNameAr: 'لاعب', nationalId: nationalId(), dateOfBirth: '2011-04-10', gender: 'male', position: 'midfielder', ...values }).expect(201)).body;

export const makeSession = (app: TestApp, values: Record<string, unknown>) =>
  app.http.post('/api/trainingSessions').send({ title: `Session ${unique()}`, type: 'technical', durationMinutes: 90, ...values });
