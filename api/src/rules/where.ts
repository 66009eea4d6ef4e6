import type { RuleCondition } from '@club/schema';
import type { Where } from '../crud/records';

/** A declared condition as the records service's filter: enum values as a list, a flag as itself. */
export const whereOf = (condition: RuleCondition | undefined): Where =>
  Object.fromEntries(Object.entries(condition ?? {}).map(([field, expected]) => [field, typeof expected === 'boolean' ? expected : [...(expected ?? [])]]));
