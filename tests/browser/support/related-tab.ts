import type { Locator } from 'playwright-core';

/**
 * Opens a related-records list by its name: its tab, or the "More" menu's item when it is among
 * those folded there (the first few lists have tabs of their own).
 */
export const openRelatedTab = async (related: Locator, name: string): Promise<void> => {
  await related.getByRole('tablist').first().waitFor();
  const tab = related.getByRole('tab', { name });
  if ((await tab.count()) > 0) {
    await tab.first().click();
    return;
  }
  await related.locator('button.related-more').click();
  await related.page().getByRole('menuitem', { name }).first().click();
  await tab.first().waitFor();
};
