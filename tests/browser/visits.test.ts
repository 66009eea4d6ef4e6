import { ar, en } from '@club/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot } from '../support/browser';
import { createSampleRecord } from '../support/samples';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { useSignedInPage } from './support/signed-in-page';

// Issue 13, the visitor's journey end to end: the office configures the messages, registers an
// invitation and approves it; the visitor opens the public invitation (its QR code) and confirms;
// the gate checks them in and out; the visitor opens the survey link of the outbox message,
// answers it without signing in, and the office reads the answers in the survey viewer. The outbox
// holds each enabled message with its placeholders filled, and none that is switched off.
const env = useBrowserApp();
const PHONE = '+966 50 777 1234';
let surveyId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
const visitMessages = async () =>
  (await env.app.pool.query(`SELECT "recipient", "body" FROM "notifications" WHERE "kind" = 'visit' ORDER BY "created_at", "body"`)).rows as { recipient: string; body: string }[];

beforeAll(async () => {
  const approver = await createSampleRecord(env.app.http, env.app.registry, env.app.registry.get('employees')!);
  surveyId = (await env.app.http
    .post('/api/surveys')
    .send({
      title: 'Visitor experience', titleAr: 'تجربة الزائر', status: 'published',
      questions: [
        { question: 'How was your welcome?', questionAr: 'كيف كان استقبالك؟', questionType: 'single', options: 'ممتاز\nجيد\nضعيف', required: true },
        { question: 'What did you use?', questionAr: 'ما الذي استخدمته؟', questionType: 'multiple', options: 'المواقف\nالمقهى', required: false },
        { question: 'Anything to improve?', questionAr: 'هل من شيء نحسّنه؟', questionType: 'text', required: false },
      ],
    })
    .expect(201)).body.id;
  const [row] = (await env.app.http.get('/api/invitationSettings').expect(200)).body;
  await env.app.http.put(`/api/invitationSettings/${row.id}`).send({ approverId: approver.id, surveyId, version: row.version }).expect(200);
});

