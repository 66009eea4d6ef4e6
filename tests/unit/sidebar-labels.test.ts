import { ar, en } from '@club/locales';
import { routesOf } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

// The sidebar names each of its entries once per language: two screens called «العهد» or
// "Internal bulletins" leave a person guessing which one they are opening.
const registry = await loadRegistry();

/** The form a sidebar shows of a plural-forms label: English "one |||| many", Arabic's third form (the label form). */
const sidebarForm = (label: string, language: 'en' | 'ar') => {
  const forms = label.split('||||').map((form) => form.trim());
  return forms[language === 'ar' ? 2 : 1] ?? forms[0]!;
};

describe.each([['en', en] as const, ['ar', ar] as const])('the sidebar in %s', (language, messages) => {
  it('has no label twice', () => {
    const places = new Map<string, string[]>();
    const add = (label: string, place: string) => places.set(label, [...(places.get(label) ?? []), place]);
    const screens = new Set<string>();
    for (const resource of registry.resources) {
      for (const { route, menu, view } of routesOf(resource)) {
        if (!menu || menu.sidebar === false) continue;
        if (menu.screen) {
          if (!screens.has(menu.screen)) add((messages.menu.screens as Record<string, string>)[menu.screen]!, `screen ${menu.screen}`);
          screens.add(menu.screen);
          continue;
        }
        const words = (messages.resources as Record<string, { name: string; views?: Record<string, string> }>)[resource.name]!;
        add(sidebarForm(view ? words.views![view]! : words.name, language), route);
      }
    }
    for (const screen of registry.screens) {
      if (screen.menu) add((messages.screens as Record<string, { title: string }>)[screen.name]!.title, screen.route);
    }
    const twice = [...places].filter(([, where]) => where.length > 1).map(([label, where]) => `${label}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
