import { issueAccessToken } from '@club/api';
import { ar, en } from '@club/locales';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, type TestUser } from '../api/auth-helpers';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { navigate } from './support/navigate';
import { signInByRequest } from './support/sign-in';

// Issue 45: the admin offers what the declared rules allow, to whom they allow it. A leave's
// requester is not offered Approve and reads whose turn it is; the step's approver is offered
// Approve and Reject. A completed booking has no Edit nor Delete; a requested one offers its moves
// (Confirm, Cancel booking), and its form has no status select. An issued invoice is not edited
// and offers Record payment and Credit note. In English and in Arabic.
const env = useBrowserApp();

const STEP = 'HR';
const HOUR = 3_600_000;
const ids = {} as { leave: string; requested: string; completed: string; invoice: string };
let requester: TestUser;

beforeAll(async () => {
  const http = env.app.http;
  const { body: admins } = await http.get('/api/users').query({ filter: JSON.stringify({ q: TEST_ADMIN.username }) }).expect(200);
  // One step, decided by the test administrator.
  await http.post('/api/approvalRoutes').send({ name: 'Annual leave', nameAr: 'إجازة سنوية', requestType: 'annualLeave', steps: [{ label: STEP, approverUserId: admins[0].id }] }).expect(201);
  const department = (await http.post('/api/departments').send({ name: 'Operations', nameAr: 'العمليات', code: 'OPS' }).expect(201)).body;
  const position = (await http.post('/api/positions').send({ title: 'Coordinator', titleAr: 'منسق', departmentId: department.id, headcount: 3 }).expect(201)).body;
  const employee = (
    await http.post('/api/employees').send({ fullName: 'Huda Al-Qahtani', nationalId: '1056789012', nationality: 'saudi', gender: 'female', positionId: position.id, hireDate: '2021-03-01', basicSalary: 8000 }).expect(201)
  ).body;
  // Her annual leave as HR brought it from the paper records.
  await http.post('/api/leaveMovements').send({ employeeId: employee.id, leaveTypeId: 'annual', days: 30, note: 'Opening balance' }).expect(201);
  // Made by someone other than the approver: nobody decides their own request.
  requester = await createUser(env.app, { role: 'manager' });
  ids.leave = (
    await env.app.anonymous.post('/api/employeeRequests').set(bearer(await issueAccessToken(env.app, requester.id))).send({ employeeId: employee.id, type: 'annualLeave', startDate: '2099-03-01', endDate: '2099-03-05' }).expect(201)
  ).body.id;

  const facility = (await http.post('/api/facilities').send({ name: 'Hall B', type: 'hall', capacity: 50 }).expect(201)).body;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  ids.requested = (await http.post('/api/facilityBookings').send({ facilityId: facility.id, title: 'Board meeting', purpose: 'meeting', startsAt: at(48), endsAt: at(50) }).expect(201)).body.id;
  const past = (await http.post('/api/facilityBookings').send({ facilityId: facility.id, title: 'Press day', purpose: 'event', startsAt: at(-50), endsAt: at(-48), status: 'confirmed' }).expect(201)).body;
  await http.post(`/api/facilityBookings/${past.id}/complete`).send({}).expect(200);
  ids.completed = past.id;

  // An issued invoice, under the club's VAT number.
  await setClubSettings(env.app, { vatNumber: CLUB_VAT_NUMBER, siteNameAr: 'نادي صقور الرياض' });
  ids.invoice = (
    await http.post('/api/invoices').send({ customerName: 'Riyadh International School', dueDate: '2099-12-31', status: 'issued', items: [{ description: 'Indoor hall rental, per hour', quantity: 2, unitPrice: 100, vatRate: 15 }] }).expect(201)
  ).body.id;
});

/** A page of the running app signed in as this person, in this direction. */
const signedIn = async (dir: Direction, email: string, password: string, errors: string[]): Promise<Page> => {
  const context = await openContext(env.browser, env.app.url, dir);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInByRequest(page, email, password);
  return page;
};

/** "Waiting for Test Administrator (HR)": the step's approver by name, and the step. */
const waitingForAdmin = (words: typeof en) => words.app.rules.waitingForStep.replace('%{name}', `${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`).replace('%{step}', STEP);

const buttonNamed = (page: Page, name: string) => page.locator('.show-page').getByRole('button', { name, exact: true });

