import type { FieldDef } from 'pg';
import { describe, expect, it } from 'vitest';
import { rowObjects } from '../../api/src/crud/row-objects';

const fieldsOf = (...names: string[]) => names.map((name) => ({ name }) as FieldDef);

describe('rowObjects', () => {
  it('makes each row an object keyed by column name, in column order', () => {
    const rows = rowObjects(fieldsOf('id', 'createdAt', 'title'), [
      ['a', '2026-01-01T00:00:00.000Z', 'Book the bus'],
      ['b', null, 'حجز الحافلة'],
    ]);
    expect(rows).toEqual([
      { id: 'a', createdAt: '2026-01-01T00:00:00.000Z', title: 'Book the bus' },
      { id: 'b', createdAt: null, title: 'حجز الحافلة' },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'createdAt', 'title']);
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
  });

  it('keeps the last of a repeated name, as pg does, and any name a column can have', () => {
    expect(rowObjects(fieldsOf('id', 'id'), [[1, 2]])).toEqual([{ id: 2 }]);
    const [odd] = rowObjects(fieldsOf('QUERY PLAN', 'a"b\\c', '__proto__', "it's"), [[1, 2, 3, 4]]);
    expect(odd!['QUERY PLAN']).toBe(1);
    expect(odd!['a"b\\c']).toBe(2);
    expect(Object.getOwnPropertyDescriptor(odd, '__proto__')?.value).toBe(3);
    expect(Object.getPrototypeOf(odd)).toBe(Object.prototype);
    expect(odd!["it's"]).toBe(4);
  });

  it('gives no rows for no rows', () => {
    expect(rowObjects(fieldsOf('id'), [])).toEqual([]);
  });
});
