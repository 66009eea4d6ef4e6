import { ar, en } from '@club/locales';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { today } from '../support/calendar';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { navigate } from './support/navigate';
import { openRelatedTab } from './support/related-tab';
import { shows } from './support/shows';
import { useSignedInPage } from './support/signed-in-page';

// Issue 48: a leave request's form shows, once the employee, the type and the days are chosen, the
// days its type counts (a week-end and a public holiday left out) and the balance before and after
// it, and the server's words when it is beyond the balance; the public holidays read as a calendar;
// an employee's balance history is a tab of their page; HR adds a leave type.
const env = useBrowserApp();
const requests = en.resources.employeeRequests!.texts!;
let employeeId: string;

beforeAll(async () => {
  const http = env.app.http;
  const department = (await http.post('/api/departments').send({ name: 'Operations', nameAr: 'العمليات', code: 'OPS' }).expect(201)).body;
  const position = (await http.post('/api/positions').send({ title: 'Coordinator', titleAr: 'منسق', departmentId: department.id, headcount: 3 }).expect(201)).body;
  employeeId = (await http.post('/api/employees').send({ fullName: 'Huda Al-Qahtani', fullNameAr: 'هدى القحطاني', nationalId: '1056789012', nationality: 'saudi', gender: 'female', positionId: position.id, hireDate: '2021-03-01' }).expect(201)).body.id;
  // 6 days of annual leave, as HR set them; a holiday of the tests' own on Wednesday 8 January 2031 and one today.
  const { body: balances } = await http.get('/api/leaveBalances').query({ filter: JSON.stringify({ employeeId, leaveTypeId: 'annual' }) }).expect(200);
  await http.post('/api/leaveMovements').send({ employeeId, leaveTypeId: 'annual', days: 6 - Number(balances[0]?.balance ?? 0), note: 'Opening balance' }).expect(201);
  await http.post('/api/publicHolidays').send({ name: 'Club Day', nameAr: 'يوم النادي', firstDay: '2031-01-08', lastDay: '2031-01-08' }).expect(201);
  await http.post('/api/publicHolidays').send({ name: 'Test Holiday', nameAr: 'عطلة اختبار', firstDay: today(), lastDay: today() }).expect(201);
});

/** The create form of a request with these values (react-admin's `source`). */
const requestForm = (values: Record<string, unknown>) => `/hr/AutomatedRequests/create?source=${encodeURIComponent(JSON.stringify({ employeeId, ...values }))}`;

describe('a leave request form', () => {
  const session = useSignedInPage(env, 'ltr');

  it('shows the working days and the balance before and after, and the refusal beyond it', async () => {
    const { page, errors } = session;
    // Sunday 5 to Sunday 12 January 2031: 8 days, 5 of them working days.
    await navigate(page, requestForm({ type: 'annualLeave', startDate: '2031-01-05', endDate: '2031-01-12' }));
    await shows(page, '.leave-preview-days', requests.previewDays!.replace('%{days}', '5').replace('%{calendarDays}', '8'));
    expect(await page.locator('.leave-preview-before').innerText()).toBe('6');
    expect(await page.locator('.leave-preview-after').innerText()).toBe('1');
    await expect.poll(() => page.locator('.leave-preview').innerText()).toContain('Club Day (8 Jan 2031)');
    // The leave type is named as the server would name it.
    await expect.poll(() => control(page, 'leaveTypeId').inputValue()).toBe('Annual leave');
    await screenshot(page, 'leave-request-preview-ltr');
    // Two more days are beyond the balance: the server's words, before sending.
    await control(page, 'endDate').fill('2031-01-14');
    await shows(page, '.leave-preview-refusal', 'This leave counts 7 days, and the balance of Annual leave is 6 days');
    expect(await page.locator('.leave-preview-after').innerText()).toBe('-1');
    await control(page, 'endDate').fill('2031-01-12');
    await shows(page, '.leave-preview-after', '1');
    await page.getByRole('button', { name: en.ra.action.save }).click();
    await page.waitForURL(/\/hr\/AutomatedRequests\/[0-9a-f-]{36}\/show/);
    const [made] = (await env.app.http.get('/api/employeeRequests').query({ filter: JSON.stringify({ employeeId }) }).expect(200)).body;
    expect(made).toMatchObject({ type: 'annualLeave', days: 5, status: 'pending' });
    expect(errors).toEqual([]);
  });
});

describe('the leave screens, in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');
  const words = ar.resources;

  it('reads the form in Arabic, the holidays as a calendar, and the balance history on the employee', async () => {
    const { page, errors } = session;
    await navigate(page, requestForm({ type: 'annualLeave', startDate: '2031-01-05', endDate: '2031-01-07' }));
    await shows(page, '.leave-preview-days', ar.resources.employeeRequests!.texts!.previewDays!.replace('%{days}', '3').replace('%{calendarDays}', '3'));
    await shows(page, '.leave-preview-before', '6');
    await shows(page, '.leave-preview-after', '3');
    await screenshot(page, 'leave-request-preview-rtl');

    // This month's holidays on the calendar, by their Arabic names.
    await navigate(page, '/hr/PublicHolidays?view=calendar');
    await shows(page, `.calendar-day[data-day="${today()}"] .calendar-event`, 'عطلة اختبار');
    await screenshot(page, 'public-holidays-calendar-rtl');

    await navigate(page, `/hr/employees/${employeeId}/show`);
    const related = page.locator('.related-records');
    await openRelatedTab(related, words.leaveMovements!.name.split(' |||| ')[2]!);
    await shows(page, '.related-records td', words.leaveMovements!.enums!.kind!.adjustment!);
    await screenshot(page, 'employee-balance-history-rtl');
    expect(errors).toEqual([]);
  });

  it('adds a leave type, kept as a balance granted yearly unless said', async () => {
    const { page, errors } = session;
    await navigate(page, '/hr/LeaveTypes/create');
    await control(page, 'code').fill('studyLeave');
    await control(page, 'name').fill('Study leave');
    await control(page, 'nameAr').fill('إجازة دراسية');
    await control(page, 'daysPerYear').fill('10');
    await page.getByRole('button', { name: ar.ra.action.save }).click();
    await page.waitForURL(/\/hr\/LeaveTypes\/[0-9a-f-]{36}\/show/);
    const [made] = (await env.app.http.get('/api/leaveTypes').query({ filter: JSON.stringify({ code: 'studyLeave' }) }).expect(200)).body;
    expect(made).toMatchObject({ nameAr: 'إجازة دراسية', entitlement: 'grantedYearly', daysPerYear: 10, requestType: 'otherLeave' });
    expect(errors).toEqual([]);
  });
});
