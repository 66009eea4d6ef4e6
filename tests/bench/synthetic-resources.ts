import { ICON_NAMES, MENU_GROUPS } from '@club/schema';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const schemaSource = resolve(import.meta.dirname, '../../schema/src');

const ENUM_VALUES = ['draft', 'submitted', 'approved', 'rejected', 'archived'];

/** The fields of synthetic resource `n`: a realistic mix of kinds, references to earlier resources. */
const fieldsOf = (n: number, earlier: string[]): string[] => {
  const target = earlier[n % earlier.length]!;
  const other = earlier[(n * 7) % earlier.length]!;
  return [
    `title: f.text({ required: true, maxLength: 160, search: true })`,
    `code: f.text({ maxLength: 32, unique: true })`,
    `description: f.longText({ maxLength: 4000 })`,
    `status: f.enum(${JSON.stringify(ENUM_VALUES)}, { required: true, default: 'draft' })`,
    `tags: f.multiEnum(['urgent', 'internal', 'external', 'recurring'])`,
    `amount: f.money({ min: 0 })`,
    `quantity: f.integer({ min: 0, max: 100000 })`,
    `ratio: f.decimal({ min: 0, max: 1 })`,
    `startsOn: f.date()`,
    `endsOn: f.date()`,
    `happensAt: f.datetime()`,
    `contactEmail: f.email()`,
    `contactPhone: f.phone()`,
    `website: f.url()`,
    `isActive: f.boolean({ default: true })`,
    `ownerId: f.reference('${target}')`,
    `relatedIds: f.referenceMany('${other}')`,
    `notes: f.json()`,
  ].slice(0, 10 + (n % 9));
};

/**
 * A scratch copy of the registry at `total` resources: the real resource files plus synthetic
 * ones up to the total, in `{directory}/resources`, with a `{directory}/browser.ts` that globs
 * them as schema/src/browser.ts globs the real ones.
 */
export const writeSyntheticRegistry = (directory: string, total: number): { resources: string; count: number } => {
  const resources = join(directory, 'resources');
  mkdirSync(resources, { recursive: true });
  const real = readdirSync(join(schemaSource, 'resources')).filter((file) => file.endsWith('.ts'));
  for (const file of real) {
    const text = readFileSync(join(schemaSource, 'resources', file), 'utf8')
      // Imports of the schema's own modules (the DSL, approvals) point back at it; sibling resources stay siblings.
      .replace(/from '\.\.\/([\w-]+)'/g, (_match, module: string) => `from '${schemaSource}/${module}.ts'`);
    writeFileSync(join(resources, file), text);
  }
  const names = real.map((file) => file.replace(/\.ts$/, ''));
  const writable = names.filter((name) => !['auditLogs', 'notifications', 'pages'].includes(name));
  for (let n = 1; names.length < total; n++) {
    const name = `synthetic${String(n).padStart(3, '0')}`;
    const group = MENU_GROUPS[n % MENU_GROUPS.length];
    const icon = ICON_NAMES[n % ICON_NAMES.length];
    const fields = fieldsOf(n, writable);
    writeFileSync(
      join(resources, `${name}.ts`),
      `import { defineResource, f } from '${schemaSource}/index.ts';

export const ${name} = defineResource({
  name: '${name}',
  route: '/Synthetic/Resource${n}',
  menu: { group: '${group}', icon: '${icon}' },
  recordRepresentation: 'title',
  fields: {
    ${fields.join(',\n    ')},
  },
  list: { columns: ['title', 'code', 'status', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, createdAt: { ops: ['gte', 'lte'] } },
});
`,
    );
    names.push(name);
    writable.push(name);
  }
  writeFileSync(
    join(directory, 'browser.ts'),
    `import { createRegistry, resourcesFromModules } from '${schemaSource}/registry.ts';

const modules = import.meta.glob<Record<string, unknown>>('./resources/*.ts', { eager: true });

export const registry = createRegistry(resourcesFromModules(Object.values(modules)));
`,
  );
  return { resources, count: names.length };
};
