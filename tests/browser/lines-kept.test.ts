import { en } from '@club/locales';
import type { AnyResource, Registry } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';
import { createSampleRecord } from '../support/samples';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { navigate } from './support/navigate';
import { formForTwo } from './support/plural';
import { useSignedInPage } from './support/signed-in-page';
import { openRelatedTab } from './support/related-tab';

// A record's lines survive an edit of its other fields whatever way the record was opened: from
// its list (whose rows carry no lines) or from another record's related-records tab. For every
// resource that declares lines, by registry: a new one is covered without a test of its own.
const registry: Registry = await loadRegistry();
const env = useBrowserApp();

type Row = Record<string, unknown>;

/** A text field a person may edit on any record: writable, plain, free of patterns and grants. */
const plainFieldOf = (resource: AnyResource): string => {
  const name = registry.facts(resource.name).writable.find((field) => {
    const declaration = resource.fields[field]!;
    return (declaration.kind === 'text' || declaration.kind === 'longText') && !declaration.unique && !declaration.pattern && !declaration.sensitive;
  });
  if (!name) throw new Error(`${resource.name} has no plain text field to edit`);
  return name;
};

/** The first writable reference of the resource: the record it names lists this one in a related-records tab. */
const relationOf = (resource: AnyResource): { field: string; target: AnyResource } | undefined => {
  for (const field of registry.facts(resource.name).writable) {
    const declaration = resource.fields[field]!;
    if (declaration.kind === 'reference' && declaration.target !== resource.name) return { field, target: registry.get(declaration.target)! };
  }
  return undefined;
};

/** What a record's lines are, for comparing before and after: every line's id and its stored values. */
const linesOf = (resource: AnyResource, record: Row) => Object.fromEntries(Object.keys(resource.lines!).map((key) => [key, record[key]]));

const lineCount = (resource: AnyResource, record: Row) => Object.keys(resource.lines!).reduce((sum, key) => sum + (record[key] as unknown[]).length, 0);

/**
 * On the record's show page (reached by a click): its lines are drawn, then an edit of one plain
 * field saves and leaves them be.
 */
const editAfterOpening = async (page: Page, resource: AnyResource, record: Row, text: string) => {
  await page.waitForURL(new RegExp(`/${record.id}/show$`));
  const show = page.locator('.show-page');
  // Every line is on the page (in its lines' table, or its document's): the record was read whole, not taken from the row that led here.
  await expect.poll(() => show.locator('.record-lines tbody tr, .document-lines tbody tr').count()).toBe(lineCount(resource, record));
  await page.getByRole('link', { name: en.ra.action.edit, exact: true }).click();
  const field = plainFieldOf(resource);
  await control(page, field).fill(text);
  await page.locator('form button[type=submit]').click();
  // Saved, the form leaves for the list: only then is the next screen the test's to open.
  await page.waitForURL((url) => !url.pathname.endsWith(`/${record.id}`));
  await expect.poll(async () => (await env.app.http.get(`/api/${resource.name}/${record.id}`).expect(200)).body[field]).toBe(text);
  const saved = (await env.app.http.get(`/api/${resource.name}/${record.id}`).expect(200)).body as Row;
  expect(linesOf(resource, saved)).toEqual(linesOf(resource, record));
};

const withLines = registry.resources.filter((resource) => resource.lines && !resource.readOnly);

/** Records whose lines name records in a state the samples do not make (a receipt's allocations pay issued invoices): made here. */
const MADE_WITH_LINES: Readonly<Record<string, (http: typeof env.app.http) => Promise<Row>>> = {
  receiptVouchers: async (http) => {
    await setClubSettings({ http }, { vatNumber: CLUB_VAT_NUMBER });
    const invoice = (await http.post('/api/invoices').send({ customerName: 'Lines kept', dueDate: '2031-01-31', status: 'issued', items: [{ description: 'Hall', quantity: 1, unitPrice: 100, vatRate: 15 }] }).expect(201)).body;
    const member = await createSampleRecord(http, registry, registry.get('clubMembers')!);
    return (await http.post('/api/receiptVouchers').send({ payerName: 'Lines kept', clubMemberId: member.id, amount: 50, method: 'cash', reason: 'Hall', allocations: [{ invoiceId: invoice.id, amount: 50 }] }).expect(201)).body as Row;
  },
};

describe('a record keeps its lines through an edit', () => {
  const session = useSignedInPage(env, 'ltr');

  // One record each: opened from its list, edited; then from the related-records tab of the record
  // it refers to (where it has one), edited again. Screens change as links do (no page reload).
  it.each(withLines.map((resource) => [resource.name, resource] as const))('%s, opened from its list and from a related-records tab', async (_name, resource) => {
    const { page, errors } = session;
    const record = await (MADE_WITH_LINES[resource.name]?.(env.app.http) ?? createSampleRecord(env.app.http, registry, resource));
    expect(lineCount(resource, record)).toBeGreaterThan(0);
    await navigate(page, `${resource.route}?filters=${encodeURIComponent(JSON.stringify({ id: [record.id] }))}`);
    // The list's row first (it carries no lines), then the record by its link.
    await page.locator(`tbody tr a.record-link[href$="/${record.id}/show"]`).click();
    await editAfterOpening(page, resource, record, `Edited from the list ${Date.now()}`);

    const relation = relationOf(resource);
    if (relation) {
      await navigate(page, `${relation.target.route}/${record[relation.field]}/show`);
      const related = page.locator('.related-records');
      await openRelatedTab(related, formForTwo(en.resources[resource.name]!.name, 'ltr'));
      await related.locator(`tbody tr a.record-link[href$="/${record.id}/show"]`).click();
      await editAfterOpening(page, resource, record, `Edited from a related tab ${Date.now()}`);
    }
    expect(errors).toEqual([]);
  });
});
