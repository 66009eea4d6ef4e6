import { f, FIELD_KINDS, type AnyResource, type Field, type FieldKind, type FieldOfKind } from '@club/schema';
import { describe, expect, it } from 'vitest';
import { kindValidator } from '../../admin/src/inputs/validatorsOf';
import { BodyParser } from '../../api/src/crud/body';

// One field kind, one check: the API's body validation and the admin's form validator give the
// same verdict on the same value, for every kind (schema/src/kinds.ts is the only place it lives).
interface Samples<K extends FieldKind> {
  field: FieldOfKind<K>;
  valid: unknown[];
  invalid: unknown[];
}

const UUID_SAMPLE = '0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10';

const SAMPLES: { [K in FieldKind]: Samples<K> } = {
  text: { field: f.text({ maxLength: 10, minLength: 2, pattern: '[A-Z]+' }), valid: ['AB', 'ABCDEFGHIJ'], invalid: ['A', 'ABCDEFGHIJK', 'ab', 'AB1', 5, 'A\u0000B'] },
  longText: { field: f.longText({ maxLength: 20 }), valid: ['Two\nlines'], invalid: ['x'.repeat(21), true] },
  email: { field: f.email(), valid: ['coach@club.sa', 'a.b+c@example.com'], invalid: ['coach', 'coach@', '@club.sa', 'a b@club.sa'] },
  phone: { field: f.phone(), valid: ['+966 55 123 4567'], invalid: ['1'.repeat(33), 966] },
  // The admin once took any text as a web address, the API only http(s) ones.
  url: { field: f.url(), valid: ['https://club.sa/kits', 'http://example.com'], invalid: ['club.sa', 'ftp://club.sa/file', 'javascript:alert(1)'] },
  password: { field: f.password(), valid: ['Floodlit-Stadium-2026'], invalid: ['short', 'x'.repeat(257)] },
  // The admin once took 1.5 for a whole number and 10.005 for an amount.
  integer: { field: f.integer({ min: 0, max: 100 }), valid: [0, 42, 100], invalid: [1.5, -1, 101, '7', Number.NaN] },
  decimal: { field: f.decimal({ min: -5, max: 5 }), valid: [1.2345, -5, 0], invalid: [1.23456, 5.5, '1.2'] },
  money: { field: f.money({ min: 0 }), valid: [10.05, 0, 150.25], invalid: [10.005, -1, 1e14, Number.POSITIVE_INFINITY] },
  boolean: { field: f.boolean(), valid: [true, false], invalid: ['true', 1] },
  // The admin once took 31 February.
  date: { field: f.date(), valid: ['2026-02-28', '2024-02-29'], invalid: ['2026-02-31', '2026-13-01', '17/05/2026', '2026-05-17T10:00:00Z'] },
  datetime: { field: f.datetime(), valid: ['2026-05-17T09:30:00.000Z', '2026-05-17T09:30+03:00'], invalid: ['2026-05-17', '2026-05-17T09:30', 'yesterday'] },
  time: { field: f.time(), valid: ['09:30', '23:59:59'], invalid: ['24:00', '9:30', '09:60'] },
  enum: { field: f.enum(['low', 'high']), valid: ['low'], invalid: ['medium', 1] },
  multiEnum: { field: f.multiEnum(['a', 'b']), valid: [[], ['a', 'b']], invalid: ['a', ['a', 'a'], ['c']] },
  reference: { field: f.reference('users'), valid: ['0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10'], invalid: ['cashier-1', 42] },
  referenceMany: {
    field: f.referenceMany('users'),
    valid: [[], ['0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10']],
    invalid: ['0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10', ['x'], ['0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10', '0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10']],
  },
  json: { field: f.json(), valid: [{ a: 1 }, [1, 2], 'text', 3], invalid: ['x'.repeat(100_001)] },
  // An id, or the stored file as the API answered it (an edit form sends it back).
  file: {
    field: f.file(),
    valid: ['0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10', { id: '0b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10', name: 'cv.pdf', type: 'application/pdf', size: 10 }],
    invalid: ['cv.pdf', { name: 'cv.pdf' }, [UUID_SAMPLE], 42],
  },
  files: {
    field: f.files({ maxFiles: 2 }),
    valid: [[], [UUID_SAMPLE, { id: '1b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10' }]],
    invalid: [UUID_SAMPLE, [UUID_SAMPLE, UUID_SAMPLE], ['x'], [UUID_SAMPLE, '1b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10', '2b6c2c4e-6e3f-4c61-9a53-6d1d6e1a9f10']],
  },
};

const resourceWith = (field: Field): AnyResource => ({
  name: 'samples',
  route: '/samples',
  menu: { group: 'internalOps', icon: 'Category' },
  recordRepresentation: 'value',
  fields: { value: field },
  list: { columns: ['value'], sort: ['id', 'ASC'] },
});

const apiAccepts = async (field: Field, value: unknown): Promise<boolean> => {
  try {
    await new BodyParser(resourceWith(field)).parse({ value }, 'create');
    return true;
  } catch {
    return false;
  }
};

const adminAccepts = (field: Field, value: unknown): boolean => kindValidator(field)(value, {}, {}) === undefined;

describe('every field kind gives the same verdict in the API and in the admin', () => {
  it('has samples for every kind', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...FIELD_KINDS].sort());
  });

  describe.each(FIELD_KINDS.map((kind) => [kind, SAMPLES[kind] as Samples<FieldKind>] as const))('%s', (_kind, { field, valid, invalid }) => {
    it.each(valid.map((value) => [JSON.stringify(value)?.slice(0, 40), value]))('both accept %s', async (_label, value) => {
      expect(await apiAccepts(field, value)).toBe(true);
      expect(adminAccepts(field, value)).toBe(true);
    });

    it.each(invalid.map((value) => [JSON.stringify(value)?.slice(0, 40) ?? String(value), value]))('both refuse %s', async (_label, value) => {
      expect(await apiAccepts(field, value)).toBe(false);
      expect(adminAccepts(field, value)).toBe(false);
    });
  });
});
