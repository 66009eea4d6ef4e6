import { ar, en } from '@club/locales';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { person, routeFor } from '../api/hr/hr-fixtures';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// Issue 48 on screen, in English and Arabic: a payroll run computed, submitted and locked from its
// page by its workflow's buttons (the approver's step taken by them), its WPS file downloaded; a
// payslip read as its document, printed alone and downloaded as a PDF; an end of service's award
// drawn step by step as a table; each page with no serious accessibility violation, and at 360 px.
const env = useBrowserApp();
type Row = Record<string, unknown>;
let approver: Awaited<ReturnType<typeof person>>;
let employeeId: string;

beforeAll(async () => {
  const http = env.app.http;
  const department = (await http.post('/api/departments').send({ name: 'Finance', nameAr: 'المالية', code: 'FIN' }).expect(201)).body;
  const position = (await http.post('/api/positions').send({ title: 'Accountant', titleAr: 'محاسب', departmentId: department.id, headcount: 5 }).expect(201)).body;
  const employ = (values: Row) => http.post('/api/employees').send({ gender: 'male', positionId: position.id, hireDate: '2015-01-01', ...values }).expect(201);
  employeeId = (await employ({ fullName: 'Faisal Al-Harbi', fullNameAr: 'فيصل الحربي', nationalId: '1012345678', nationality: 'saudi', bankIban: 'SA3580000000608010200311', basicSalary: 10_000, housingAllowance: 2_500, transportAllowance: 500 })).body.id;
  await employ({ fullName: 'Ahmed Farouk', fullNameAr: 'أحمد فاروق', nationalId: '2045678901', nationality: 'egyptian', bankIban: 'SA3810000000100200300400', basicSalary: 4_000, housingAllowance: 1_000 });
  approver = await person(env.app, 'admin');
  await routeFor(env.app, 'payrollRun', [{ label: 'Finance', labelAr: 'المالية', approverUserId: approver.id }]);
  const [settings] = (await http.get('/api/hrSettings').expect(200)).body;
  await http.put(`/api/hrSettings/${settings.id}`).send({ wpsMolEstablishmentId: '7-1234567', wpsBankEstablishmentId: '4001234567', wpsEstablishmentIban: 'SA0380000000608010167519' }).expect(200);
});

const bytesOf = async (download: Download) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Presses a record action's button and waits for the run to reach the state. */
const act = async (page: Page, action: string, runId: unknown, status: string) => {
  await page.locator(`button.record-action-${action}`).click();
  await expect.poll(async () => (await env.app.http.get(`/api/payrollRuns/${runId}`).expect(200)).body.status).toBe(status);
};