describe('the visitor journey', () => {
  const office = useSignedInPage(env, 'ltr');
  let invitationId: string;
  let code: string;

  it('configures the messages on the invitation configuration page, a live preview beside each', async () => {
    const { page } = office;
    await page.goto('/Visits/configInvitation');
    const texts: Record<string, string> = {
      invitationSentMessage: 'مرحبًا {visitorName}، دعاك {hostName} يوم {date} الساعة {time}.',
      invitationLinkMessage: 'دعوتك: {link}',
      visitorEntryMessage: 'أهلًا بك {visitorName}',
      departureMessage: 'شكرًا لزيارتك {visitorName}',
      surveyMessage: 'رأيك يهمنا: {link}',
      visitorNotificationMessage: 'وصل ضيفك {visitorName}',
    };
    for (const [name, text] of Object.entries(texts)) {
      await control(page, name).fill(text);
      if (name !== 'visitorNotificationMessage') await control(page, `${name}Enabled`).check();
    }
    // The preview fills the placeholders with a sample visit, in each language.
    await expect.poll(() => page.locator('.message-template-invitationSentMessage .message-preview-ar').innerText()).toContain('مرحبًا فهد الرويلي');
    await page.locator('form button[type=submit]').click();
    await page.locator('[data-sonner-toast]', { hasText: en.app.settingsForm.saved }).first().waitFor();
    expect((await env.app.http.get('/api/invitationSettings').expect(200)).body[0]).toMatchObject({ invitationLinkMessageEnabled: true, visitorNotificationMessageEnabled: false });
  });

  it('registers an invitation and approves it', async () => {
    const { page } = office;
    await page.goto('/Visits/Invitation/create');
    await control(page, 'visitorName').fill('Nawaf Al-Harthi');
    await control(page, 'phone').fill(PHONE);
    await control(page, 'hostId').click();
    await page.locator('[role=listbox] [role=option]').first().click();
    await page.locator('form input[name="purpose"]').locator('xpath=..').locator('[role=combobox]').click();
    await page.locator('[role=listbox] [role=option][data-value="meeting"]').click();
    await control(page, 'visitDate').fill(inDays(1));
    await control(page, 'startTime').fill('10:00');
    await control(page, 'endTime').fill('11:00');
    await control(page, 'place').fill('Board room');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/Visits\/Invitation\/[0-9a-f-]{36}(\/show)?$/);
    const [invitation] = (await env.app.http.get('/api/invitations').query({ filter: JSON.stringify({ q: 'Nawaf' }) }).expect(200)).body;
    invitationId = invitation.id;
    code = invitation.code;
    expect(invitation.status).toBe('pending');
    await page.goto(`/Visits/Invitation/${invitationId}/show`);
    await page.locator('.record-action-approve').click();
    await page.getByRole('dialog').getByRole('button', { name: en.app.recordActions.confirm }).click();
    await expect.poll(async () => (await env.app.http.get(`/api/invitations/${invitationId}`).expect(200)).body.status).toBe('approved');
  });

  it('lets the visitor open the invitation in Arabic, see its QR code and confirm attendance', async () => {
    const context = await openContext(env.browser, env.app.url, 'rtl');
    try {
      const page = await context.newPage();
      const link = (await visitMessages()).find((message) => message.body.startsWith('دعوتك: '))!.body.slice('دعوتك: '.length);
      expect(link).toMatch(new RegExp(`/Invitation/${invitationId}$`));
      await page.goto(new URL(link).pathname);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Nawaf Al-Harthi');
      await expect.poll(() => page.locator('.public-qr-code figcaption').innerText()).toBe(code);
      expect(await page.getByRole('img', { name: new RegExp(code) }).count()).toBe(1);
      await screenshot(page, 'public-invitation-rtl');
      await page.getByRole('button', { name: ar.resources.invitations!.publicActions!.confirm!.label }).click();
      await page.getByText(ar.resources.invitations!.publicActions!.confirm!.done).waitFor();
      expect((await env.app.http.get(`/api/invitations/${invitationId}`).expect(200)).body.confirmedAt).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('checks the visitor in and out at the gate, found by the code', async () => {
    const { page } = office;
    await page.goto('/Visits/Search');
    await page.locator('.visitor-search-box').fill(code);
    await page.locator('.found-invitation .gate-check-in').click();
    await expect.poll(async () => (await env.app.http.get(`/api/invitations/${invitationId}`).expect(200)).body.status).toBe('checkedIn');
    await page.locator('.found-invitation .gate-check-out').click();
    await expect.poll(async () => (await env.app.http.get(`/api/invitations/${invitationId}`).expect(200)).body.status).toBe('checkedOut');
    await expect.poll(() => page.locator('.found-log').first().innerText()).toContain(en.resources.visitorLogs!.enums!.status!.left!);
  });

  it('lets the visitor answer the survey from the link of the message, without signing in', async () => {
    const context = await openContext(env.browser, env.app.url, 'rtl');
    try {
      const page = await context.newPage();
      const link = (await visitMessages()).find((message) => message.body.startsWith('رأيك يهمنا: '))!.body.slice('رأيك يهمنا: '.length);
      // The visitor's own link: its token names them on the answer.
      await page.goto(`${new URL(link).pathname}${new URL(link).search}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('تجربة الزائر');
      // A required question left blank is said before anything is sent.
      await page.locator('form button[type=submit]').click();
      await page.getByText(ar.app.surveys.required.replace('%{number}', '1')).first().waitFor();
      await page.getByRole('radio', { name: 'جيد', exact: true }).check();
      await page.getByRole('checkbox', { name: 'المقهى' }).check();
      await page.locator('.survey-question-2 textarea').first().fill('مواقف أكثر قرب البوابة');
      await page.locator('form button[type=submit]').click();
      await page.getByText(ar.resources.surveys!.publicForm!.sent).waitFor();
      await screenshot(page, 'public-survey-rtl');
    } finally {
      await context.close();
    }
  });

  it('shows the answers in the survey viewer, and the outbox holds each enabled message filled in', async () => {
    const { page, errors } = office;
    const [response] = (await env.app.http.get('/api/surveyResponses').query({ filter: JSON.stringify({ surveyId }) }).expect(200)).body;
    expect(response).toMatchObject({ phone: '+966507771234', visitorName: 'Nawaf Al-Harthi', invitationId, answers: { 0: 'جيد', 1: ['المقهى'], 2: 'مواقف أكثر قرب البوابة' } });
    await page.goto(`/Visits/formviewList/${response.id}/show`);
    await expect.poll(() => page.locator('.survey-answers-view').innerText()).toContain('How was your welcome?');
    expect(await page.locator('.survey-answers-view').innerText()).toContain('مواقف أكثر قرب البوابة');

    const bodies = (await visitMessages()).filter((message) => message.recipient === PHONE).map((message) => message.body);
    expect(bodies).toEqual(expect.arrayContaining([
      `مرحبًا Nawaf Al-Harthi، دعاك ${(await env.app.http.get(`/api/invitations/${invitationId}`).expect(200)).body.hostName} يوم ${inDays(1)} الساعة 10:00.`,
      expect.stringMatching(/^دعوتك: http/),
      'أهلًا بك Nawaf Al-Harthi',
      'شكرًا لزيارتك Nawaf Al-Harthi',
      expect.stringMatching(new RegExp(`^رأيك يهمنا: http.+/formView/${surveyId}/`)),
    ]));
    expect(bodies).toHaveLength(5);
    // Switched off: the host hears nothing of the arrival.
    expect((await visitMessages()).some((message) => message.body.startsWith('وصل ضيفك'))).toBe(false);
    expect(bodies.every((body) => !/\{\w+\}/.test(body))).toBe(true);
    expect(errors).toEqual([]);
  });
});
