import { createRegistry, defineResource, f } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';
import { mergeListParams, schemaListParams } from '../../admin/src/list/schemaListParams';
import { parseListUrl, serializeListUrl, type SortDefaults, type UrlParam } from '../../admin/src/list/urlParams';

// SPEC §2, §5: list screens take page, pageSize, status, priority and filter; invalid or
// missing values silently become the defaults and the URL is rewritten to its canonical form.

const jobs = defineResource({
  name: 'jobs',
  route: '/jobs',
  menu: { group: 'internalOps', icon: 'TaskAlt' },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, search: true }),
    status: f.enum(['backlog', 'todo', 'inProgress', 'done', 'canceled'], { required: true }),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true }),
    kind: f.enum(['bug', 'feature']),
    dueDate: f.date(),
  },
  list: { columns: ['title', 'status', 'priority', 'kind'], sort: ['title', 'ASC'] },
  filters: { status: {}, priority: {}, kind: {}, dueDate: { ops: ['gte', 'lte'] } },
});

// A status filtered by one value only (no IN) cannot take a list; no search fields, no `filter`.
const rooms = defineResource({
  name: 'rooms',
  route: '/rooms',
  menu: { group: 'internalOps', icon: 'TaskAlt' },
  recordRepresentation: 'number',
  fields: { number: f.integer({ required: true }), status: f.enum(['free', 'taken'], { required: true }) },
  list: { columns: ['number', 'status'], sort: ['number', 'ASC'] },
  filters: { status: { ops: ['eq'] } },
});

const testRegistry = createRegistry([jobs, rooms]);
const schemaOf = (name: string, registry = testRegistry) => ({ apiName: name, definition: registry.get(name)!, facts: registry.facts(name) });

const params = schemaListParams(schemaOf('jobs'));
const defaults: SortDefaults = { field: 'title', order: 'ASC', sortable: schemaOf('jobs').facts.sortable };
const parse = (search: string, declared: readonly UrlParam[] = params) => parseListUrl(search, declared, defaults);
/** The canonical URL a search string is rewritten to. */
const canonical = (search: string, declared: readonly UrlParam[] = params) => serializeListUrl(parse(search, declared), declared);

describe('the parameters a list takes from its schema', () => {
  it('are status and priority lists of the declared values, then filter for the full-text search', () => {
    expect(params.map((param) => [param.key, param.kind, param.filter ?? param.key])).toEqual([
      ['status', 'list', 'status'],
      ['priority', 'list', 'priority'],
      ['filter', 'text', 'q'],
    ]);
    expect(params[0]).toMatchObject({ values: ['backlog', 'todo', 'inProgress', 'done', 'canceled'] });
  });

  it('leave out an enum filtered by one value only and filter without search fields', () => {
    expect(schemaListParams(schemaOf('rooms'))).toEqual([]);
  });

  it('are those of every real list with status, priority or search fields', async () => {
    const registry = await loadRegistry();
    const tasks = schemaListParams(schemaOf('tasks', registry));
    expect(tasks.map((param) => param.key)).toEqual(['status', 'priority', 'filter']);
    expect(tasks[0]).toMatchObject({ values: ['backlog', 'todo', 'in progress', 'done', 'canceled'] });
    expect(tasks[1]).toMatchObject({ values: ['low', 'medium', 'high', 'critical'] });
  });

  it("are replaced in place or extended by an override's own", () => {
    const own: UrlParam[] = [
      { key: 'status', kind: 'list', values: ['active'] },
      { key: 'username', kind: 'text' },
    ];
    const merged = mergeListParams(params, own);
    expect(merged.map((param) => param.key)).toEqual(['status', 'priority', 'filter', 'username']);
    expect(merged[0]).toBe(own[0]);
  });
});

