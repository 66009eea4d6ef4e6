import { toneOf, TONES } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';

// Status chips are coloured by the schema's tones (schema/src/tones.ts): shared ones for the values
// states have in common, a field's own where it says otherwise.
const registry = await loadRegistry();
const enums = registry.resources.flatMap((resource) =>
  Object.entries(resource.fields).flatMap(([name, field]) => (field.kind === 'enum' ? [{ resource, name, field }] : [])),
);

describe('tones', () => {
  it("names only a field's own values, each with a known tone", () => {
    for (const { resource, name, field } of enums) {
      for (const [value, tone] of Object.entries(field.tones ?? {})) {
        expect(field.values, `${resource.name}.${name}.tones.${value}`).toContain(value);
        expect(TONES).toContain(tone);
      }
    }
  });

  it('tells paid from cancelled from draft, and leaves enums that are no state alone', () => {
    const invoices = registry.get('invoices')!;
    const status = invoices.fields.status!;
    if (status.kind !== 'enum') throw new Error('invoices.status is an enum');
    expect(['paid', 'canceled', 'draft', 'issued'].map((value) => toneOf('status', status, value, true))).toEqual(['success', 'error', 'neutral', 'info']);
    const gender = Object.entries(registry.get('players')!.fields).find(([name]) => name === 'gender')?.[1];
    if (gender?.kind === 'enum') expect(gender.values.map((value) => toneOf('gender', gender, value))).toEqual(gender.values.map(() => 'neutral'));
  });

  it("gives every workflow's states more than one colour", () => {
    const grey = registry.resources.filter((resource) => {
      const field = resource.workflow && resource.fields[resource.workflow.field];
      if (field?.kind !== 'enum') return false;
      return new Set(field.values.map((value) => toneOf(resource.workflow!.field, field, value, true))).size < 2;
    });
    expect(grey.map((resource) => resource.name)).toEqual([]);
  });
});
