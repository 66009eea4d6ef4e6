import type { AnyResource, Registry } from '@club/schema';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { sampleValue } from '../../support/samples';
import { fillField } from './form-filler';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The screens of one resource, found by its route: a page object for every resource alike. */
export class ResourcePage {
  constructor(
    private readonly page: Page,
    readonly resource: AnyResource,
    private readonly registry: Registry,
  ) {}

  get route() {
    return this.resource.route;
  }

  rows() {
    return this.page.locator('tbody tr.RaDatagrid-row');
  }

  async openList(query = '') {
    await this.page.goto(`${this.route}${query}`);
    await this.rows().first().waitFor();
  }

  async waitForUrl(pattern: RegExp) {
    await this.page.waitForURL(pattern, { timeout: 15_000 });
  }

  async sortBy(field: string) {
    await this.page.locator(`th.column-${field} .MuiTableSortLabel-root`).click();
    await this.waitForUrl(new RegExp(`sort=${field}`));
  }

  async search(text: string) {
    await this.page.locator('input[name="q"]').fill(text);
    // The spec's `filter` parameter carries the search text.
    await this.waitForUrl(/[?&]filter=[^&]/);
    await this.rows().first().waitFor();
  }

  async filterBy(field: string, value: string) {
    await this.page.locator(`input[name="${field}"]`).locator('xpath=..').locator('[role=combobox]').click();
    await this.page.locator(`[role=listbox] [role=option][data-value="${value}"]`).click();
    await this.page.keyboard.press('Escape');
    // The filter lands in its own URL parameter (status, priority, …) or among the list's other filters (`filters` JSON).
    await this.waitForUrl(new RegExp(`(filters=[^&]*%22${field}%22|[?&]${field}=)`));
    await this.rows().first().waitFor();
  }

  /** Fills the fields a person must fill (required, no default), saves, and returns the new id. */
  async create(): Promise<string> {
    await this.page.goto(`${this.route}/create`);
    await this.page.locator('form').waitFor();
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (!field.required || field.default !== undefined || field.readOnly) continue;
      await fillField(this.page, name, field, sampleValue(field, name, () => '', this.resource.name));
    }
    await this.save();
    await this.waitForUrl(new RegExp(`${this.route}/(${UUID})(/show)?$`));
    return new RegExp(`${this.route}/(${UUID})`).exec(this.page.url())![1]!;
  }

  /** Changes the first text field of the record's representation and saves; returns the new text. */
  async edit(id: string): Promise<{ field: string; value: string }> {
    await this.page.goto(`${this.route}/${id}`);
    const field = [this.resource.recordRepresentation].flat()[0]!;
    const value = String(sampleValue(this.resource.fields[field]!, field, () => '', this.resource.name));
    const input = this.page.locator(`form [name="${field}"]`);
    await expect.poll(() => input.inputValue()).not.toBe('');
    await input.fill(value);
    await this.save();
    // A save returns to the record's page, not the list.
    await this.waitForUrl(new RegExp(`${this.route}/${id}/show$`));
    return { field, value };
  }

  async delete(id: string) {
    await this.page.goto(`${this.route}/${id}`);
    await this.page.locator('form').waitFor();
    await this.page.locator('button.ra-delete-button').click();
    const confirm = this.page.locator('.ra-confirm');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await this.waitForUrl(new RegExp(`${this.route}(\\?|$)`));
  }

  /** Selects every row of the list showing exactly these ids and deletes them in bulk. */
  async bulkDelete(ids: readonly string[]) {
    await this.page.goto(`${this.route}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
    await expect.poll(() => this.rows().count()).toBe(ids.length);
    await this.page.locator('thead input[type=checkbox]').check();
    await this.page.locator('[class*="RaBulkActionsToolbar-topToolbar"] button').first().click();
    const confirm = this.page.locator('.ra-confirm');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await expect.poll(() => this.rows().count()).toBe(0);
  }

  private async save() {
    const save = this.page.locator('form button[type=submit]');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
  }

  /** The id of a record of this resource that has a value for `field`, read through the API. */
  get representationField() {
    return [this.resource.recordRepresentation].flat()[0]!;
  }

  get facts() {
    return this.registry.facts(this.resource.name);
  }
}
