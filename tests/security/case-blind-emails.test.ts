import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailsUniqueIgnoringCase1795582417694 } from '../../api/src/migrations/1795582417694-EmailsUniqueIgnoringCase';
import { startTestApp, type TestApp } from '../support/test-app';

// Emails are unique whatever their case (issue 11, item 8): sign-in and recovery look them up
// ignoring case, so two accounts may not share one address in two spellings. The migration that
// brings the rule names every existing clash instead of failing on the first.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const user = (username: string, email: string) => ({ firstName: 'Case', username, email, roleId: 'member', status: 'active' });

describe('an email', () => {
  it('is refused on create and update when another account has it in another case', async () => {
    await app.http.post('/api/users').send(user('case.one', 'Case.Test@Club.sa')).expect(201);
    const refused = await app.http.post('/api/users').send(user('case.two', 'case.test@club.sa')).expect(400);
    expect(refused.body.errors).toEqual({ email: 'Is already used by another record' });
    const other = (await app.http.post('/api/users').send(user('case.three', 'someone.else@club.sa')).expect(201)).body;
    await app.http.put(`/api/users/${other.id}`).send({ email: 'CASE.TEST@CLUB.SA', version: other.version }).expect(400);
  });
});

describe('the migration', () => {
  it('names every pair of accounts that differ only in case, and changes nothing', async () => {
    await app.pool.query('DROP INDEX "IDX_users_email_ci"');
    await app.pool.query(`INSERT INTO "users" ("first_name", "username", "email", "role_id", "status") SELECT 'Twin', 'twin.upper', 'TWIN@club.sa', "role_id", 'active' FROM "users" LIMIT 1`);
    await app.pool.query(`INSERT INTO "users" ("first_name", "username", "email", "role_id", "status") SELECT 'Twin', 'twin.lower', 'twin@club.sa', "role_id", 'active' FROM "users" LIMIT 1`);
    const runner = app.dataSource.createQueryRunner();
    try {
      await expect(new EmailsUniqueIgnoringCase1795582417694().up(runner)).rejects.toThrow(/twin@club\.sa: twin\.upper <TWIN@club\.sa>, twin\.lower <twin@club\.sa>/);
      await app.pool.query(`DELETE FROM "users" WHERE "username" = 'twin.lower'`);
      await new EmailsUniqueIgnoringCase1795582417694().up(runner);
    } finally {
      await runner.release();
    }
    const { rows } = await app.pool.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'IDX_users_email_ci'`);
    expect(rows[0].indexdef).toMatch(/UNIQUE INDEX .* \(lower\(\(email\)::text\)\)/);
  });
});
