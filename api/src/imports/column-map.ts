import type { AnyResource, ImportColumn as ColumnUse } from '@club/schema';
import { comparable } from './comparable';
import type { ImportWords } from './import-words';
import { columnLetter } from './sheet';

export type { ColumnUse };

/** A problem of the columns themselves (not of a row): worded for the reader. */
export interface ColumnProblem {
  column: string | null;
  field: string | null;
  message: string;
}

/**
 * The columns read into fields: as the client chose (a field name per column, empty for none), or
 * else each heading matched to the field it names in either language; a heading naming no field,
 * or several, is not imported.
 */
export const columnUses = (headers: readonly string[], examples: readonly string[], importable: readonly string[], words: ImportWords, chosen?: readonly (string | null)[]): ColumnUse[] => {
  const byHeading = new Map<string, string[]>();
  for (const field of importable) for (const heading of new Set(words.headingsOf(field))) byHeading.set(heading, [...(byHeading.get(heading) ?? []), field]);
  return headers.map((header, index) => {
    const column = { column: columnLetter(index), header, example: examples[index] ?? '' };
    if (chosen) return { ...column, field: chosen[index] || null };
    const fields = byHeading.get(comparable(header)) ?? [];
    return { ...column, field: fields.length === 1 ? fields[0]! : null };
  });
};

/** What is wrong with the columns chosen: a field not importable, one read twice, a new record's required field read from nowhere. */
export const columnProblems = (uses: readonly ColumnUse[], resource: AnyResource, importable: readonly string[], words: ImportWords, creates: boolean): ColumnProblem[] => {
  const problems: ColumnProblem[] = [];
  const seen = new Map<string, string>();
  for (const use of uses) {
    if (!use.field) continue;
    if (!importable.includes(use.field)) {
      problems.push({ column: use.column, field: null, message: words.text('notAField', { column: use.column, field: use.field }) });
      continue;
    }
    const other = seen.get(use.field);
    if (other) problems.push({ column: use.column, field: use.field, message: words.text('columnTwice', { column: use.column, field: words.field(use.field), other }) });
    else seen.set(use.field, use.column);
  }
  if (creates) {
    for (const field of importable) {
      const definition = resource.fields[field]!;
      if (definition.required && definition.default === undefined && !seen.has(field)) problems.push({ column: null, field, message: words.text('requiredNotMapped', { field: words.field(field) }) });
    }
  }
  return problems;
};