describe('parseListUrl', () => {
  it('gives the defaults without parameters', () => {
    expect(parse('')).toEqual({ page: 1, perPage: 10, sort: 'title', order: 'ASC', filter: {}, displayedFilters: {} });
    expect(canonical('')).toBe('?page=1&pageSize=10&sort=title&order=ASC');
  });

  it.each([
    ['page=0', 1],
    ['page=-1', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=', 1],
    ['page=1e3', 1],
    ['page=99999999999999999999', 1],
    ['page=3', 3],
    ['page=%203', 3],
  ])('reads %s as page %i', (search, page) => {
    expect(parse(search).page).toBe(page);
  });

  it.each([
    ['pageSize=7', 10],
    ['pageSize=1000', 10],
    ['pageSize=0', 10],
    ['pageSize=-5', 10],
    ['pageSize=ten', 10],
    ['pageSize=5', 5],
    ['pageSize=25', 25],
    ['pageSize=50', 50],
  ])('reads %s as %i rows per page', (search, perPage) => {
    expect(parse(search).perPage).toBe(perPage);
  });

  it('keeps only the declared values of a list, in their declared order', () => {
    expect(parse('status=bogus').filter).toEqual({});
    expect(parse('status=todo,bogus').filter).toEqual({ status: ['todo'] });
    expect(parse('status=done,backlog,done').filter).toEqual({ status: ['backlog', 'done'] });
    expect(parse('status=done&status=todo').filter).toEqual({ status: ['todo', 'done'] });
    expect(parse('status=,').filter).toEqual({});
    expect(parse('status=TODO').filter).toEqual({});
    expect(parse('priority=high,critical,urgent').filter).toEqual({ priority: ['high', 'critical'] });
    expect(parse('priority=none').filter).toEqual({});
  });

  it("accepts the spec's spelling `in progress` for a schema's `inProgress`", () => {
    expect(parse('status=in progress').filter).toEqual({ status: ['inProgress'] });
    expect(parse('status=in%20progress,todo').filter).toEqual({ status: ['todo', 'inProgress'] });
    expect(parse('status=in+progress').filter).toEqual({ status: ['inProgress'] });
    expect(canonical('status=in progress')).toBe('?page=1&pageSize=10&status=inProgress&sort=title&order=ASC');
  });

  it("accepts the schema's `in progress` and its camel-cased `inProgress`", async () => {
    const tasks = schemaListParams(schemaOf('tasks', await loadRegistry()));
    expect(parse('status=inProgress', tasks).filter).toEqual({ status: ['in progress'] });
    expect(parse('status=in progress', tasks).filter).toEqual({ status: ['in progress'] });
    expect(canonical('status=inProgress', tasks)).toBe('?page=1&pageSize=10&status=in+progress&sort=title&order=ASC');
  });

  it('maps the filter text to the full-text `q`, empty text to nothing', () => {
    expect(parse('filter=net').filter).toEqual({ q: 'net' });
    expect(parse('filter=goal%20keeper').filter).toEqual({ q: 'goal keeper' });
    expect(parse('filter=').filter).toEqual({});
    expect(parse('filter=%20%20').filter).toEqual({});
  });

  it("keeps the filter form's other filters, as JSON under `filters`", () => {
    const search = `filters=${encodeURIComponent(JSON.stringify({ kind: 'bug', dueDate_gte: '2025-01-01' }))}`;
    expect(parse(search).filter).toEqual({ kind: 'bug', dueDate_gte: '2025-01-01' });
    expect(parse('filters=[1,2]').filter).toEqual({});
    expect(parse('filters=%7Bnope').filter).toEqual({});
  });

  it('never takes a declared parameter from the other filters (it would skip its check)', () => {
    const search = `status=todo&filters=${encodeURIComponent(JSON.stringify({ status: ['bogus'], q: 'x', kind: 'bug' }))}`;
    expect(parse(search).filter).toEqual({ kind: 'bug', status: ['todo'] });
  });

  it('reads an old link with react-admin JSON in `filter`', () => {
    const legacy = `filter=${encodeURIComponent(JSON.stringify({ q: 'net', status: ['todo', 'bogus'], kind: 'bug' }))}`;
    expect(parse(legacy).filter).toEqual({ kind: 'bug', status: ['todo'], q: 'net' });
    expect(canonical(legacy)).toBe(
      `?page=1&pageSize=10&status=todo&filter=net&sort=title&order=ASC&filters=${encodeURIComponent('{"kind":"bug"}')}`,
    );
    // Text that merely starts with a brace is the search text.
    expect(parse('filter=%7Bbrace').filter).toEqual({ q: '{brace' });
  });

  it('falls back to the default sort for an unknown field or order', () => {
    expect(parse('sort=status&order=DESC')).toMatchObject({ sort: 'status', order: 'DESC' });
    expect(parse('sort=secret&order=sideways')).toMatchObject({ sort: 'title', order: 'ASC' });
  });

  it('shows the filters it applies as displayed', () => {
    expect(parse('status=todo&filter=x').displayedFilters).toEqual({ status: true, q: true });
  });
});

describe('serializeListUrl', () => {
  it('rewrites every invalid value to the canonical URL', () => {
    expect(canonical('page=abc&pageSize=7&status=bogus')).toBe('?page=1&pageSize=10&sort=title&order=ASC');
    expect(canonical('page=0&pageSize=1000&status=todo,bogus&priority=high&filter=x')).toBe(
      '?page=1&pageSize=10&status=todo&priority=high&filter=x&sort=title&order=ASC',
    );
    expect(canonical('filter=x&priority=high&status=todo&order=DESC&page=2')).toBe(
      '?page=2&pageSize=10&status=todo&priority=high&filter=x&sort=title&order=DESC',
    );
  });

  it('keeps a canonical URL as it is', () => {
    for (const search of [
      '?page=1&pageSize=10&sort=title&order=ASC',
      '?page=3&pageSize=25&status=todo,done&priority=low&filter=goal+keeper&sort=status&order=DESC',
      `?page=1&pageSize=5&sort=title&order=ASC&filters=${encodeURIComponent('{"kind":"bug"}')}`,
    ]) {
      expect(canonical(search)).toBe(search);
    }
  });

  it('writes list params back to the URL they came from (a copied URL reproduces the view)', () => {
    const list = {
      page: 4,
      perPage: 50,
      sort: 'priority',
      order: 'DESC' as const,
      filter: { status: ['backlog', 'done'], priority: ['critical'], q: 'net', kind: 'feature' },
      displayedFilters: {},
    };
    const url = serializeListUrl(list, params);
    expect(url).toBe(
      `?page=4&pageSize=50&status=backlog,done&priority=critical&filter=net&sort=priority&order=DESC&filters=${encodeURIComponent('{"kind":"feature"}')}`,
    );
    expect(parse(url)).toMatchObject({ page: 4, perPage: 50, sort: 'priority', order: 'DESC', filter: list.filter });
  });

  it('keeps search text as typed, spaces included, but writes no blank one', () => {
    const list = parse('');
    expect(serializeListUrl({ ...list, filter: { q: 'goal ' } }, params)).toContain('filter=goal+&');
    expect(serializeListUrl({ ...list, filter: { q: '  ' } }, params)).not.toContain('filter=');
    expect(serializeListUrl({ ...list, filter: { status: [] } }, params)).not.toContain('status=');
  });
});
