import { ar, en } from '@club/locales';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot } from '../support/browser';
import { signIn } from '../support/test-app';
import { useBrowserApp } from './support/browser-app';
import { seriousViolations } from './support/axe';
import { control } from './support/form-filler';
import { signInByRequest } from './support/sign-in';
import { useSignedInPage } from './support/signed-in-page';

// Issue 16 in the admin: the volunteers link copied from /EventsOpportunities, opened signed out,
// registers a volunteer who then shows in /VolunteersEvents; a chat message sent by one user
// arrives for another without a reload; the help centre reads an article in the page's language.
const env = useBrowserApp();
const opportunities = ar.resources.eventOpportunities!;

const at = (days: number, hour: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 11) + `${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('volunteering', () => {
  const session = useSignedInPage(env, 'rtl');

  it('copies the volunteers link of an opportunity, which registers a volunteer signed out', async () => {
    const { page, context, errors } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const opportunity = (await env.app.http.post('/api/eventOpportunities').send({ title: 'Derby stewards', titleAr: 'منظمو الديربي', location: 'Main Stadium', startsAt: at(3, 6), endsAt: at(3, 18), requiredVolunteers: 20, hoursPerDay: 6, status: 'published' }).expect(201)).body;
    await page.goto('/EventsOpportunities');
    const row = page.locator('tbody tr', { hasText: 'منظمو الديربي' });
    // Both links of SPEC §2, labelled as the spec words them, on the row itself.
    await expect.poll(() => row.getByRole('button', { name: opportunities.publicForms!.attendance!.copyLink! }).count()).toBe(1);
    await row.getByRole('button', { name: opportunities.publicForm!.copyLink! }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${env.app.url}/volunteer/${opportunity.id}`);
    // The copying did not open the record.
    expect(new URL(page.url()).pathname).toBe('/EventsOpportunities');
    await row.getByRole('button', { name: opportunities.publicForms!.attendance!.copyLink! }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${env.app.url}/volunteer-attendance/${opportunity.id}`);

    const visitor = await openContext(env.browser, env.app.url, 'rtl');
    try {
      const publicPage = await visitor.newPage();
      publicPage.on('pageerror', (error) => errors.push(error.message));
      await publicPage.goto(link);
      await expect.poll(() => publicPage.getByRole('heading', { level: 1 }).innerText()).toBe('منظمو الديربي');
      const form = ar.resources.volunteerAssignments!.fields!;
      await publicPage.getByLabel(form.fullName!).fill('ريم القحطاني');
      await publicPage.getByLabel(form.nationalId!).fill('1122334455');
      await publicPage.getByLabel(form.phone!).fill('+966 55 321 7788');
      await screenshot(publicPage, 'volunteer-sign-up-rtl');
      await publicPage.getByRole('button', { name: opportunities.publicForm!.submit }).click();
      await expect.poll(() => publicPage.getByRole('status').innerText()).toContain(opportunities.publicForm!.sent);
    } finally {
      await visitor.close();
    }
    await page.goto('/VolunteersEvents');
    await expect.poll(() => page.locator('tbody tr', { hasText: 'ريم القحطاني' }).count()).toBe(1);
    expect(await page.locator('tbody tr', { hasText: 'ريم القحطاني' }).innerText()).toContain(ar.resources.volunteerAssignments!.enums!.source!.publicLink);
    expect(errors).toEqual([]);
  });

  it('records an accepted volunteer\'s attendance in two steps: the national ID asks for a code texted to the phone on file, the code records it', async () => {
    const opportunity = (await env.app.http.post('/api/eventOpportunities').send({ title: 'Gate stewards', titleAr: 'منظمو البوابات', location: 'Main Stadium', startsAt: at(-1, 6), endsAt: at(1, 18), requiredVolunteers: 5, hoursPerDay: 4, status: 'published' }).expect(201)).body;
    const volunteer = (await env.app.http.post('/api/volunteers').send({ fullName: 'Sara Al-Otaibi', nationalId: '1099887766', phone: '055 888 1212' }).expect(201)).body;
    await env.app.http.post('/api/volunteerAssignments').send({ opportunityId: opportunity.id, volunteerId: volunteer.id, status: 'accepted' }).expect(201);
    const texts = ar.app.publicPage.oneTimeCode;
    const attendance = opportunities.publicForms!.attendance!;
    const visitor = await openContext(env.browser, env.app.url, 'rtl');
    const errors: string[] = [];
    try {
      const publicPage = await visitor.newPage();
      publicPage.on('pageerror', (error) => errors.push(error.message));
      await publicPage.goto(`/volunteer-attendance/${opportunity.id}`);
      await expect.poll(() => publicPage.getByRole('heading', { level: 1 }).innerText()).toBe('منظمو البوابات');
      await publicPage.getByText(texts.step.replace('%{step}', '1')).waitFor();
      await publicPage.getByLabel(ar.resources.volunteerHoursLogs!.fields!.nationalId!).fill('1099887766');
      await publicPage.getByRole('button', { name: texts.ask }).click();
      // The page says what the server says to anyone, and asks for the code.
      await expect.poll(() => publicPage.getByRole('status').innerText()).toMatch(/متطوع مقبول/);
      const code = publicPage.getByLabel(texts.code);
      await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await seriousViolations(publicPage)).toEqual([]);
      await screenshot(publicPage, 'volunteer-attendance-code-rtl');
      const { rows } = await env.app.pool.query(`SELECT "body" FROM "notifications" WHERE "kind" = 'otp' AND "recipient" = '+966558881212' ORDER BY "created_at" DESC LIMIT 1`);
      await code.fill(/[0-9]{6}/.exec(rows[0].body as string)![0]);
      await publicPage.getByRole('button', { name: attendance.submit }).click();
      await expect.poll(() => publicPage.getByRole('status').innerText()).toContain(attendance.sent);
    } finally {
      await visitor.close();
    }
    const [log] = (await env.app.http.get('/api/volunteerHoursLogs').query({ filter: JSON.stringify({ opportunityId: opportunity.id }) }).expect(200)).body;
    expect(log).toMatchObject({ volunteerId: volunteer.id, source: 'checkIn', status: 'pending' });
    expect(errors).toEqual([]);
  });
});

describe('chats', () => {
  it('brings a message from one user to another without a reload', async () => {
    const password = 'Touchline-Chat-2026!';
    const make = async (name: string) => (await env.app.http.post('/api/users').send({ firstName: name, lastName: 'Chat', username: name.toLowerCase(), email: `${name.toLowerCase()}@club.sa`, password, roleId: 'member', status: 'active' }).expect(201)).body;
    const [huda, omar] = [await make('Huda'), await make('Omar')];
    const contexts = [await openContext(env.browser, env.app.url, 'ltr'), await openContext(env.browser, env.app.url, 'rtl')];
    const errors: string[] = [];
    try {
      const [sender, receiver] = await Promise.all(contexts.map((context) => context.newPage()));
      for (const page of [sender!, receiver!]) page.on('pageerror', (error) => errors.push(error.message));
      await signInByRequest(sender!, 'huda@club.sa', password);
      await signInByRequest(receiver!, 'omar@club.sa', password);
      // Huda starts a conversation with Omar from the screen.
      await sender!.goto('/chats');
      await sender!.getByRole('button', { name: en.screens.chats.newConversation }).click();
      await sender!.getByLabel(en.screens.chats.people).fill('Omar');
      await sender!.getByRole('option', { name: 'Omar Chat' }).click();
      await sender!.getByRole('button', { name: en.screens.chats.start }).click();
      await expect.poll(() => sender!.getByRole('heading', { level: 2, name: 'Omar Chat' }).count()).toBe(1);
      // Omar has the screen open, with nothing chosen yet.
      await receiver!.goto('/chats');
      const conversation = receiver!.locator('.chat-conversation', { hasText: 'Huda Chat' });
      await expect.poll(() => conversation.count()).toBe(1);
      await sender!.getByRole('textbox', { name: en.screens.chats.message, exact: true }).fill('The bus leaves at four, gate 2.');
      await sender!.keyboard.press('Enter');
      // Without a reload: the unread count arrives, then the message once opened.
      await expect.poll(() => conversation.locator('.chat-unread').innerText(), { timeout: 15_000 }).toContain('1');
      await conversation.click();
      await expect.poll(() => receiver!.locator('.chat-message').last().innerText()).toContain('The bus leaves at four, gate 2.');
      await expect.poll(() => conversation.locator('.chat-unread').count(), { timeout: 15_000 }).toBe(0);
      // And the answer comes back the other way, still without a reload.
      await receiver!.getByRole('textbox', { name: ar.screens.chats.message, exact: true }).fill('تمام، أنا في الطريق');
      await receiver!.getByRole('button', { name: ar.screens.chats.send }).click();
      await expect.poll(() => sender!.locator('.chat-message').last().innerText(), { timeout: 15_000 }).toContain('تمام، أنا في الطريق');
      await screenshot(sender!, 'chats-ltr');
      await screenshot(receiver!, 'chats-rtl');
      const token = await signIn(env.app.url, 'omar@club.sa', password);
      const reads = (await supertest(env.app.url).get('/api/chatReads').set('Authorization', `Bearer ${token}`).query({ filter: JSON.stringify({ userId: omar.id }) }).expect(200)).body;
      expect(reads).toEqual([expect.objectContaining({ unreadCount: 0 })]);
      expect(huda.id).not.toBe(omar.id);
      expect(errors).toEqual([]);
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});

describe('the help centre', () => {
  const session = useSignedInPage(env, 'rtl');

  it('finds a published article by a word and reads it in the page\'s language', async () => {
    const { page, errors } = session;
    await env.app.http.post('/api/helpArticles').send({ title: 'Book a hall', titleAr: 'حجز قاعة', category: 'facilities', summary: 'Bookings', summaryAr: 'الحجوزات', body: 'Open the bookings.', bodyAr: 'افتح حجوزات المرافق واختر المكان.\n\nيُرفض الحجز المتعارض.', status: 'published' }).expect(201);
    await env.app.http.post('/api/helpArticles').send({ title: 'Draft', titleAr: 'مسودة مخفية', category: 'facilities', summary: 'x', summaryAr: 'x', body: 'x', bodyAr: 'x', status: 'draft' }).expect(201);
    await page.goto('/help-center');
    await page.getByLabel(ar.screens.helpCenter.search).fill('حجز');
    const cards = page.locator('.help-article');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toContain('مسودة مخفية');
    await cards.first().getByRole('link').click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('حجز قاعة');
    expect(await page.locator('article').innerText()).toContain('يُرفض الحجز المتعارض.');
    await screenshot(page, 'help-article-rtl');
    expect(errors).toEqual([]);
  });
});
