import { loadRegistry } from '@club/schema/node';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot as root, sourceFilesUnder as filesUnder } from '../support/source-files';

// Generic code never names a resource: a resource's own behaviour lives in files found by its
// name (api/src/overrides/{name}.ts, admin/src/overrides/{name}/…), and generic code that needs a
// particular resource reaches it through its declaration (auditLogs.name), never a string.
const GENERIC = [
  'api/src/crud',
  'api/src/database',
  'api/src/http',
  'api/src/openapi',
  'api/src/i18n',
  'api/src/server-overrides',
  'api/src/trash',
  'api/src/backup',
  'api/src/audit',
  'api/src/app.ts',
  'api/src/main.ts',
  'admin/src/views',
  'admin/src/list',
  'admin/src/fields',
  'admin/src/inputs',
  'admin/src/filters',
  'admin/src/resources',
  'admin/src/history',
  'admin/src/layout',
  'admin/src/shell',
  'admin/src/data',
  'admin/src/export',
  'admin/src/i18n',
  'schema/src/registry.ts',
  'schema/src/resource.ts',
  'schema/src/screen.ts',
  'admin/src/routes',
  'schema/src/fields.ts',
  'schema/src/manifest.ts',
  'schema/src/node.ts',
  'schema/src/browser.ts',
];

const registry = await loadRegistry();
const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** A resource's name (or its table's) as a string: between quotes, or as a quoted SQL identifier. */
const namingPattern = (name: string) => new RegExp(`(['"\`])(${name}|${snakeCase(name)})\\1`);

/** Every line of a generic file that names a resource, as `file:line: text`. */
const namings = (): string[] =>
  GENERIC.flatMap((path) => filesUnder(resolve(root, path))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return [];
        const named = registry.resources.filter((resource) => namingPattern(resource.name).test(line));
        return named.map((resource) => `${relative(root, file)}:${index + 1}: '${resource.name}' in ${line.trim()}`);
      }),
  );

describe('generic code', () => {
  it('never names a resource', () => {
    expect(namings()).toEqual([]);
  });

  it('is searched: the pattern finds a name where one is written', () => {
    expect(namingPattern('auditLogs').test(`const AUDIT = 'auditLogs';`)).toBe(true);
    expect(namingPattern('auditLogs').test('SELECT 1 FROM "audit_logs"')).toBe(true);
    expect(namingPattern('tasks').test(`const label = 'taskStates';`)).toBe(false);
    expect(GENERIC.flatMap((path) => filesUnder(resolve(root, path))).length).toBeGreaterThan(100);
  });
});
