import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { anonymous, nextIp } from '../auth-helpers';
import { newPosition } from './hr-fixtures';

// Issue 12: a job posting's public page shows the posting and takes applications without signing
// in (only its fields, only while open, once per email, throttled); applications move along the
// pipeline, an offer only after a completed interview.
let app: TestApp;
let departmentId: string;

beforeAll(async () => {
  // Behind one proxy: each test names its client by X-Forwarded-For.
  app = await startTestApp({ config: { trustProxy: 1 } });
  ({ departmentId } = await newPosition(app));
});
afterAll(() => app?.stop());

const posting = async (values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/jobPostings').send({ title: 'Physiotherapist', departmentId, description: 'Treat our players.', status: 'open', closingDate: '2099-01-01', ...values }).expect(201)).body;
const apply = (id: string, body: Record<string, unknown>, ip = nextIp()) => anonymous(app).post(`/api/public/jobPostings/${id}`).set('X-Forwarded-For', ip).send(body);
const applicant = { fullName: 'Reem Al-Ghamdi', email: 'reem@example.sa', phone: '+966 53 070 8090', coverNote: 'Licensed physiotherapist.' };

describe('the public job posting', () => {
  it('shows the posting without signing in, and nothing else of it', async () => {
    const open = await posting({ requirements: 'A licence.' });
    const { body } = await anonymous(app).get(`/api/public/jobPostings/${open.id}`).expect(200);
    expect(Object.keys(body).sort()).toEqual(['closingDate', 'description', 'employmentType', 'id', 'location', 'requirements', 'status', 'title', 'titleAr', 'vacancies']);
  });

  it('takes an application as a new one in the pipeline, answering only its id', async () => {
    const open = await posting();
    const { body } = await apply(open.id, applicant).expect(201);
    expect(Object.keys(body)).toEqual(['id']);
    const stored = (await app.http.get(`/api/jobApplications/${body.id}`).expect(200)).body;
    expect(stored).toMatchObject({ ...applicant, jobPostingId: open.id, stage: 'new', source: 'website' });
    // Once per email (whatever its case), and only the form's own fields.
    expect((await apply(open.id, { ...applicant, email: 'REEM@example.sa' }).expect(409)).body.errors.email).toBeTruthy();
    const smuggled = await apply(open.id, { ...applicant, email: 'other@example.sa', stage: 'hired', rating: 5 }).expect(400);
    expect(Object.keys(smuggled.body.errors).sort()).toEqual(['rating', 'stage']);
    const missing = await apply(open.id, { fullName: 'A', email: 'not-an-email' }).set('Accept-Language', 'ar').expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'fullName', 'phone']);
  });

  it('refuses applications to a posting that is not open, or past its closing date, and answers 404 for others', async () => {
    // A closed posting still shows and says so; a draft is no public page at all (404, as an unknown id).
    await apply((await posting({ status: 'closed' })).id, applicant).expect(409);
    await apply((await posting({ status: 'draft' })).id, applicant).expect(404);
    const closing = await posting({ closingDate: '2099-01-01' });
    await app.pool.query(`UPDATE "job_postings" SET "closing_date" = '2020-01-01' WHERE "id" = $1`, [closing.id]);
    await apply(closing.id, applicant).expect(409);
    await apply('00000000-0000-4000-8000-000000000000', applicant).expect(404);
    const department = (await app.http.get(`/api/departments/${departmentId}`).expect(200)).body;
    await anonymous(app).post(`/api/public/departments/${department.id}`).send({}).expect(404);
  });

  it('stops a client address after five applications in ten minutes', async () => {
    const open = await posting();
    const ip = nextIp();
    for (let index = 0; index < 5; index += 1) await apply(open.id, { ...applicant, email: `spam${index}@example.com` }, ip).expect(201);
    const stopped = await apply(open.id, { ...applicant, email: 'spam6@example.com' }, ip).expect(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    await apply(open.id, { ...applicant, email: 'someone.else@example.com' }).expect(201);
  });
});

describe('the pipeline', () => {
  it('moves a stage at a time, and offers only after a completed interview', async () => {
    const open = await posting();
    const { id } = (await apply(open.id, { ...applicant, email: 'pipeline@example.sa' }).expect(201)).body;
    const move = (stage: string) => app.http.put(`/api/jobApplications/${id}`).send({ stage });
    expect((await move('offer').expect(400)).body.errors.stage).toBeTruthy();
    await move('screening').expect(200);
    await move('interview').expect(200);
    expect((await move('offer').expect(400)).body.errors.stage).toMatch(/interview/);
    const interview = (await app.http.post('/api/interviews').send({ applicationId: id, scheduledAt: '2026-12-01T09:00:00.000Z' }).expect(201)).body;
    expect((await app.http.put(`/api/interviews/${interview.id}`).send({ status: 'completed' }).expect(400)).body.errors.score).toBeTruthy();
    await app.http.put(`/api/interviews/${interview.id}`).send({ status: 'completed', score: 84, recommendation: 'hire' }).expect(200);
    await move('offer').expect(200);
    await move('hired').expect(200);
    await move('rejected').expect(400);
    await app.http.post('/api/interviews').send({ applicationId: id, scheduledAt: '2026-12-02T09:00:00.000Z' }).expect(400);
  });
});
