import { ar, en } from '@club/locales';
import { FORMATS, formatNameOf } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

// A value that does not match its field's pattern is refused with words and an example (schema's
// formats table), never the regular expression: every pattern a field declares is in the table.
const registry = await loadRegistry();

describe('text formats', () => {
  it('name every pattern a field declares', () => {
    const unnamed = registry.resources.flatMap((resource) =>
      Object.entries(resource.fields).flatMap(([name, field]) => ('pattern' in field && field.pattern && !formatNameOf(field.pattern) ? [`${resource.name}.${name}`] : [])),
    );
    expect(unnamed).toEqual([]);
  });

  it('say each format in words in both languages, with no regular expression in them', () => {
    for (const name of Object.keys(FORMATS) as (keyof typeof FORMATS)[]) {
      for (const messages of [en, ar]) {
        const text = messages.app.formats[name];
        expect(text, name).toBeTruthy();
        expect(text, name).not.toMatch(/[\^$\\]|\[[^\]]*\]|\{\d/);
      }
    }
  });

  it('take the example each message gives', () => {
    for (const [name, pattern] of Object.entries(FORMATS)) {
      const example = /\((?:for example|مثل) ([^)]+)\)/.exec(en.app.formats[name as keyof typeof FORMATS])?.[1];
      if (example) expect(new RegExp(pattern, 'u').test(example), `${name}: ${example}`).toBe(true);
    }
  });
});
