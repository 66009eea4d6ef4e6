import supertest from 'supertest';
import { signIn, type TestApp } from '../../support/test-app';

// What the operations tests share (transport, events, volunteering, marketing, support, chats).

let count = 0;
/** A short tag unique within the run (numbers, names). */
export const tag = () => `${Date.now() % 100_000}${++count}`;

/** Today in Riyadh (YYYY-MM-DD). */
export const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });

/** The day `n` days from today in Riyadh. */
export const days = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A moment `n` days from today at `hour` (UTC). */
export const at = (n: number, hour: number, minute = 0) => `${days(n)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

/** A 10-digit Saudi national ID, different each time. */
export const nationalId = () => `1${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++count % 1000).padStart(3, '0')}`;

/** A user of a role, signed in: their id and requests made as them. */
export const userOf = async (app: TestApp, roleId: string) => {
  const name = `user${tag()}`;
  const password = 'Sideline-Camera-2026!';
  const user = (await app.http.post('/api/users').send({ firstName: 'Staff', lastName: name, username: name, email: `${name}@club.sa`, password, roleId, status: 'active' }).expect(201)).body as { id: string };
  const token = await signIn(app.url, `${name}@club.sa`, password);
  const as = (method: 'get' | 'post' | 'put' | 'delete', path: string) => supertest(app.url)[method](path).set('Authorization', `Bearer ${token}`);
  return { id: user.id, as };
};
