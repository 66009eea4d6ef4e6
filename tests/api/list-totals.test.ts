import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// A list's total (Content-Range) is counted once for everyone who asks for it at the same moment
// (api/src/crud/crud.service.ts total), and a write never leaves a total counted before it.
let app: TestApp;
const WORD = 'quokkatotal';
const counts: string[] = [];
let gate: Promise<void> | undefined;

beforeAll(async () => {
  app = await startTestApp();
  for (let i = 0; i < 3; i++) await app.http.post('/api/tasks').send({ title: `${WORD} ${i}` }).expect(201);
  // Watches (and can hold back) the capped counts the crud runs on the app's pool.
  const query = app.pool.query.bind(app.pool) as (...args: unknown[]) => Promise<unknown>;
  app.pool.query = (async (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text ?? '';
    if (text.startsWith('SELECT count(*) AS "count" FROM (SELECT 1 FROM "tasks"')) {
      counts.push(text);
      await gate;
    }
    return query(...args);
  }) as typeof app.pool.query;
});
afterAll(() => app?.stop());

const totalOf = async () => {
  const response = await app.http.get('/api/tasks').query({ filter: JSON.stringify({ q: WORD }), range: '[0,0]' }).expect(200);
  return Number(response.headers['content-range']!.split('/')[1]);
};

describe("a list's total", () => {
  it('is counted once for requests that ask for it together', async () => {
    counts.length = 0;
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const totals = Array.from({ length: 6 }, () => totalOf());
    await expect.poll(() => counts.length).toBe(1);
    release();
    expect(await Promise.all(totals)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(counts).toHaveLength(1);
    gate = undefined;
  });

  it('counted across a write is answered but not kept: the next request counts again and sees the write', async () => {
    // After any write the kept totals are gone.
    await app.http.post('/api/tasks').send({ title: `${WORD} 3` }).expect(201);
    counts.length = 0;
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    const before = totalOf();
    await expect.poll(() => counts.length).toBe(1);
    await app.http.post('/api/tasks').send({ title: `${WORD} 4` }).expect(201);
    release();
    gate = undefined;
    expect(await before).toBeGreaterThanOrEqual(4);
    expect(await totalOf()).toBe(5);
    expect(counts).toHaveLength(2);
  });
});
