import type { Field, FieldKind, FieldOfKind } from '@club/schema';
import type { Locator, Page } from 'playwright-core';
import type { SampleFile } from '../../support/samples';

/** The visible control react-admin renders for a field (inputs are named after their source). */
export const control = (page: Page, source: string): Locator =>
  page.locator(`form [name="${source}"]:not([aria-hidden="true"])`).first();

const chooseOption = async (page: Page, source: string, value: string) => {
  await page.locator(`form input[name="${source}"]`).locator('xpath=..').locator('[role=combobox]').click();
  await page.locator(`[role=listbox] [role=option][data-value="${value}"]`).click();
};

const chooseFirstSuggestion = async (page: Page, source: string) => {
  await control(page, source).click();
  await page.locator('[role=listbox] [role=option]').first().click();
};

/** Picks files in a file input and waits until each has uploaded (its name is shown in the field). */
const chooseFiles = async (page: Page, source: string, files: readonly SampleFile[]) => {
  await page.locator(`form input[type=file][name="${source}"]`).setInputFiles(files.map((file) => file.path));
  for (const file of files) await page.locator(`.ra-input-${source} .MuiChip-root`, { hasText: file.name }).first().waitFor();
};

type Fill<K extends FieldKind> = (page: Page, source: string, value: unknown, field: FieldOfKind<K>) => Promise<void>;
const typeText: Fill<FieldKind> = (page, source, value) => control(page, source).fill(String(value));

/** How a person enters a value of each kind. Exhaustive: a new kind fails the type check here. */
const FILL_BY_KIND: { [K in FieldKind]: Fill<K> } = {
  text: typeText,
  longText: typeText,
  email: typeText,
  phone: typeText,
  url: typeText,
  // Every password input comes with its confirmation (admin/src/inputs/PasswordWithConfirmation.tsx).
  password: async (page, source, value) => {
    await control(page, source).fill(String(value));
    await control(page, `${source}Confirmation`).fill(String(value));
  },
  integer: typeText,
  decimal: typeText,
  money: typeText,
  date: typeText,
  datetime: (page, source, value) => control(page, source).fill(String(value).slice(0, 16)),
  time: typeText,
  json: (page, source, value) => control(page, source).fill(JSON.stringify(value)),
  boolean: async (page, source, value) => {
    if (value) await control(page, source).check();
  },
  enum: (page, source, value) => chooseOption(page, source, String(value)),
  multiEnum: async (page, source, value) => {
    for (const item of value as string[]) await chooseOption(page, source, item);
    await page.keyboard.press('Escape');
  },
  reference: (page, source) => chooseFirstSuggestion(page, source),
  referenceMany: async (page, source) => {
    await chooseFirstSuggestion(page, source);
    await page.keyboard.press('Escape');
  },
  file: (page, source, value) => chooseFiles(page, source, [value as SampleFile]),
  files: (page, source, value) => chooseFiles(page, source, value as SampleFile[]),
};

export const fillField = (page: Page, source: string, field: Field, value: unknown): Promise<void> =>
  (FILL_BY_KIND[field.kind] as Fill<FieldKind>)(page, source, value, field as never);
