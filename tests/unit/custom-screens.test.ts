import { ar, en } from '@club/locales';
import { loadRegistry } from '@club/schema/node';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every custom screen the schema declares has its page (admin/src/screens/{name}.tsx, found by
// name) and a title in both languages (sidebar, header, palette, permission matrix).
const registry = await loadRegistry();
const screensDirectory = resolve(import.meta.dirname, '../../admin/src/screens');

describe.each(registry.screens.map((screen) => [screen.name] as const))('the custom screen %s', (name) => {
  it('has its page', () => {
    expect(existsSync(resolve(screensDirectory, `${name}.tsx`)), `admin/src/screens/${name}.tsx`).toBe(true);
  });

  it('has a title in English and Arabic', () => {
    const titles = [en, ar].map((messages) => (messages.screens as Record<string, { title?: string } | undefined>)[name]?.title);
    expect(titles[0]).toBeTruthy();
    expect(titles[1]).toMatch(/[\u0600-\u06FF]/);
  });
});
