import { loadRegistry } from '@club/schema/node';
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot as root, sourceFilesUnder } from '../support/source-files';

// Every change to a resource's rows goes through the engine, with the target's rules, version
// and audit entry: a rule that changes another record (a receipt paying its invoice) or its own
// beyond the write at hand (a job expiring subscriptions) does it through `records`
// (api/src/crud/records.ts), never by a hand-written INSERT, UPDATE or DELETE. Only the engine's
// own files write SQL against a resource's table; the tables that are no resource (sessions,
// counters, secrets) are free.

/** The engine: the generic write path and the trails and registers it keeps itself. */
const ENGINE = [
  'api/src/crud',
  'api/src/audit',
  'api/src/files',
  'api/src/outbox',
  'api/src/notifications',
  'api/src/security',
  'api/src/access',
  'api/src/database',
  'api/src/trash',
  // An API key's last use and use count: bookkeeping counters flushed every few seconds as one
  // plain UPDATE, by design no change of the key (no version, audit entry or live notice: issue 50).
  'api/src/auth/api-keys/key-usage.ts',
];

const registry = await loadRegistry();
const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const resourceTables = new Map(registry.resources.map((resource) => [snakeCase(resource.name), resource.name]));

/** A write statement and the table it names: `INSERT INTO t`, `DELETE FROM t`, `UPDATE t [alias] SET`. */
const WRITE = /\b(?:INSERT\s+INTO|DELETE\s+FROM)\s+("?)([\w${}.]+)\1|(?<!FOR\s)(?<!DO\s)\bUPDATE\s+("?)([\w${}.]+)\3(?:\s+(?:AS\s+)?\w+)?\s+SET\b/g;

/** Each hand-written write in a text against a resource's table, or against a table named at run time. */
export const resourceWritesIn = (text: string): { line: number; table: string }[] =>
  [...text.matchAll(WRITE)].flatMap((match) => {
    const table = (match[2] ?? match[4])!;
    if (!table.includes('$') && !resourceTables.has(table)) return [];
    return [{ line: text.slice(0, match.index).split('\n').length, table }];
  });

const outsideEngine = (): string[] =>
  sourceFilesUnder(resolve(root, 'api/src'), /\.ts$/)
    .map((file) => relative(root, file))
    .filter((file) => !file.startsWith('api/src/migrations/') && !ENGINE.some((path) => file === path || file.startsWith(`${path}/`)))
    .flatMap((file) => resourceWritesIn(readFileSync(resolve(root, file), 'utf8')).map(({ line, table }) => `${file}:${line}: ${table}`));

describe('writes to resources', () => {
  it('go through the engine: no hand-written INSERT, UPDATE or DELETE on a resource table outside it', () => {
    expect(outsideEngine()).toEqual([]);
  });

  it('are found where they are written', () => {
    expect(resourceWritesIn('await client.query(`UPDATE "invoices" SET "status" = $2 WHERE "id" = $1`)')).toEqual([{ line: 1, table: 'invoices' }]);
    expect(resourceWritesIn("q('UPDATE \"players\" p SET \"age\" = 1')")).toEqual([{ line: 1, table: 'players' }]);
    expect(resourceWritesIn('\nINSERT INTO "warehouse_feed" ("a") VALUES (1)')).toEqual([{ line: 2, table: 'warehouse_feed' }]);
    expect(resourceWritesIn('DELETE FROM ${table.table} WHERE 1')).toEqual([{ line: 1, table: '${table.table}' }]);
    // Locks, upserts and tables that are no resource are not writes to one.
    expect(resourceWritesIn('SELECT 1 FROM "buses" b FOR UPDATE OF b SKIP LOCKED')).toEqual([]);
    expect(resourceWritesIn('ON CONFLICT ("key") DO UPDATE SET "value" = 1')).toEqual([]);
    expect(resourceWritesIn('UPDATE "refresh_tokens" SET "revoked_at" = now()')).toEqual([]);
  });
});
