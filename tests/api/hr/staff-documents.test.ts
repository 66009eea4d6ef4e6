import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person } from './hr-fixtures';

// Issue 48: staff documents that end (iqama, passport, licences…) are watched by a declared
// reminder (schema/src/reminders.ts, api/src/reminders): the employee's manager, the department's
// and HR's mailbox hear of each one 60, 30 and 7 days ahead, once per step and date.
let app: TestApp;
let positionId: string;
let departmentId: string;
type Row = Record<string, unknown>;
type Person = Awaited<ReturnType<typeof person>>;
let manager: Person;
let managerEmployee: Row;
let departmentHead: Person;
const HR_MAILBOX = 'hr.documents@club.sa';
const JOB = 'employeeDocuments.reminders.expiry';

beforeAll(async () => {
  app = await startTestApp();
  ({ departmentId, positionId } = await newPosition(app));
  const settings = (await app.http.get('/api/hrSettings').expect(200)).body[0];
  await app.http.put(`/api/hrSettings/${settings.id}`).send({ hrEmail: HR_MAILBOX }).expect(200);
  manager = await person(app, 'manager');
  managerEmployee = await newEmployee(app, positionId, { userId: manager.id, fullName: 'Turki Al-Subaie' });
  departmentHead = await person(app, 'manager');
  await app.http.put(`/api/departments/${departmentId}`).send({ managerId: departmentHead.id }).expect(200);
});
afterAll(() => app?.stop());

const dateFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
let nextNumber = 2_400_000_000;
const documentOf = async (kind: string, endsIn: number): Promise<Row> => {
  const employee = await newEmployee(app, positionId, { managerId: managerEmployee.id, fullName: 'Rashid Khan', nationality: 'pakistani' });
  return (await app.http.post('/api/employeeDocuments').send({ employeeId: employee.id, kind, number: String((nextNumber += 1)), issueDate: dateFromToday(-300), expiryDate: dateFromToday(endsIn) }).expect(201)).body;
};
/** The reminder emails about one document, by recipient. */
const emailsAbout = async (document: Row): Promise<string[]> =>
  (await app.pool.query(`SELECT "recipient" FROM "notifications" WHERE "kind" = 'reminder' AND "body" LIKE $1 ORDER BY "recipient"`, [`%/hr/EmployeeDocuments/${document.id}/show%`])).rows.map((row) => row.recipient);
const noticesAbout = async (document: Row): Promise<Row[]> =>
  (await app.pool.query(`SELECT "user_id" AS "userId", "title", "body" FROM "notification_recipients" WHERE "kind" = 'reminder' AND "record_id" = $1`, [document.id])).rows;

