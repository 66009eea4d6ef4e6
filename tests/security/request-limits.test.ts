import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// What a request may cost (issue 11, item 7): JSON nested past 32 levels is a 400 (it was a 500),
// and a body that trickles in is cut off when REQUEST_TIMEOUT_MS is up.
let app: TestApp;
let userId: string;
let version: number;

beforeAll(async () => {
  app = await startTestApp({ config: { requestTimeoutMs: 1000 } });
  const user = (await app.http.post('/api/users').send({ firstName: 'Deep', lastName: 'Nesting', username: 'deep.nesting', email: 'deep.nesting@club.sa', roleId: 'member' }).expect(201)).body;
  userId = user.id;
  version = user.version;
});
afterAll(() => app?.stop());

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const putPreferences = (json: string, language = 'en') =>
  app.http.put(`/api/users/${userId}`).set('Content-Type', 'application/json').set('Accept-Language', language).send(`{"version":${version},"preferences":${json}}`);

describe('JSON bodies', () => {
  it('refuse arrays and objects nested deeper than 32 levels with 400, in the language asked, and write nothing', async () => {
    for (const depth of [32, 100, 100_000]) {
      const refused = await putPreferences(nested(depth)).expect(400);
      expect(refused.body).toEqual({ message: 'The request body nests arrays and objects more than 32 levels deep', errors: {} });
    }
    const arabic = await putPreferences(nested(40), 'ar').expect(400);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    // Everywhere: sign-in reads JSON too.
    await app.anonymous.post('/api/auth/sign-in').set('Content-Type', 'application/json').send(`{"email":${nested(50_000)}}`).expect(400);
    expect((await app.http.get(`/api/users/${userId}`).expect(200)).body.version).toBe(version);
  });

  it('take 31 levels in a JSON field, and brackets inside strings do not count', async () => {
    const deep = JSON.parse(nested(31));
    const updated = await putPreferences(JSON.stringify(deep)).expect(200);
    expect(updated.body.preferences).toEqual(deep);
    version = updated.body.version;
    const text = { note: '[[[['.repeat(50) };
    const again = await putPreferences(JSON.stringify(text)).expect(200);
    expect(again.body.preferences).toEqual(text);
    version = again.body.version;
  });

  it('still refuse prototype poisoning', async () => {
    await putPreferences('{"__proto__":{"admin":true}}').expect(400);
    await putPreferences('{"constructor":{"prototype":{"admin":true}}}').expect(400);
  });
});

describe('a body that trickles in', () => {
  it('is cut off with 408 when REQUEST_TIMEOUT_MS is up, and the connection closed', async () => {
    const { hostname, port } = new URL(app.url);
    const socket = connect(Number(port), hostname);
    const started = Date.now();
    const answer = new Promise<{ text: string; ms: number }>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve({ text, ms: Date.now() - started }));
      socket.on('error', () => undefined);
    });
    socket.write(
      [`POST /api/tasks HTTP/1.1`, `Host: ${hostname}`, `Authorization: Bearer ${app.token}`, 'Content-Type: application/json', 'Content-Length: 1048576', '', ''].join('\r\n'),
    );
    // One byte every 20 ms: a megabyte would take almost six hours.
    const trickle = setInterval(() => socket.writable && socket.write('['), 20);
    const { text, ms } = await answer;
    clearInterval(trickle);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('"message":"The request took too long to arrive"');
    expect(ms).toBeLessThan(5000);
  });
});
