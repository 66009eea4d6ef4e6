import { issueAccessToken } from '@club/api';
import { ar, en } from '@club/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { bearer, createUser } from '../api/auth-helpers';
import { useBrowserApp } from './support/browser-app';
import { control, fillField } from './support/form-filler';
import { useSignedInPage } from './support/signed-in-page';

// Issue 12: someone applies to a job posting's public page without an account, in Arabic; HR moves
// the application through screening and a recorded interview to hired and finds the applicant in
// the pipeline; an approver decides a request from its page, and the trail shows who and when.
const env = useBrowserApp();
const applications = en.resources.jobApplications!;
let postingId: string;
let positionId: string;

beforeAll(async () => {
  const department = (await env.app.http.post('/api/departments').send({ name: 'Sports Medicine', nameAr: 'الطب الرياضي', code: 'MED' }).expect(201)).body;
  positionId = (await env.app.http.post('/api/positions').send({ title: 'Physiotherapist', titleAr: 'أخصائي علاج طبيعي', departmentId: department.id, headcount: 5 }).expect(201)).body.id;
  postingId = (
    await env.app.http
      .post('/api/jobPostings')
      .send({ title: 'Physiotherapist', titleAr: 'أخصائي علاج طبيعي', departmentId: department.id, description: 'علاج لاعبي الفريق الأول.', status: 'open', closingDate: '2099-01-01' })
      .expect(201)
  ).body.id;
});

const applicant = { fullName: 'ريم الغامدي', email: 'reem.ghamdi@example.sa', phone: '+966 53 070 8090' };

