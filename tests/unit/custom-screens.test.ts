import { ar, en } from '@club/locales';
import { isDashboard } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every custom screen the schema declares has its page (admin/src/screens/{name}.tsx, found by
// name; a dashboard may use the generic one) and a title in both languages (sidebar, header,
// palette, permission matrix); a dashboard's widgets have titles too.
const registry = await loadRegistry();
const screensDirectory = resolve(import.meta.dirname, '../../admin/src/screens');

describe.each(registry.screens.map((screen) => [screen.name, screen] as const))('the custom screen %s', (name, screen) => {
  it('has its page', () => {
    if (isDashboard(screen)) return;
    expect(existsSync(resolve(screensDirectory, `${name}.tsx`)), `admin/src/screens/${name}.tsx`).toBe(true);
  });

  it.runIf(isDashboard(screen))("names each of its widgets in English and Arabic", () => {
    if (!isDashboard(screen)) return;
    for (const messages of [en, ar]) {
      const widgets = (messages.screens as unknown as Record<string, { widgets?: Record<string, { title?: string }> }>)[name]?.widgets ?? {};
      for (const widget of screen.widgets) expect(widgets[widget.key]?.title, `screens.${name}.widgets.${widget.key}.title`).toBeTruthy();
    }
  });

  it('has a title in English and Arabic', () => {
    const titles = [en, ar].map((messages) => (messages.screens as Record<string, { title?: string } | undefined>)[name]?.title);
    expect(titles[0]).toBeTruthy();
    expect(titles[1]).toMatch(/[\u0600-\u06FF]/);
  });
});
