import type { Registry } from '@club/schema';
import { indexName, snakeCase, tableOf } from '../database/naming';
import { exclusionsOf } from '../database/exclusions';
import { caseBlindIndexOf, ruleIndexesOf, uniqueTogetherIndexOf } from '../database/indexes';
import { MESSAGES, type Locale } from '../i18n/messages';
import { badRequest, conflict } from './errors';
import type { ResourceTable } from './sql';

interface PgError {
  code?: string;
  constraint?: string;
  table?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' && error !== null && typeof (error as PgError).code === 'string' && !('getStatus' in error);

/** The field behind a unique index or foreign key, by the names entities.ts gives them. */
const fieldOfConstraint = (table: ResourceTable, constraint: string | undefined): string | undefined => {
  const tableName = tableOf(table.resource.name);
  const together = table.resource.uniqueTogether?.find((columns) => constraint === uniqueTogetherIndexOf(tableName, columns));
  if (together) return together.at(-1);
  // A declared unique rule's index (indexes.ts): its clash answers on its last field too.
  const rule = ruleIndexesOf(table.resource).find((index) => index.name === constraint);
  if (rule) return rule.columns.at(-1);
  return Object.keys(table.resource.fields).find(
    (name) =>
      constraint === indexName(tableName, [snakeCase(name)], 'unique') || constraint === caseBlindIndexOf(tableName, name) || constraint === `FK_${tableName}_${snakeCase(name)}`,
  );
};

/**
 * Turns what PostgreSQL refuses into the API's error shape: a clash with a unique value or a
 * missing reference is the client's input (400 on its field); deleting a record that others
 * still point at is a conflict (409). Anything else passes through unchanged.
 */
export const translateDatabaseError = (error: unknown, table: ResourceTable, registry: Registry, locale: Locale = 'en'): unknown => {
  if (!isPgError(error)) return error;
  const m = MESSAGES[locale];
  const name = table.resource.name;
  switch (error.code) {
    case '23505': {
      const field = fieldOfConstraint(table, error.constraint) ?? 'id';
      return badRequest(m.invalid(name, field), { [field]: m.alreadyUsed });
    }
    case '23001': // restrict_violation: PostgreSQL 18 (the embedded database) on a RESTRICT foreign key
    case '23503': {
      if (error.table && error.table !== tableOf(name)) {
        const referencing = registry.resources.find((resource) => tableOf(resource.name) === error.table)?.name ?? error.table;
        return conflict(m.stillReferenced(name, referencing));
      }
      const field = fieldOfConstraint(table, error.constraint) ?? 'id';
      return badRequest(m.invalid(name, field), { [field]: m.missingReference });
    }
    case '23P01': {
      // exclusion_violation: a declared overlap rule the database holds too (exclusions.ts).
      const field = exclusionsOf(table.resource).find((exclusion) => exclusion.name === error.constraint)?.field ?? 'id';
      return conflict(m.invalid(name, field), { [field]: m.alreadyUsed });
    }
    case '40P01': // deadlock_detected
    case '40001': // serialization_failure
      // Two writes met on the same rows at the same moment: this one was undone whole.
      return conflict(m.concurrentWrite);
    default:
      // Class 22 is "data exception": a value PostgreSQL cannot store or compare.
      return error.code?.startsWith('22') ? badRequest(m.malformedValue(name)) : error;
  }
};
