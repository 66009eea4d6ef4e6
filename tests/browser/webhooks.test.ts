import { ar, en } from '@club/locales';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { formForTwo } from './support/plural';
import { rawValuesShown } from './support/raw-values';
import { openRelatedTab } from './support/related-tab';
import { useSignedInPage } from './support/signed-in-page';

// Issue 50, webhooks as the top role sets one up: the form (kind of record, events, role), the
// secret made and shown once, and the delivery log on the webhook's page; in English and Arabic.
let receiver: Server | undefined;
let receiverUrl = '';
let deliveries = 0;
const env = useBrowserApp({
  prepare: async () => {
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        deliveries++;
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    // The local receiver is on the loopback address: allowed by name, as an operator would.
    return { config: { integrationAllowedHosts: ['127.0.0.1'] } };
  },
});
afterAll(() => new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve())));

const TOKEN = `Hook${Date.now() % 100000}`;
const words = (locale: typeof en) => locale.resources.webhookSubscriptions!;
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

describe('webhooks', () => {
  const session = useSignedInPage(env, 'ltr');

  it('are made on their own screen, their secret shown once, their deliveries logged on their page', async () => {
    const { page, errors } = session;
    const t = words(en);
    await page.goto('/Webhooks/create');
    await page.locator('form').waitFor();
    await control(page, 'name').fill(`${TOKEN} website`);
    await control(page, 'url').fill(`${receiverUrl}/club`);
    const kind = page.getByRole('combobox', { name: t.fields.resource! });
    await kind.fill(en.resources.tasks!.name.split('||||')[1]!.trim());
    await page.getByRole('option', { name: en.resources.tasks!.name.split('||||')[1]!.trim(), exact: true }).click();
    await page.getByRole('checkbox', { name: t.texts!.created! }).check();
    await page.getByRole('combobox', { name: t.fields.roleId! }).click();
    await page.getByRole('option', { name: 'Super Admin' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: en.ra.action.save }).click();
    await page.waitForURL(/\/Webhooks\/[0-9a-f-]{36}(\/show)?$/);
    const id = /\/Webhooks\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    expect((await env.app.http.get(`/api/webhookSubscriptions/${id}`).expect(200)).body).toMatchObject({ resource: 'tasks', events: ['created'], status: 'active' });

    // The secret: made after a warning, shown this once.
    await page.goto(`/Webhooks/${id}/show`);
    await page.getByText(t.texts!.noSecret!).waitFor();
    await page.getByRole('button', { name: t.texts!.newSecret }).click();
    await page.getByRole('dialog', { name: t.texts!.newSecret }).getByRole('button', { name: t.texts!.newSecret }).click();
    const shown = page.getByRole('dialog', { name: en.app.revealed.title });
    await eventually(() => shown.getByRole('textbox', { name: t.texts!.secret }).inputValue()).toMatch(/^whsec_/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'webhooks-secret-en');
    await shown.getByRole('button', { name: en.app.revealed.done }).click();
    await page.getByText(/Its secret was made on/).waitFor();

    // A task created: delivered, and the attempt in the log on the webhook's page.
    const before = deliveries;
    await env.app.http.post('/api/tasks').send({ title: `${TOKEN} told` }).expect(201);
    await eventually(() => deliveries).toBe(before + 1);
    await page.reload();
    const related = page.locator('.related-records');
    await openRelatedTab(related, formForTwo(en.resources.webhookDeliveries!.name, 'ltr'));
    await eventually(() => related.locator('tbody').innerText()).toContain(en.resources.webhookDeliveries!.enums!.outcome!.delivered!);
    expect(await related.locator('tbody').innerText()).toContain('200');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await rawValuesShown(page)).toEqual([]);
    await screenshot(page, 'webhooks-log-en');
    expect(errors).toEqual([]);
  });
});

describe('webhooks in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('show their secret state and delivery log in Arabic', async () => {
    const { page, errors } = session;
    const t = words(ar);
    const roles = (await env.app.http.get('/api/roles').query({ range: '[0,99]' }).expect(200)).body as { id: string; key: string }[];
    const roleId = roles.find((role) => role.key === 'superadmin')!.id;
    const made = await env.app.http.post('/api/webhookSubscriptions').send({ name: `${TOKEN} الموقع`, url: `${receiverUrl}/ar`, resource: 'tasks', events: ['created', 'updated'], roleId }).expect(201);
    await env.app.http.post(`/api/webhookSubscriptions/${made.body.id}/new-secret`).send({}).expect(200);
    const before = deliveries;
    await env.app.http.post('/api/tasks').send({ title: `${TOKEN} مهمة` }).expect(201);
    await eventually(() => deliveries).toBeGreaterThan(before);
    await page.goto(`/Webhooks/${made.body.id}/show`);
    await page.getByRole('heading', { name: t.texts!.secretTitle }).waitFor();
    await page.getByRole('button', { name: t.texts!.newSecret }).waitFor();
    const related = page.locator('.related-records');
    await openRelatedTab(related, formForTwo(ar.resources.webhookDeliveries!.name, 'rtl'));
    await eventually(() => related.locator('tbody').innerText()).toContain(ar.resources.webhookDeliveries!.enums!.outcome!.delivered!);
    expect(await page.locator('main').innerText()).toContain(`${t.texts!.created}، ${t.texts!.updated}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await rawValuesShown(page)).toEqual([]);
    await screenshot(page, 'webhooks-log-ar');
    expect(errors).toEqual([]);
  });
});
