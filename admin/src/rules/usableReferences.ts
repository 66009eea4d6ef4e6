import { registry } from '@club/schema/browser';
import { checksOn, meetsCondition, type AnyResource, type RuleCondition } from '@club/schema';

/**
 * The list filter of the records a reference may name, as the resource's `refersTo` checks say
 * for the form's values (an active employee for a request, a kicked-off match for its statistics):
 * the picker offers only those, not some the server will refuse. Only what the target lets a list
 * filter by is asked; the server judges the rest.
 */
export const usableReferenceFilter = (definition: AnyResource | undefined, field: string, target: string, values: Readonly<Record<string, unknown>>): RuleCondition => {
  const filters = registry.facts(target).filters;
  const filter: Record<string, readonly string[] | boolean> = {};
  // The `refersTo` checks on the field: the states the record it names must be in.
  for (const check of checksOn(definition, 'refersTo', field)) {
    if (!meetsCondition(values, check.when)) continue;
    for (const [name, expected] of Object.entries(check.where)) {
      if (expected !== undefined && filters.has(name)) filter[name] = expected;
    }
  }
  return filter;
};
