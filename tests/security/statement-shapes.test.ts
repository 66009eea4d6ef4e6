import { parseListQuery, sql } from '@club/api';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

// What a client's filters may cost the server (issue 11, item 7): the same filters in any key order
// make one statement shape, and the prepared statements are bounded however many shapes arrive.
const registry = await loadRegistry();
const tasks = registry.get('tasks')!;
const parse = (filter: Record<string, unknown>) => parseListQuery(tasks, registry.facts('tasks'), { filter: JSON.stringify(filter) });

describe('filter conditions', () => {
  it('come in one order whatever the order of the keys', () => {
    const one = parse({ status: 'todo', priority: 'high', dueDate_gte: '2026-01-01', q: 'pitch' });
    const other = parse({ q: 'pitch', dueDate_gte: '2026-01-01', priority: 'high', status: 'todo' });
    expect(other).toEqual(one);
    expect(one.conditions.map((condition) => condition.field)).toEqual(['dueDate', 'priority', 'status']);
  });
});

describe('prepared statement names', () => {
  it('are shared by equal texts, differ for different texts, and stop at the capacity', () => {
    const names = new sql.StatementNames(3);
    const statement = (text: string) => ({ text, values: [] });
    const first = names.of(statement('SELECT 1'));
    expect(first.name).toMatch(/^club_[0-9a-f]{20}$/);
    expect(names.of(statement('SELECT 1')).name).toBe(first.name);
    expect(names.of(statement('SELECT 2')).name).not.toBe(first.name);
    names.of(statement('SELECT 3'));
    // Full: a new shape runs unnamed (planned each time); the known ones keep their names.
    expect(names.of(statement('SELECT 4')).name).toBeUndefined();
    expect(names.of(statement('SELECT 1')).name).toBe(first.name);
    expect(names.size).toBe(3);
    expect(sql.MAX_PREPARED_STATEMENTS).toBeLessThanOrEqual(5000);
  });
});