describe('recruitment', () => {
  const session = useSignedInPage(env, 'ltr');

  it('takes an application on the public page, without signing in, in Arabic', async () => {
    const context = await openContext(env.browser, env.app.url, 'rtl');
    const errors: string[] = [];
    try {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/jobPostings/${postingId}`);
      const texts = ar.resources.jobPostings!.publicForm!;
      await page.getByRole('heading', { level: 2, name: texts.title }).waitFor();
      await control(page, 'fullName').fill(applicant.fullName);
      await control(page, 'email').fill(applicant.email);
      await control(page, 'phone').fill(applicant.phone);
      await control(page, 'coverNote').fill('أخصائية علاج طبيعي مرخصة، خبرة خمس سنوات.');
      await screenshot(page, 'job-posting-apply-rtl');
      await page.getByRole('button', { name: texts.submit }).click();
      await expect.poll(() => page.getByRole('status').innerText()).toBe(texts.sent);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('moves the application through interview to hired, and finds the applicant in the pipeline', async () => {
    const { page, errors } = session;
    const [stored] = (await env.app.http.get('/api/jobApplications').query({ filter: JSON.stringify({ q: applicant.fullName }) }).expect(200)).body;
    expect(stored).toMatchObject({ ...applicant, jobPostingId: postingId, stage: 'new', source: 'website' });
    const moveTo = async (stage: string) => {
      await page.goto(`/hr/jobManagement/jobApplications/${stored.id}`);
      await fillField(page, 'stage', { kind: 'enum', values: [] }, stage);
      await page.locator('form button[type=submit]').click();
      await expect.poll(async () => (await env.app.http.get(`/api/jobApplications/${stored.id}`).expect(200)).body.stage).toBe(stage);
    };
    await moveTo('screening');
    await moveTo('interview');

    // The interview, held and scored, recorded on its screen.
    await page.goto('/hr/jobManagement/interview/create');
    await control(page, 'applicationId').fill('ريم');
    await page.locator('[role=listbox] [role=option]').first().click();
    await control(page, 'scheduledAt').fill('2026-11-20T10:00');
    await fillField(page, 'status', { kind: 'enum', values: [] }, 'completed');
    await control(page, 'score').fill('86');
    await fillField(page, 'recommendation', { kind: 'enum', values: [] }, 'hire');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/hr\/jobManagement\/interview(\/[0-9a-f-]{36}(\/show)?)?$/);

    await moveTo('offer');
    await moveTo('hired');
    // Found by name: an email is a personal contact, never searched.
    await page.goto(`/hr/jobManagement/jobApplications?filter=${encodeURIComponent(JSON.stringify({ q: 'الغامدي' }))}`);
    const row = page.locator('tbody tr.RaDatagrid-row', { hasText: applicant.fullName });
    await expect.poll(() => row.innerText()).toContain(applications.enums!.stage!.hired!);
    await screenshot(page, 'job-applications-hired-ltr');

    // The board shows the applicant in the hired column; another application moves on from its card.
    const other = (await env.app.anonymous.post(`/api/public/jobPostings/${postingId}`).send({ fullName: 'Fahad Al-Mutlaq', email: 'fahad@example.sa', phone: '+966 55 222 3242' }).expect(201)).body;
    await page.goto('/hr/jobManagement/jobApplications/board');
    await expect.poll(() => page.locator('.board-column-hired').innerText()).toContain(applicant.fullName);
    const card = page.locator('.board-column-new .application-card', { hasText: 'Fahad Al-Mutlaq' });
    await card.getByRole('button', { name: `Move to ${applications.enums!.stage!.screening!}` }).click();
    await expect.poll(async () => (await env.app.http.get(`/api/jobApplications/${other.id}`).expect(200)).body.stage).toBe('screening');
    await expect.poll(() => page.locator('.board-column-screening').innerText()).toContain('Fahad Al-Mutlaq');
    await screenshot(page, 'recruitment-board-ltr');
    expect(errors).toEqual([]);
  });
});

describe('an approval from the request page', () => {
  const session = useSignedInPage(env, 'rtl');

  it('approves with a comment, and the trail names the approver', async () => {
    const { page, errors } = session;
    const { body: admins } = await env.app.http.get('/api/users').query({ filter: JSON.stringify({ q: TEST_ADMIN.username }) }).expect(200);
    await env.app.http.post('/api/approvalRoutes').send({ name: 'Salary letter', nameAr: 'خطاب تعريف', requestType: 'salaryLetter', steps: [{ label: 'HR', labelAr: 'الموارد البشرية', approverUserId: admins[0].id }] }).expect(201);
    const employee = (
      await env.app.http.post('/api/employees').send({ fullName: 'Yousef Al-Malki', nationalId: '1045678901', nationality: 'saudi', gender: 'male', positionId, hireDate: '2022-06-01', basicSalary: 9000 }).expect(201)
    ).body;
    // Made by someone else's session: nobody decides their own request.
    const clerk = await createUser(env.app, { role: 'manager' });
    const request = (
      await env.app.anonymous.post('/api/employeeRequests').set(bearer(await issueAccessToken(env.app, clerk.id))).send({ employeeId: employee.id, type: 'salaryLetter', reason: 'قرض سكني' }).expect(201)
    ).body;
    const labels = ar.resources.employeeRequests!;
    await page.goto(`/hr/AutomatedRequests/${request.id}/show`);
    await page.getByRole('button', { name: labels.actions!.approve }).click();
    const dialog = page.getByRole('dialog', { name: labels.actions!.approve });
    await dialog.getByRole('textbox').fill('تمت الموافقة، يصدر الخطاب اليوم.');
    await dialog.getByRole('button', { name: ar.app.recordActions.confirm }).click();
    await expect.poll(() => page.locator('.show-page').innerText()).toContain(labels.enums!.status!.approved!);
    await expect.poll(() => page.locator('.approval-trail').innerText()).toContain('تمت الموافقة، يصدر الخطاب اليوم.');
    expect(await page.locator('.approval-trail').innerText()).toContain(`${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`);
    // The step by its Arabic name on an Arabic screen.
    expect(await page.locator('.approval-trail').innerText()).toContain('الموارد البشرية');
    // Decided: the actions are gone.
    await expect.poll(() => page.getByRole('button', { name: labels.actions!.approve }).count()).toBe(0);
    await screenshot(page, 'employee-request-approved-rtl');
    expect(errors).toEqual([]);
  });
});

describe('a circular read from its page', () => {
  const session = useSignedInPage(env, 'rtl');

  it('acknowledges it once, and its count links to who read it', async () => {
    const { page, errors } = session;
    const circular = (
      await env.app.http.post('/api/internalBulletins').send({ referenceNumber: 'IC-2026-901', title: 'تحديث بطاقات الدخول', body: 'تنتهي صلاحية البطاقات الحالية بنهاية الشهر.', status: 'published', requiresAcknowledgement: true }).expect(201)
    ).body;
    const labels = ar.resources.internalBulletins!;
    await page.goto(`/hr/Circulars/${circular.id}/show`);
    const readCount = (read: number) => ar.app.circulars.readOf.replace('%{read}', String(read)).replace('%{audience}', String(circular.audienceSize));
    await page.getByRole('link', { name: readCount(0) }).waitFor();
    await page.getByRole('button', { name: labels.actions!.acknowledge }).click();
    await page.getByRole('link', { name: readCount(1) }).click();
    // The receipts, filtered to this circular, name the reader.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/hr/Circulars/receipts');
    await expect.poll(() => page.locator('tbody tr.RaDatagrid-row').count()).toBe(1);
    expect(await page.locator('tbody').innerText()).toContain(`${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`);
    await screenshot(page, 'circular-receipts-rtl');
    expect(errors).toEqual([]);
  });
});

describe('a request form', () => {
  const session = useSignedInPage(env, 'ltr');

  it('shows only the fields of the type chosen, and offers only active employees', async () => {
    const { page, errors } = session;
    const hire = (fullName: string, nationalId: string, status: string) =>
      env.app.http.post('/api/employees').send({ fullName, nationalId, nationality: 'saudi', gender: 'male', positionId, hireDate: '2021-01-10', basicSalary: 8000, status }).expect(201);
    await hire('Majed Active', '1098765432', 'active');
    await hire('Majed Away', '1098765433', 'onLeave');
    await page.goto('/hr/AutomatedRequests/create');
    const choose = async (value: string) => {
      await page.locator('form input[name="type"]').locator('xpath=..').locator('[role=combobox]').click();
      await page.locator(`[role=listbox] [role=option][data-value="${value}"]`).click();
    };
    await choose('annualLeave');
    // A leave: its days, no amount and no asset.
    await page.locator('form input[name="startDate"]').waitFor();
    expect(await page.locator('form input[name="amount"]').count()).toBe(0);
    expect(await page.locator('form input[name="assetId"]').count()).toBe(0);
    // An advance: its amount, no days.
    await choose('salaryAdvance');
    await page.locator('form input[name="amount"]').waitFor();
    expect(await page.locator('form input[name="startDate"]').count()).toBe(0);
    // The employee picker: the active one, not the one on leave.
    await control(page, 'employeeId').fill('Majed');
    await page.getByRole('option', { name: 'Majed Active' }).waitFor();
    expect(await page.getByRole('option', { name: 'Majed Away' }).count()).toBe(0);
    await screenshot(page, 'request-form-advance');
    expect(errors).toEqual([]);
  });
});
