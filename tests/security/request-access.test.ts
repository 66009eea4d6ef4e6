import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, createUser, nextIp, PASSWORD } from '../api/auth-helpers';

// Request access (issue 11, item 6): POST /api/auth/sign-up without an invitation tells nobody
// which emails or usernames exist, and approvers get one email an hour, not one per request.
let app: TestApp;
let approver: { id: string; email: string };
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

beforeAll(async () => {
  app = await startTestApp({ config: { trustProxy: 1 } });
  approver = await createUser(app, { role: 'superadmin' });
});
afterAll(() => app?.stop());

const ask = (body: Record<string, unknown>) => anonymous(app).post('/api/auth/sign-up').set('X-Forwarded-For', nextIp()).send(body);
const usersNamed = async (username: string) => (await app.pool.query('SELECT 1 FROM "users" WHERE "username" = $1', [username])).rows.length;
const emailsTo = async (recipient: string) =>
  (await app.pool.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "kind" = 'accessRequest' AND "recipient" = $1`, [recipient])).rows[0].n as number;

describe('a request for access', () => {
  it('answers the same for a new person, a known email and a known username, and creates only the new one', async () => {
    const known = await createUser(app);
    const fresh = `fresh.${unique()}`;
    const answers = [
      await ask({ email: `${fresh}@example.com`, firstName: 'Fresh', username: fresh, password: PASSWORD }),
      await ask({ email: known.email.toUpperCase(), firstName: 'Copy', username: `copy.${unique()}`, password: PASSWORD }),
      await ask({ email: `other.${unique()}@example.com`, firstName: 'Copy', username: known.username, password: PASSWORD }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(await usersNamed(fresh)).toBe(1);
    expect((await app.pool.query('SELECT count(*)::int AS "n" FROM "users" WHERE lower("email") = lower($1)', [known.email])).rows[0].n).toBe(1);
  });

  it('judges the password alike whether the email is known or not', async () => {
    const known = await createUser(app);
    const forKnown = await ask({ email: known.email, firstName: 'Weak', username: `weak.${unique()}`, password: 'password1' }).expect(400);
    const forNew = await ask({ email: `weak.${unique()}@example.com`, firstName: 'Weak', username: `weak.${unique()}`, password: 'password1' }).expect(400);
    expect(forKnown.body).toEqual(forNew.body);
    expect(Object.keys(forNew.body.errors)).toEqual(['password']);
  });

  it('emails each approver once an hour at most, with the way to every request waiting', async () => {
    await app.pool.query(`DELETE FROM "notifications" WHERE "kind" = 'accessRequest'`);
    for (let i = 0; i < 3; i++) {
      const name = `asker.${unique()}`;
      await ask({ email: `${name}@example.com`, firstName: 'Asker', username: name, password: PASSWORD }).expect(202);
      expect(await usersNamed(name)).toBe(1);
    }
    expect(await emailsTo(approver.email)).toBe(1);
    const { rows } = await app.pool.query(`SELECT "body" FROM "notifications" WHERE "kind" = 'accessRequest' AND "recipient" = $1`, [approver.email]);
    expect(rows[0].body).toContain('/users?filter=');
    // An hour later, the next request is emailed again.
    await app.pool.query(`UPDATE "notifications" SET "created_at" = "created_at" - interval '61 minutes' WHERE "kind" = 'accessRequest'`);
    const name = `asker.${unique()}`;
    await ask({ email: `${name}@example.com`, firstName: 'Asker', username: name, password: PASSWORD }).expect(202);
    expect(await emailsTo(approver.email)).toBe(2);
  });
});

describe('a forgotten password', () => {
  it('answers after the same floor of time whether the email has an account or not', async () => {
    const known = await createUser(app);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await anonymous(app).post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email }).expect(202);
      return { ms: performance.now() - started, body: response.body };
    };
    const forKnown = await timed(known.email);
    const forNobody = await timed(`nobody.${unique()}@example.com`);
    expect(forKnown.body).toEqual(forNobody.body);
    // FORGOT_ANSWER_MS (250): neither answers sooner, so neither tells the other apart by its speed.
    expect(forKnown.ms).toBeGreaterThanOrEqual(245);
    expect(forNobody.ms).toBeGreaterThanOrEqual(245);
  });
});

describe('invitations', () => {
  it('send at most 100 emails per inviter in 15 minutes; 429 with Retry-After beyond', async () => {
    const inviter = await createUser(app, { role: 'admin' });
    const token = await app.auth.issueAccessToken(inviter.id);
    const invite = (count: number) =>
      anonymous(app)
        .post('/api/users/invitations')
        .set('Authorization', `Bearer ${token}`)
        .send({ invitations: Array.from({ length: count }, () => ({ email: `guest.${unique()}@example.com`, roleId: 'member' })) });
    await invite(50).expect(201);
    await invite(40).expect(201);
    const refused = await invite(11).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Within the budget still: ten more.
    await invite(10).expect(201);
    await invite(1).expect(429);
    // Another inviter has their own budget.
    const other = await createUser(app, { role: 'admin' });
    await anonymous(app).post('/api/users/invitations').set('Authorization', `Bearer ${await app.auth.issueAccessToken(other.id)}`).send({ invitations: [{ email: `guest.${unique()}@example.com`, roleId: 'member' }] }).expect(201);
  });
});