describe.each([
  ['ltr', en, '2026-10'],
  ['rtl', ar, '2026-09'],
] as const)('payroll on screen (%s)', (dir, messages, month) => {
  const session = useSignedInPage(env, dir);
  const runs = messages.resources.payrollRuns!;
  let run: Row;

  it('computes, submits and locks a run from its page, then downloads its WPS file', async () => {
    const { page, errors } = session;
    run = (await env.app.http.post('/api/payrollRuns').send({ month }).expect(201)).body;
    await page.goto(`/hr/PayrollRuns/${run.id}/show`);
    await act(page, 'compute', run.id, 'draft');
    await expect.poll(async () => (await env.app.http.get(`/api/payrollRuns/${run.id}`).expect(200)).body.employeeCount).toBe(2);
    await page.reload();
    await act(page, 'submit', run.id, 'pending');
    await approver.as.post(`/api/payrollRuns/${run.id}/approve`).send({ comment: dir === 'rtl' ? 'مطابق للرصيد' : 'Matches the bank balance' }).expect(200);
    await page.reload();
    // The approval route's trail on the page, step by step, in the screen's language.
    await page.locator('.approval-trail').waitFor();
    expect(await page.locator('.approval-trail').innerText()).toContain(dir === 'rtl' ? 'المالية' : 'Finance');
    await act(page, 'lock', run.id, 'locked');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: runs.texts!.wps }).waitFor();
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    await screenshot(page, `payroll-run-${dir}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: runs.texts!.wpsDownload }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^WPS PAY-\d{4}-\d{4}\.csv$/);
    const lines = (await bytesOf(file)).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^\[DEST-ID\]\t/);
    expect(lines.filter((line) => /^\d+\.\d{2}\tSA/.test(line))).toHaveLength(2);
    // Locked: no button changes it any more.
    for (const action of ['compute', 'submit', 'lock']) expect(await page.locator(`button.record-action-${action}`).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a payslip as its document in both languages, prints it alone and downloads its PDF', async () => {
    const { page, errors } = session;
    const [payslip] = (await env.app.http.get('/api/payslips').query({ filter: JSON.stringify({ payrollRunId: run.id, employeeId }) }).expect(200)).body;
    await page.goto(`/hr/PayrollRuns/payslips/${payslip.id}/show`);
    const sheet = page.locator('.document-sheet');
    await sheet.locator('.document-row-netPay').waitFor();
    const shown = (await sheet.innerText()).replace(/\u00a0/g, ' ');
    // 13,000.00 gross less GOSI 9.75 % of 12,500 (1,218.75): 11,781.25; the document's labels in both languages.
    for (const words of ['Payslip', 'قسيمة راتب', 'Basic salary', 'الراتب الأساسي', 'Net pay', 'صافي الراتب']) expect(shown).toContain(words);
    expect((await sheet.locator('.document-row-netPay dd').innerText()).replace(/\u00a0/g, ' ')).toBe(dir === 'rtl' ? '11,781.25 ر.س.' : 'SAR 11,781.25');
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    await screenshot(page, `payslip-${dir}`);
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.locator('.download-pdf').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.app.documents.downloadPdf }).click();
    const { text } = await pdfText(await bytesOf(await download));
    expect(text.replace(/\s+/g, '')).toContain('11,781.25');
    expect(errors).toEqual([]);
  });

  it('draws an end of service’s award step by step, on the last locked payroll’s wage', async () => {
    const { page, errors } = session;
    const eos = (await env.app.http.post('/api/endOfServices').send({ employeeId, reason: 'resignation', lastWorkingDay: '2026-12-31' })).body;
    // One end of service per employee: the second direction reads the first one's.
    const [record] = eos.id ? [eos] : (await env.app.http.get('/api/endOfServices').query({ filter: JSON.stringify({ employeeId }) }).expect(200)).body;
    await page.goto(`/hr/EndService/${record.id}/show`);
    const table = page.locator('.award-breakdown table');
    await table.waitFor();
    const texts = messages.resources.endOfServices!.texts!;
    const rows = await table.locator('tbody tr').allInnerTexts();
    // Twelve years on 13,000: 5 × 13,000 ÷ 2 = 32,500.00 and 7 × 13,000 = 91,000.00; all of it after ten years.
    expect(rows[0]).toContain(texts.breakdownWage);
    expect(rows.join('\n')).toContain('32,500.00');
    expect(rows.join('\n')).toContain('91,000.00');
    expect(rows.at(-1)).toContain('123,500.00');
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, `end-of-service-award-${dir}`);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the run, its payslip and the award', async () => {
    const { page, errors } = session;
    await page.setViewportSize({ width: 360, height: 800 });
    try {
      const [payslip] = (await env.app.http.get('/api/payslips').query({ filter: JSON.stringify({ payrollRunId: run.id, employeeId }) }).expect(200)).body;
      for (const [path, name] of [
        [`/hr/PayrollRuns/${run.id}/show`, 'run'],
        [`/hr/PayrollRuns/payslips/${payslip.id}/show`, 'payslip'],
        ['/hr/PayrollRuns', 'runs'],
      ] as const) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        // Drawn once nothing loads (not 'networkidle': the live stream is never idle).
        await page.waitForFunction(() => !document.querySelector('.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, [aria-busy="true"]'), undefined, { polling: 50 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
        await screenshot(page, `payroll-${name}-phone-${dir}`);
      }
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(errors).toEqual([]);
  });
});
