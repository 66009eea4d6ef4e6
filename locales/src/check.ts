// Consistency checks for messages objects, for tests (no test framework needed).
import { SYSTEM_FIELDS, type AnyResource } from '@club/schema';

type Tree = { readonly [key: string]: unknown };

/** Flattens nested messages into polyglot keys: { a: { b: 'x' } } → { 'a.b': 'x' }. */
export const flatten = (messages: Tree, prefix = ''): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object') Object.assign(flat, flatten(value as Tree, path));
  }
  return flat;
};

/** Keys present in one flattened messages object but not in the other (sorted). */
export const missingKeys = (a: Tree, b: Tree): string[] => {
  const left = new Set(Object.keys(flatten(a)));
  const right = new Set(Object.keys(flatten(b)));
  return [...[...left].filter((key) => !right.has(key)), ...[...right].filter((key) => !left.has(key))].sort();
};

/**
 * Keys a resource needs and the messages lack: `resources.{name}.name`, a label for every field
 * and system field (`resources.{name}.fields.{field}`) and for every value of every enum and
 * multiEnum field (`resources.{name}.enums.{field}.{value}`).
 */
export const missingResourceLabels = (resources: readonly AnyResource[], messages: Tree): string[] => {
  const flat = flatten(messages);
  const missing: string[] = [];
  const need = (key: string) => {
    if (!flat[key]?.trim()) missing.push(key);
  };
  for (const resource of resources) {
    const base = `resources.${resource.name}`;
    need(`${base}.name`);
    for (const name of [...Object.keys(resource.fields), ...SYSTEM_FIELDS]) need(`${base}.fields.${name}`);
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind === 'enum' || field.kind === 'multiEnum') {
        for (const value of field.values) need(`${base}.enums.${name}.${value}`);
      }
    }
  }
  return missing;
};

/**
 * Messages with smart-count forms (' |||| ') whose number of forms is not `forms`
 * (2 for en, 6 for ar with polyglot's arabic plural rule).
 */
export const wrongPluralForms = (messages: Tree, forms: number): string[] =>
  Object.entries(flatten(messages))
    .filter(([, text]) => text.includes('||||') && text.split('||||').length !== forms)
    .map(([key]) => key)
    .sort();
