import { loadRegistry } from '@club/schema/node';
import { sql } from '@club/api';
import { describe, expect, it } from 'vitest';
import { ListPlans } from '../../api/src/crud/list-plans';

const registry = await loadRegistry();
const table = new sql.ResourceTable(registry.get('tasks')!, registry.facts('tasks'));
const FIRST_PAGE = { sort: '["createdAt","DESC"]', range: '[0,24]', filter: '{"status":"todo"}' };
/** A reader who sees only some rows: their own id goes into every statement. */
const scopedView: sql.ReadView = { ...table.fullView, conditions: (values) => [`"scope_probe" = $${values.push('reader-id')}`] };

describe('ListPlans (a repeated list parsed and written once)', () => {
  it('gives a repeated request the same statements, which are those of its parameters', () => {
    const plans = new ListPlans(10_000);
    const first = plans.planOf(table, { ...FIRST_PAGE }, 'en');
    const statements = plans.statementsOf(table, first, table.fullView);
    const again = plans.planOf(table, { ...FIRST_PAGE }, 'en');
    expect(again).toBe(first);
    expect(plans.statementsOf(table, again, table.fullView)).toBe(statements);
    expect(statements.page).toEqual(sql.selectPage(table, first.query));
    expect(statements.explain).toEqual(sql.explainCount(table, first.query));
    expect(statements.count()).toEqual(sql.countCapped(table, first.query, 10_000));
    expect(statements.count()).toBe(statements.count());
    // Other parameters, another plan.
    expect(plans.planOf(table, { ...FIRST_PAGE, range: '[25,49]' }, 'en')).not.toBe(first);
  });

  it('writes the statements of a reader who does not see the whole table for each request', () => {
    const plans = new ListPlans(10_000);
    const plan = plans.planOf(table, FIRST_PAGE, 'en');
    const scoped = plans.statementsOf(table, plan, scopedView);
    expect(scoped.page.text).toContain('"scope_probe" = $');
    expect(scoped.page.values).toContain('reader-id');
    expect(plans.statementsOf(table, plan, scopedView)).not.toBe(scoped);
    expect(plans.statementsOf(table, plan, table.fullView).page.text).not.toContain('scope_probe');
  });

  it('keeps no search, no refusal and no parameter given twice', () => {
    const plans = new ListPlans(10_000);
    const search = { ...FIRST_PAGE, filter: '{"q":"pitch"}' };
    expect(plans.planOf(table, search, 'en')).not.toBe(plans.planOf(table, search, 'en'));
    expect(() => plans.planOf(table, { filter: '{"nope":1}' }, 'en')).toThrow();
    expect(() => plans.planOf(table, { filter: '{"nope":1}' }, 'ar')).toThrow(/nope/);
    const twice = { ...FIRST_PAGE, range: ['[0,24]', '[0,24]'] };
    expect(() => plans.planOf(table, twice, 'en')).toThrow();
  });

  it('keeps at most its capacity, dropping the oldest', () => {
    const plans = new ListPlans(10_000, 2);
    const page = (n: number) => ({ ...FIRST_PAGE, range: `[${n * 25},${n * 25 + 24}]` });
    const first = plans.planOf(table, page(0), 'en');
    const second = plans.planOf(table, page(1), 'en');
    plans.planOf(table, page(2), 'en');
    expect(plans.planOf(table, page(1), 'en')).toBe(second);
    expect(plans.planOf(table, page(0), 'en')).not.toBe(first);
  });
});