/** The text a button's aria-describedby points at (its reason for being unavailable). */
const descriptionOf = (page: Page, name: string) =>
  buttonNamed(page, name).evaluate((button) => (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());

describe.each([
  ['en', 'ltr', en],
  ['ar', 'rtl', ar],
] as const)('declared rules on screen (%s)', (_language, dir, words) => {
  const requests = words.resources.employeeRequests!;
  const bookings = words.resources.facilityBookings!;
  const errors: string[] = [];

  it('the requester of a leave is not offered Approve and reads whose turn it is', async () => {
    const page = await signedIn(dir, requester.email, requester.password, errors);
    await navigate(page, `/hr/AutomatedRequests/${ids.leave}/show`);
    await expect.poll(() => page.locator('.waiting-for').textContent()).toBe(waitingForAdmin(words));
    await buttonNamed(page, requests.actions!.cancel!).waitFor();
    expect(await buttonNamed(page, requests.actions!.approve!).count()).toBe(0);
    expect(await buttonNamed(page, requests.actions!.reject!).count()).toBe(0);
    await screenshot(page, `declared-rules-requester-${dir}`);
    await page.context().close();
  });

  it("the step's approver is offered Approve and Reject, and reads why not Cancel", async () => {
    const page = await signedIn(dir, TEST_ADMIN.email, TEST_ADMIN.password, errors);
    await navigate(page, `/hr/AutomatedRequests/${ids.leave}/show`);
    await expect.poll(() => page.locator('.waiting-for').textContent()).toBe(waitingForAdmin(words));
    for (const action of [requests.actions!.approve!, requests.actions!.reject!]) {
      await buttonNamed(page, action).waitFor();
      expect(await buttonNamed(page, action).getAttribute('aria-disabled')).toBeNull();
    }
    // Cancelling is the requester's: shown unavailable, its reason reachable from the button.
    expect(await buttonNamed(page, requests.actions!.cancel!).getAttribute('aria-disabled')).toBe('true');
    expect(await descriptionOf(page, requests.actions!.cancel!)).not.toBe('');
    // WCAG 2.2 AA with a button on offer and one that is not (the sidebar is checked elsewhere).
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    await screenshot(page, `declared-rules-approver-${dir}`);

    // A completed booking: neither edited nor deleted.
    await navigate(page, `/Facility/FacilityBookings/${ids.completed}/show`);
    await expect.poll(() => page.locator('.show-page').innerText()).toContain(bookings.enums!.status!.completed!);
    const show = page.locator('.show-page');
    expect(await show.getByRole('link', { name: words.ra.action.edit, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: words.ra.action.delete, exact: true }).count()).toBe(0);
    for (const move of Object.values(bookings.actions!)) expect(await buttonNamed(page, move).count()).toBe(0);
    await screenshot(page, `declared-rules-completed-booking-${dir}`);
    // Its form's address says why it no longer changes, and offers no form.
    await navigate(page, `/Facility/FacilityBookings/${ids.completed}`);
    await page.locator('.final-record').waitFor();
    expect(await page.locator('form').count()).toBe(0);

    // A requested one: its moves from there are offered, and its form has no status select.
    await navigate(page, `/Facility/FacilityBookings/${ids.requested}/show`);
    await buttonNamed(page, bookings.actions!.confirm!).waitFor();
    await buttonNamed(page, bookings.actions!.cancel!).waitFor();
    expect(await buttonNamed(page, bookings.actions!.complete!).count()).toBe(0);
    await show.getByRole('link', { name: words.ra.action.edit, exact: true }).click();
    await page.locator('.workflow-state').waitFor();
    expect(await page.locator('.workflow-state').innerText()).toContain(bookings.enums!.status!.requested!);
    expect(await control(page, 'status').count()).toBe(0);
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    await screenshot(page, `declared-rules-booking-form-${dir}`);
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it('an issued invoice is not edited: it offers Record payment and Credit note', async () => {
    const page = await signedIn(dir, TEST_ADMIN.email, TEST_ADMIN.password, errors);
    const invoices = words.resources.invoices!;
    await navigate(page, `/Invoices/${ids.invoice}/show`);
    const show = page.locator('.show-page');
    await expect.poll(() => show.innerText()).toContain(invoices.enums!.status!.issued!);
    const steps = page.locator('.invoice-next-steps');
    await steps.getByRole('link', { name: words.app.invoices.recordPayment, exact: true }).waitFor();
    await steps.getByRole('link', { name: words.app.invoices.creditNote, exact: true }).waitFor();
    expect(await show.getByRole('link', { name: words.ra.action.edit, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: words.ra.action.delete, exact: true }).count()).toBe(0);
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    await screenshot(page, `declared-rules-issued-invoice-${dir}`);
    // Its form's address says why, with no form and no status select.
    await navigate(page, `/Invoices/${ids.invoice}`);
    await expect.poll(() => page.locator('.final-record').innerText()).toBe(invoices.rules!.lockedEdit!);
    expect(await page.locator('form').count()).toBe(0);
    // Record payment opens a receipt voucher for what is owed, filled from the invoice.
    await navigate(page, `/Invoices/${ids.invoice}/show`);
    await steps.getByRole('link', { name: words.app.invoices.recordPayment, exact: true }).click();
    await expect.poll(() => control(page, 'payerName').inputValue()).toBe('Riyadh International School');
    expect(await control(page, 'amount').inputValue()).toMatch(/^230(\.00)?$/);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