describe('staff documents about to end', () => {
  it('an iqama ending in 30 days is told once to the managers and HR, in both languages', async () => {
    const iqama = await documentOf('iqama', 30);
    const later = await documentOf('passport', 75);
    await Promise.all([app.scheduler.runNow(JOB), app.scheduler.runNow(JOB)]);
    const everyone = [HR_MAILBOX, manager.email.toLowerCase(), departmentHead.email.toLowerCase()].sort();
    expect(await emailsAbout(iqama)).toEqual(everyone);
    expect(await emailsAbout(later)).toEqual([]);
    const [email] = (await app.pool.query(`SELECT "subject", "body" FROM "notifications" WHERE "kind" = 'reminder' AND "body" LIKE $1 LIMIT 1`, [`%${iqama.id}%`])).rows;
    // Arabic first, then English; the document by its name in each language, its employee by name, its date and the days left.
    expect(email.subject).toBe(`تنتهي الإقامة للموظف Rashid Khan في ${iqama.expiryDate} · Iqama of Rashid Khan expires on ${iqama.expiryDate}`);
    expect(email.body).toContain('in 30 days');
    expect(email.body).not.toMatch(/%\{|iqama\b/);
    // The number is a person's identity number (a sensitive field): never in a reminder.
    expect(`${email.subject}${email.body}`).not.toContain(String(iqama.number));
    // In the app, for each manager with an account.
    const notices = await noticesAbout(iqama);
    expect(notices.map((notice) => notice.userId).sort()).toEqual([manager.id, departmentHead.id].sort());
    expect(notices[0]).toMatchObject({ title: 'الإقامة Rashid Khan · Iqama Rashid Khan', body: iqama.expiryDate });

    expect(await app.scheduler.runNow(JOB)).toBe(0);
    expect(await emailsAbout(iqama)).toHaveLength(3);
  });

  it('a document first seen 5 days before its end is told once, at the 7-day step; a renewal is told afresh', async () => {
    const permit = await documentOf('workPermit', 5);
    expect(await app.scheduler.runNow(JOB)).toBeGreaterThanOrEqual(1);
    expect(await emailsAbout(permit)).toHaveLength(3);
    const { rows } = await app.pool.query(`SELECT "days_before" FROM "sent_reminders" WHERE "record_id" = $1`, [permit.id]);
    expect(rows).toEqual([{ days_before: 7 }]);
    expect(await app.scheduler.runNow(JOB)).toBe(0);

    // Renewed for a year: nothing to say; a new date 20 days ahead is the 30-day step of that date.
    const renewed = (await app.http.put(`/api/employeeDocuments/${permit.id}`).send({ expiryDate: dateFromToday(365), version: permit.version }).expect(200)).body;
    expect(await app.scheduler.runNow(JOB)).toBe(0);
    await app.http.put(`/api/employeeDocuments/${permit.id}`).send({ expiryDate: dateFromToday(20), version: renewed.version }).expect(200);
    expect(await app.scheduler.runNow(JOB)).toBe(1);
    expect(await emailsAbout(permit)).toHaveLength(6);
  });

  it('a certification about to end is watched the same way', async () => {
    const employee = await newEmployee(app, positionId, { managerId: managerEmployee.id });
    const licence = (
      await app.http.post('/api/employeeCertifications').send({ employeeId: employee.id, name: 'AFC B Coaching Licence', kind: 'coachingLicence', issueDate: dateFromToday(-700), expiryDate: dateFromToday(58) }).expect(201)
    ).body;
    expect(await app.scheduler.runNow('employeeCertifications.reminders.expiry')).toBe(1);
    const { rows } = await app.pool.query(`SELECT "recipient", "subject" FROM "notifications" WHERE "kind" = 'reminder' AND "body" LIKE $1`, [`%/hr/SkillsCertifications/${licence.id}/show%`]);
    expect(rows.map((row) => row.recipient).sort()).toEqual([HR_MAILBOX, manager.email.toLowerCase(), departmentHead.email.toLowerCase()].sort());
    expect(rows[0].subject).toContain('AFC B Coaching Licence');
  });

  it('a document ends after it was issued, and an employee holds one of each number', async () => {
    const iqama = await documentOf('iqama', 200);
    const backwards = await app.http.post('/api/employeeDocuments').send({ employeeId: iqama.employeeId, kind: 'passport', number: 'P100', issueDate: dateFromToday(10), expiryDate: dateFromToday(5) }).expect(400);
    expect(backwards.body.errors.expiryDate).toBe('A document expires after the day it was issued');
    await app.http.post('/api/employeeDocuments').send({ employeeId: iqama.employeeId, kind: 'iqama', number: iqama.number, expiryDate: dateFromToday(400) }).expect(409);
  });

  it('the home card counts the documents ending this month', async () => {
    const { body } = await app.http.get('/api/dashboards/home').expect(200);
    const card = (body.widgets as Row[]).find((widget) => widget.key === 'staffDocumentsExpiring')!;
    const monthEnd = new Date(Date.UTC(Number(dateFromToday(0).slice(0, 4)), Number(dateFromToday(0).slice(5, 7)), 0)).toISOString().slice(0, 10);
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "n" FROM "employee_documents" WHERE "expiry_date" BETWEEN date_trunc('month', $1::date) AND $2::date`, [dateFromToday(0), monthEnd]);
    expect(card.value).toBe(rows[0].n);
    expect(String(card.link)).toContain('/hr/EmployeeDocuments');
  });
});
