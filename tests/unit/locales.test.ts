import { ar, en } from '@club/locales';
import { flatten, missingKeys, missingResourceLabels, wrongPluralForms } from '@club/locales/check';
import { MENU_GROUPS, routesOf } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

const registry = await loadRegistry();

describe('locales', () => {
  it('have the same keys in English and Arabic', () => {
    expect(missingKeys(en, ar)).toEqual([]);
  });

  it.each([['en', en], ['ar', ar]] as const)('%s labels every resource, field and enum value', (_locale, messages) => {
    expect(missingResourceLabels(registry.resources, messages)).toEqual([]);
  });

  it.each([['en', en], ['ar', ar]] as const)('%s labels every record action, public form, preset path and reminder', (_locale, messages) => {
    for (const resource of registry.resources) {
      const labels = messages.resources[resource.name]!;
      for (const action of Object.keys(resource.actions ?? {})) expect(labels.actions?.[action], `${resource.name}.actions.${action}`).toBeTruthy();
      // A preset path's own name, in plural forms like the resource's.
      for (const { view } of routesOf(resource)) if (view) expect(labels.views?.[view], `${resource.name}.views.${view}`).toContain('||||');
      // The four texts every form has; a page may word its failures itself (loadFailed, notFound, submitFailed).
      const forms = [...(resource.publicPage?.form ? [['publicForm', labels.publicForm] as const] : []), ...Object.keys(resource.publicPage?.forms ?? {}).map((key) => [`publicForms.${key}`, labels.publicForms?.[key]] as const)];
      for (const [at, texts] of forms) {
        const keys = Object.keys(texts ?? {});
        expect(['closed', 'sent', 'submit', 'title'].filter((key) => !keys.includes(key)), `${resource.name}.${at}`).toEqual([]);
        expect(keys.filter((key) => !['closed', 'sent', 'submit', 'title', 'loadFailed', 'notFound', 'submitFailed', 'copyLink'].includes(key)), `${resource.name}.${at}`).toEqual([]);
      }
      for (const reminder of Object.keys(resource.reminders ?? {})) {
        expect(labels.reminders?.[reminder]?.subject, `${resource.name}.reminders.${reminder}.subject`).toBeTruthy();
        expect(labels.reminders?.[reminder]?.text, `${resource.name}.reminders.${reminder}.text`).toBeTruthy();
      }
      for (const action of Object.keys(resource.publicPage?.actions ?? {})) {
        expect(labels.publicActions?.[action]?.label, `${resource.name}.publicActions.${action}.label`).toBeTruthy();
        expect(labels.publicActions?.[action]?.done, `${resource.name}.publicActions.${action}.done`).toBeTruthy();
      }
    }
  });

  it.each([['en', en], ['ar', ar]] as const)('%s names every menu group and every shared screen', (_locale, messages) => {
    for (const group of MENU_GROUPS) expect(messages.menu.groups[group], group).toBeTruthy();
    for (const resource of registry.resources) if (resource.menu.screen) expect(messages.menu.screens[resource.menu.screen], resource.menu.screen).toBeTruthy();
  });

  it.each([['en', en], ['ar', ar]] as const)('%s names every grant and says what it allows', (_locale, messages) => {
    for (const grant of registry.grants) {
      expect(messages.grants[grant]?.name, grant).toBeTruthy();
      expect(messages.grants[grant]?.description, grant).toBeTruthy();
    }
    expect(Object.keys(messages.grants).filter((key) => !registry.grants.includes(key)), 'stale grant labels').toEqual([]);
  });

  it('give English two plural forms and Arabic six', () => {
    expect(wrongPluralForms(en, 2)).toEqual([]);
    expect(wrongPluralForms(ar, 6)).toEqual([]);
  });

  it('quote the spec texts exactly', () => {
    expect(en.menu.groups.statistics).toBe('Statistics & Analytics');
    expect(en.menu.groups.internalOps).toBe('Internal Ops & Tasks');
    expect(en.app.noResults).toBe('No results.');
    expect(en.app.errors.sessionExpired).toBe('Session expired!');
    expect(en.app.errors.internalServerError).toBe('Internal Server Error!');
  });

  it('label every resource in Arabic letters (a generated skeleton keeps English words until translated)', () => {
    const english = flatten(ar.resources as never);
    expect(Object.entries(english).filter(([, text]) => !/[\u0600-\u06FF]/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('translate every Arabic text (none left equal to the English, but names and codes)', () => {
    const english = Object.entries(flattenValues(en.ra));
    const arabic = flattenValues(ar.ra);
    const untranslated = english.filter(([key, text]) => /[a-z]{3}/i.test(text.replace(/%\{\w+\}/g, '')) && arabic[key] === text);
    expect(untranslated).toEqual([]);
  });
});

function flattenValues(tree: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flattenValues(value as object, `${prefix}${key}.`)),
    ),
  );
}
