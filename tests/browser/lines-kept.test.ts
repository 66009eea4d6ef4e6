import { en } from '@club/locales';
import type { AnyResource, Registry } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createSampleRecord } from '../support/samples';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { formForTwo } from './support/plural';
import { useSignedInPage } from './support/signed-in-page';

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

/** On the record's show page (reached by a click): its lines are drawn, then an edit of one plain field saves and leaves them be. */
const editAfterOpening = async (page: Page, resource: AnyResource, record: Row) => {
  await page.waitForURL(new RegExp(`/${record.id}/show$`));
  const show = page.locator('.show-page');
  // Every line is on the page: the record was read whole, not taken from the row that led here.
  await expect.poll(() => show.locator('.record-lines tbody tr').count(), { timeout: 10_000 }).toBe(lineCount(resource, record));
  await page.getByRole('link', { name: en.ra.action.edit, exact: true }).click();
  const field = plainFieldOf(resource);
  const text = `Edited ${field} ${Date.now()}`;
  await control(page, field).fill(text);
  await page.locator('form button[type=submit]').click();
  await expect.poll(async () => (await env.app.http.get(`/api/${resource.name}/${record.id}`).expect(200)).body[field], { timeout: 10_000 }).toBe(text);
  const saved = (await env.app.http.get(`/api/${resource.name}/${record.id}`).expect(200)).body as Row;
  expect(linesOf(resource, saved)).toEqual(linesOf(resource, record));
};

const withLines = registry.resources.filter((resource) => resource.lines && !resource.readOnly);

describe.each(withLines.map((resource) => [resource.name, resource] as const))('%s keeps its lines through an edit', (_name, resource) => {
  const session = useSignedInPage(env, 'ltr');

  it('opened from its list', async () => {
    const { page, errors } = session;
    const record = await createSampleRecord(env.app.http, registry, resource);
    expect(lineCount(resource, record)).toBeGreaterThan(0);
    await page.goto(`${resource.route}?filters=${encodeURIComponent(JSON.stringify({ id: [record.id] }))}`);
    // The list's row first (it carries no lines), then the record by its link.
    await page.locator('tbody tr a.record-link').first().click();
    await editAfterOpening(page, resource, record);
    expect(errors).toEqual([]);
  });

  const relation = relationOf(resource);
  it.runIf(relation)('opened from a related-records tab', async () => {
    const { page, errors } = session;
    const record = await createSampleRecord(env.app.http, registry, resource);
    const target = relation!.target;
    await page.goto(`${target.route}/${record[relation!.field]}/show`);
    const related = page.locator('.related-records');
    const tab = related.getByRole('tab', { name: formForTwo(en.resources[resource.name]!.name, 'ltr') }).first();
    await tab.click();
    await related.locator(`tbody tr a.record-link[href$="/${record.id}/show"]`).click();
    await editAfterOpening(page, resource, record);
    expect(errors).toEqual([]);
  });
});
