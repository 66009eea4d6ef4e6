import { ar, en } from '@club/locales';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

// What a declared rule says when it refuses a write comes from locales/ (the API reads the same
// files): every check and constraint has its message in both languages, no message names a rule
// that is gone, and every workflow move has its button label.
const registry = await loadRegistry();

describe('the declared rules’ words', () => {
  it.each([['en', en], ['ar', ar]] as const)('%s says every check and constraint, and no rule that is gone', (_locale, messages) => {
    for (const resource of registry.resources) {
      // A move only effects take may say why a person cannot (`rules.{move}`).
      // A workflow with editable or deletable states may word why the others are kept (`lockedEdit`, `lockedDelete`).
      const kept = [...(resource.workflow?.editable ? ['lockedEdit'] : []), ...(resource.workflow?.deletable ? ['lockedDelete'] : [])];
      const declared = [...Object.keys(resource.checks ?? {}), ...Object.keys(resource.constraints ?? {}), ...Object.keys(resource.workflow?.moves ?? {}), ...kept];
      const required = [...Object.keys(resource.checks ?? {}), ...Object.keys(resource.constraints ?? {})];
      const said = Object.keys(messages.resources[resource.name]?.rules ?? {});
      for (const key of required) expect(messages.resources[resource.name]?.rules?.[key], `${resource.name}.rules.${key}`).toBeTruthy();
      expect(said.filter((key) => !declared.includes(key)), `${resource.name}: messages of undeclared rules`).toEqual([]);
    }
  });

  it.each([['en', en], ['ar', ar]] as const)('%s names every move of every workflow', (_locale, messages) => {
    for (const resource of registry.resources) {
      for (const move of Object.keys(resource.workflow?.moves ?? {})) expect(messages.resources[resource.name]?.actions?.[move], `${resource.name}.actions.${move}`).toBeTruthy();
    }
  });

  it('keeps the placeholders of each English message and text in its Arabic twin', () => {
    // Which placeholders, not how often: Arabic's six plural forms repeat them more than English's two.
    const placeholders = (value: string | undefined) => [...new Set([...(value ?? '').matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort();
    for (const resource of registry.resources) {
      for (const part of ['rules', 'texts'] as const) {
        for (const [key, text] of Object.entries(en.resources[resource.name]?.[part] ?? {})) {
          expect(ar.resources[resource.name]?.[part]?.[key], `ar ${resource.name}.${part}.${key}`).toBeTruthy();
          expect(placeholders(ar.resources[resource.name]?.[part]?.[key]), `${resource.name}.${part}.${key}`).toEqual(placeholders(text));
        }
        expect(Object.keys(ar.resources[resource.name]?.[part] ?? {}).sort(), `${resource.name}.${part}: the same keys in both languages`).toEqual(Object.keys(en.resources[resource.name]?.[part] ?? {}).sort());
      }
    }
  });
});
