import type { Registry } from '@club/schema';
import { nameLiteral as literal } from '../database/naming';
import type { Reader } from './readers';

/**
 * For a log that keeps other records' values in one JSON column, keyed by field and told apart by
 * a `resource` column (the audit trail's changes, the trash's records): the column read without
 * the sensitive fields the reader's role may not read, as a masking SQL expression (see ReadRule).
 */
export const sensitiveJsonMask = (registry: Registry, column: string): ((reader: Reader) => Record<string, string>) => {
  const sensitive = registry.resources.filter((resource) => registry.facts(resource.name).sensitive.size > 0);
  return (reader) => {
    const cases = sensitive.flatMap((resource) => {
      const hidden = [...registry.facts(resource.name).sensitive].filter(([, grant]) => !reader.holds(grant)).map(([field]) => literal(field));
      return hidden.length ? [`WHEN "resource" = ${literal(resource.name)} THEN "${column}" - ARRAY[${hidden.join(', ')}]::text[]`] : [];
    });
    return cases.length ? { [column]: `CASE ${cases.join(' ')} ELSE "${column}" END` } : {};
  };
};
