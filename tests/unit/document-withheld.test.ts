import { defineResource, f } from '@club/schema';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../support/registry-problems';

// A document layout's `withheld` states (schema/src/documents.ts): each names values of an enum
// field and a rule the resource declares, whose words say why the document is not handed over.
const receipt = (withheld: { when: Record<string, readonly string[]>; rule: string }[]) =>
  defineResource({
    name: 'receipts',
    route: '/receipts',
    menu: { group: 'finance', icon: 'Receipt' },
    recordRepresentation: 'number',
    fields: { number: f.text({ required: true }), state: f.enum(['open', 'held']), note: f.text() },
    document: { facts: ['number'], withheld },
    checks: { held: { kind: 'override', field: 'state' } },
    list: { columns: ['number'], sort: ['number', 'ASC'] },
  });

describe('a document’s withheld states', () => {
  it('are values of enum fields with a declared rule', () => {
    expect(problemsOf([receipt([{ when: { state: ['held'] }, rule: 'held' }])])).toEqual([]);
  });

  it('refuse a field that is no enum, a value it does not have and an undeclared rule', () => {
    expect(problemsOf([receipt([{ when: { note: ['x'], state: ['gone'] }, rule: 'missing' }])])).toEqual([
      "resource 'receipts', document: withheld names 'note', which is not an enum field",
      "resource 'receipts', document: withheld names 'gone', not a value of 'state'",
      "resource 'receipts', document: withheld rule 'missing' is not one of its checks",
    ]);
  });
});
