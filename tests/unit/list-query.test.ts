import { loadRegistry } from '@club/schema/node';
import { parseListQuery, SEARCH_FUNCTION, sql } from '@club/api';
import { describe, expect, it } from 'vitest';

const registry = await loadRegistry();
const tasks = registry.get('tasks')!;
const parse = (raw: Record<string, string>) => parseListQuery(tasks, registry.facts('tasks'), raw);

describe('parseListQuery', () => {
  it('uses the schema default sort and a 25-row page', () => {
    expect(parse({})).toEqual({ sort: { field: 'createdAt', order: 'DESC' }, range: { offset: 0, limit: 25 }, conditions: [], search: undefined });
  });

  it('reads sort, range, filters with operators, arrays and q', () => {
    const query = parse({
      sort: '["title","asc"]',
      range: '[10,19]',
      filter: '{"status":["todo","done"],"dueDate_gte":"2026-01-01","priority_neq":"low","q":" pitch "}',
    });
    expect(query.sort).toEqual({ field: 'title', order: 'ASC' });
    expect(query.range).toEqual({ offset: 10, limit: 10 });
    expect(query.search).toBe('pitch');
    // In the keys' order (dueDate_gte, priority_neq, status), whatever the client's.
    expect(query.conditions).toEqual([
      { field: 'dueDate', op: 'gte', value: '2026-01-01' },
      { field: 'priority', op: 'neq', value: 'low' },
      { field: 'status', op: 'in', value: ['todo', 'done'] },
    ]);
  });

  it('has no range for getMany (a list of ids)', () => {
    expect(parse({ filter: '{"id":["3f1c0a52-7f0e-4f7e-9d7e-1d2a3b4c5d6e"]}' }).range).toBeUndefined();
  });

  it.each([
    [{ sort: '["nope","ASC"]' }, /Cannot sort/],
    [{ range: '[5,1]' }, /range/],
    [{ filter: '{"nope":1}' }, /Unknown filter/],
    [{ filter: '{"title_gte":"a"}' }, /Unknown filter|does not support/],
    [{ filter: 'not json' }, /not valid JSON/],
  ])('refuses %j', (raw, message) => {
    expect(() => parse(raw)).toThrow(message);
  });
});

describe('SQL building', () => {
  const table = new sql.ResourceTable(tasks, registry.facts('tasks'));

  it('parameterises every value and quotes only schema identifiers', () => {
    const statement = sql.selectPage(table, parse({ filter: '{"q":"50%_x","status":"todo"}', sort: '["title","DESC"]', range: '[0,9]' }));
    expect(statement.text).toBe(
      `SELECT "id", "created_at" AS "createdAt", "updated_at" AS "updatedAt", "version", "title", "description", "status", "priority", "label", "assignee_id" AS "assigneeId", "due_date" AS "dueDate", "project_id" AS "projectId", "shareable" FROM "tasks" WHERE "status" = $1::text AND ${table.searchText} LIKE $2 AND ${table.searchText} ~ $3 ORDER BY "title" DESC, "id" DESC LIMIT $4 OFFSET $5`,
    );
    // Folded words: "50%" a fragment (its % literal), "x" the start of a word.
    expect(table.searchText).toBe('"search_text"');
    expect(statement.values).toEqual(['todo', '%50\\%%', '(^| )x', 10, 0]);
  });

  it('never selects secret columns', () => {
    const users = new sql.ResourceTable(registry.get('users')!, registry.facts('users'));
    expect(users.selection).not.toMatch(/password/);
  });

  it('caps the count', () => {
    expect(sql.countCapped(table, parse({}), 10_000).text).toBe('SELECT count(*) AS "count" FROM (SELECT 1 FROM "tasks" LIMIT $1) AS "capped"');
  });
});
