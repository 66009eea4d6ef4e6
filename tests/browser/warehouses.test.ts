import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { useSignedInPage } from './support/signed-in-page';
import type { Page } from 'playwright-core';

// Issue 15: the storekeeper receives goods and issues part of them in the admin; the item's
// quantity on hand and its ledger follow each posting.
const env = useBrowserApp();

/** Picks the suggestion of a reference input that names `text`. */
const choose = async (page: Page, source: string, text: string) => {
  await control(page, source).fill(text);
  await page.locator('[role=listbox] [role=option]', { hasText: text }).first().click();
};

const chooseValue = async (page: Page, source: string, value: string) => {
  await page.locator(`form input[name="${source}"]`).locator('xpath=..').locator('[role=combobox]').click();
  await page.locator(`[role=listbox] [role=option][data-value="${value}"]`).click();
};

describe('receiving and issuing goods', () => {
  const session = useSignedInPage(env, 'ltr');

  it('receives goods, issues part of them, and shows the quantity and the ledger change', async () => {
    const { page, errors } = session;
    const store = (await env.app.http.post('/api/warehouses').send({ name: 'Browser Test Store', code: 'WH-BROWSER' }).expect(201)).body;
    const item = (await env.app.http.post('/api/warehouseItems').send({ name: 'Cones set of fifty', code: 'EQ-CONE-BT', warehouseId: store.id, category: 'sportsEquipment', unit: 'set', reorderLevel: 4 }).expect(201)).body;
    await env.app.http.post('/api/departments').send({ code: 'ACAD-BT', name: 'Football Academy', nameAr: 'أكاديمية كرة القدم' }).expect(201);
    const itemPage = `/Warehouses/WarehouseManagements/WarehouseManagements/${item.id}/show`;

    await page.goto('/Warehouses/ItemsImports/create');
    await choose(page, 'warehouseId', 'Browser Test Store');
    await control(page, 'supplierName').fill('Al-Jazeera Sports Equipment');
    await chooseValue(page, 'status', 'posted');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await choose(page, 'items.0.itemId', 'Cones set of fifty');
    await control(page, 'items.0.quantity').fill('12');
    await control(page, 'items.0.unitCost').fill('75');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/Warehouses\/ItemsImports\/[0-9a-f-]{36}(\/show)?$/);
    await page.goto(itemPage);
    await expect.poll(() => page.locator('.show-page .ra-field-quantity').innerText()).toContain('12');

    await page.goto('/Warehouses/ItemsExports/create');
    await choose(page, 'warehouseId', 'Browser Test Store');
    await choose(page, 'departmentId', 'Football Academy');
    await control(page, 'purpose').fill('U-12 training week');
    await chooseValue(page, 'status', 'posted');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await choose(page, 'items.0.itemId', 'Cones set of fifty');
    await control(page, 'items.0.quantity').fill('9');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/Warehouses\/ItemsExports\/[0-9a-f-]{36}(\/show)?$/);

    await page.goto(itemPage);
    const show = page.locator('.show-page');
    await expect.poll(() => show.locator('.ra-field-quantity').innerText()).toContain('3');
    // Under its reorder level of 4: flagged.
    expect(await show.locator('.ra-field-status').innerText()).toContain('Low stock');
    await page.goto(`/WarehouseFeed?filters=${encodeURIComponent(JSON.stringify({ itemId: item.id }))}`);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    // Newest first: the issue left 3, the receipt had brought 12.
    expect(await rows.nth(0).innerText()).toMatch(/Goods issued[\s\S]*9[\s\S]*3/);
    expect(await rows.nth(1).innerText()).toMatch(/Goods received[\s\S]*12[\s\S]*12/);

    // A draft of more than is on hand saves, and says at once that it cannot be posted, and why.
    await page.goto('/Warehouses/ItemsExports/create');
    await choose(page, 'warehouseId', 'Browser Test Store');
    await choose(page, 'departmentId', 'Football Academy');
    await control(page, 'purpose').fill('Season opening tournament');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await choose(page, 'items.0.itemId', 'Cones set of fifty');
    await control(page, 'items.0.quantity').fill('100');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/Warehouses\/ItemsExports\/[0-9a-f-]{36}\/show$/);
    await page.getByText(/Saved, but “Post” is not possible yet: .*3/).waitFor();
    await page.goto(itemPage);
    await expect.poll(() => show.locator('.ra-field-quantity').innerText()).toContain('3');
    expect(errors).toEqual([]);
  });
});
