import { HttpException } from '@nestjs/common';
import type { AnyResource, ImportReport, Registry } from '@club/schema';
import type { PoolClient } from 'pg';
import { badRequest, methodNotAllowed, notFound, type FieldErrors } from '../crud/errors';
import type { CrudService, Row, WriteContext } from '../crud/crud.service';
import type { Reader } from '../crud/readers';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { RuleMessages } from '../rules/rule-messages';
import { isImportableKind, readCell, type CellProblem } from './cell-kinds';
import { columnProblems, columnUses, type ColumnUse } from './column-map';
import type { Cell } from './sheet';
import { ImportWords } from './import-words';
import { ReferenceNames } from './reference-names';
import { readSheet, SheetRefused, type Sheet } from './sheet';

/** The most rows one import takes: a bigger file is split (one transaction holds every row). */
export const MAX_IMPORT_ROWS = 20_000;

export interface ImportOptions {
  /** The field each column is read into, in the sheet's order ('' or null: not imported); by heading when absent. */
  columns?: readonly (string | null)[];
  /** The unique field that finds existing records: a row whose value is taken updates that record. */
  key?: string;
  /** Save the rows (all or none); otherwise only check them, saving nothing. */
  commit: boolean;
}

/** A row as read: its values, the names of the records its references give, and its record when it updates one. */
interface ReadRow {
  row: number;
  values: Row;
  references: Map<string, string[]>;
  existing?: string;
}

const textOfCell = (cell: Cell | undefined): string => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim());

/** Each column's first value, shown beside its heading when the columns are chosen. */
const examplesOf = (sheet: Sheet): string[] =>
  sheet.headers.map((_, index) => (sheet.rows.map(({ cells }) => textOfCell(cells[index])).find(Boolean) ?? '').slice(0, 80));

/** Thrown inside the transaction to undo a check's writes (or an import with problems): nothing stays. */
class UndoAll extends Error {}

/**
 * Imports a sheet into a resource through the engine: every row is a create (or, with a key, an
 * update of the record it finds) with the resource's rules, hooks and audit entry, in one
 * transaction. A check runs the same writes and undoes them, so it finds what the rules would
 * refuse too; each row runs in a savepoint, so one refusal does not hide the next.
 */
export class ImportService {
  private readonly names: ReferenceNames;

  constructor(
    private readonly registry: Registry,
    private readonly crud: CrudService,
    private readonly messages: RuleMessages,
  ) {
    this.names = new ReferenceNames(registry, crud);
  }

  /** The fields a sheet may fill for this reader, in their declared order. */
  importableFields(resource: AnyResource, reader?: Reader): string[] {
    const hidden = this.crud.hiddenFields(this.crud.table(resource.name), reader);
    return Object.entries(resource.fields)
      .filter(([name, field]) => !field.readOnly && isImportableKind(field.kind) && !hidden.has(name))
      .map(([name]) => name);
  }

  /** The resource, if records of it may be imported: not kept by the system, not lines of another record. */
  importable(name: string, locale: Locale): AnyResource {
    const resource = this.registry.get(name);
    if (!resource) throw notFound(MESSAGES[locale].unknownResource(name));
    const words = new ImportWords(this.messages, resource, locale);
    const isLine = this.registry.resources.some((other) => Object.values(other.lines ?? {}).some((line) => line.resource === name));
    if (resource.readOnly || resource.serverRows || isLine) throw methodNotAllowed(words.text('notImportable', { resource: words.plural(name) }), []);
    return resource;
  }

  async run(name: string, bytes: Buffer, options: ImportOptions, locale: Locale, context: WriteContext, progress?: (done: number, total: number) => void): Promise<ImportReport> {
    const resource = this.importable(name, locale);
    const words = new ImportWords(this.messages, resource, locale);
    const sheet = await this.read(bytes, words);
    const importable = this.importableFields(resource, context.reader);
    const columns = columnUses(sheet.headers, examplesOf(sheet), importable, words, options.columns);
    const key = options.key || null;
    const keys = importable.filter((field) => resource.fields[field]!.unique || resource.naturalKey === field);
    const report: ImportReport = { resource: name, committed: false, columns, importable, keys, key, total: sheet.rows.length, created: 0, updated: 0, rows: [], errors: [] };
    const fail = (row: number | null, field: string | null, message: string) =>
      report.errors.push({ row, column: field ? (columns.find((use) => use.field === field)?.column ?? null) : null, field, message });
    if (key && !keys.includes(key)) fail(null, null, words.text('keyNotUnique', { field: words.field(key) }));
    else if (key && !columns.some((use) => use.field === key)) fail(null, null, words.text('keyNotMapped', { field: words.field(key) }));
    try {
      await this.crud.together(async (client) => {
        const rows = this.readRows(sheet, columns, resource, words, fail);
        await this.resolveReferences(client, rows, resource, words, context.reader, fail);
        if (key && report.errors.length === 0) await this.findExisting(client, rows, resource, key, words, context.reader, fail);
        const creates = rows.some((row) => !row.existing);
        for (const problem of columnProblems(columns, resource, importable, words, creates)) report.errors.push({ row: null, ...problem });
        if (rows.some((row) => row.existing) && context.reader && !context.reader.may(name, 'edit')) {
          for (const row of rows.filter((candidate) => candidate.existing)) fail(row.row, null, words.text('noEdit', { resource: words.plural(name) }));
        }
        const failedRows = new Set(report.errors.map((error) => error.row));
        if (failedRows.has(null)) throw new UndoAll();
        let done = 0;
        for (const row of rows) {
          done++;
          if (done % 50 === 0) progress?.(done, rows.length);
          if (failedRows.has(row.row)) continue;
          const written = await this.write(client, name, row, locale, context, (field, message) => fail(row.row, field, message));
          if (!written) continue;
          report.rows.push({ row: row.row, action: row.existing ? 'update' : 'create', name: this.nameOf(resource, written, row, words) });
          if (row.existing) report.updated++;
          else report.created++;
        }
        // What the rows' writes left for the end (a team's player count, once): a refusal there is the whole sheet's.
        await this.attempt(client, name, () => this.crud.settleDeferred(), (_field, message) => fail(null, null, message));
        progress?.(rows.length, rows.length);
        if (!options.commit || report.errors.length > 0) throw new UndoAll();
        report.committed = true;
      }, { deferEffects: true });
    } catch (error) {
      if (!(error instanceof UndoAll)) throw error;
    }
    report.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return report;
  }

  private async read(bytes: Buffer, words: ImportWords): Promise<Sheet> {
    try {
      const sheet = await readSheet(bytes);
      if (sheet.rows.length > MAX_IMPORT_ROWS) throw badRequest(words.text('tooManyRows', { count: sheet.rows.length, max: MAX_IMPORT_ROWS }));
      return sheet;
    } catch (error) {
      if (error instanceof SheetRefused) throw badRequest(words.text(error.problem === 'empty' ? 'empty' : 'unreadable'));
      throw error;
    }
  }

  /** Each row's cells read as their fields' kinds; an empty cell is left out (a new record takes the default, an update keeps the value). */
  private readRows(sheet: Sheet, columns: readonly ColumnUse[], resource: AnyResource, words: ImportWords, fail: (row: number, field: string, message: string) => void): ReadRow[] {
    return sheet.rows.map(({ row, cells }) => {
      const read: ReadRow = { row, values: {}, references: new Map() };
      columns.forEach((use, index) => {
        const cell = cells[index];
        const field = use.field ? resource.fields[use.field] : undefined;
        if (!use.field || !field || cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')) return;
        const result = readCell(cell, field, use.field, words);
        if ('problem' in result) fail(row, use.field, this.problemText(result.problem, words));
        else if ('references' in result) read.references.set(use.field, result.references);
        else read.values[use.field] = result.value;
      });
      return read;
    });
  }

  private problemText(problem: CellProblem, words: ImportWords): string {
    return problem.key === 'oneOf' ? words.text('oneOf', { labels: problem.labels.join(words.locale === 'ar' ? '، ' : ', ') }) : words.text(problem.key);
  }

  /** The records each reference cell names, found once per target for the whole file. */
  private async resolveReferences(client: PoolClient, rows: ReadRow[], resource: AnyResource, words: ImportWords, reader: Reader | undefined, fail: (row: number, field: string, message: string) => void): Promise<void> {
    const byTarget = new Map<string, Set<string>>();
    for (const row of rows) {
      for (const [field, names] of row.references) {
        const target = (resource.fields[field] as { target: string }).target;
        const wanted = byTarget.get(target) ?? new Set<string>();
        for (const name of names) wanted.add(name);
        byTarget.set(target, wanted);
      }
    }
    const found = new Map<string, Map<string, { id: string; name: string }[]>>();
    for (const [target, names] of byTarget) found.set(target, this.names.mayRead(target, reader) ? await this.names.find(client, target, [...names], reader) : new Map());
    for (const row of rows) {
      for (const [field, names] of row.references) {
        const definition = resource.fields[field] as { kind: string; target: string };
        const target = definition.target;
        const targetName = words.plural(target);
        if (!this.names.mayRead(target, reader)) {
          fail(row.row, field, words.text('targetUnreadable', { target: targetName }));
          continue;
        }
        const ids: string[] = [];
        for (const name of names) {
          const records = found.get(target)?.get(name) ?? [];
          if (records.length === 1) ids.push(records[0]!.id);
          else if (records.length === 0) fail(row.row, field, words.text('noSuchRecord', { target: targetName, value: name }));
          else {
            // Their names, when they tell them apart (two teams sharing an Arabic name); else only how many.
            const distinct = [...new Set(records.map((record) => record.name))];
            const names = distinct.length > 1 ? distinct.slice(0, 3).join(words.locale === 'ar' ? '، ' : ', ') : '';
            const unique = this.names.uniqueFields(target, reader).map((candidate) => words.field(candidate, target)).join(words.locale === 'ar' ? ' أو ' : ' or ');
            fail(row.row, field, words.text(names ? 'severalRecords' : unique ? 'severalSameNameUse' : 'severalSameName', { value: name, count: records.length, target: targetName, names, unique }));
          }
        }
        row.values[field] = definition.kind === 'referenceMany' ? [...new Set(ids)] : ids[0];
      }
    }
  }

  /** The record each row's key finds among those the reader sees; a key given twice in the file is a problem of the second row. */
  private async findExisting(client: PoolClient, rows: ReadRow[], resource: AnyResource, key: string, words: ImportWords, reader: Reader | undefined, fail: (row: number, field: string, message: string) => void): Promise<void> {
    const table = this.crud.table(resource.name);
    const firstRow = new Map<string, number>();
    for (const row of rows) {
      const value = row.values[key];
      if (value === undefined || value === null) continue;
      const text = String(value);
      const earlier = firstRow.get(text);
      if (earlier !== undefined) fail(row.row, key, words.text('keyTwice', { field: words.field(key), other: earlier }));
      else firstRow.set(text, row.row);
    }
    const values: unknown[] = [[...firstRow.keys()]];
    const scope = reader ? this.crud.rowConditions(resource.name, reader, (value) => `$${values.push(value)}`) : [];
    const { rows: existing } = await client.query<{ id: string; key: string }>(
      `SELECT "id"::text AS "id", ${table.column(key)}::text AS "key" FROM ${table.table} WHERE ${table.column(key)}::text = ANY($1::text[])${scope.map((condition) => ` AND (${condition})`).join('')}`,
      values,
    );
    const idOf = new Map(existing.map((row) => [row.key, row.id]));
    for (const row of rows) {
      const value = row.values[key];
      if (value !== undefined && value !== null) row.existing = idOf.get(String(value));
    }
  }

  /** One row's write in a savepoint: its refusal is noted against its row and columns, and the import goes on to the next. */
  private write(client: PoolClient, name: string, row: ReadRow, locale: Locale, context: WriteContext, fail: (field: string | null, message: string) => void): Promise<Row | undefined> {
    return this.attempt(client, name, () => (row.existing ? this.crud.update(name, row.existing, row.values, locale, context) : this.crud.create(name, row.values, locale, context)), fail);
  }

  /** `work` in a savepoint: a refusal is rolled back to it and told through `fail` (by field where it names one). */
  private async attempt<T>(client: PoolClient, name: string, work: () => Promise<T>, fail: (field: string | null, message: string) => void): Promise<T | undefined> {
    await client.query('SAVEPOINT "import_row"');
    try {
      const done = await work();
      await client.query('RELEASE SAVEPOINT "import_row"');
      return done;
    } catch (error) {
      await client.query('ROLLBACK TO SAVEPOINT "import_row"');
      if (!(error instanceof HttpException)) throw error;
      const answer = error.getResponse() as { message?: string; errors?: FieldErrors };
      const fields = Object.entries(answer.errors ?? {});
      if (fields.length === 0) fail(null, answer.message ?? error.message);
      for (const [field, message] of fields) fail(field in (this.registry.get(name)?.fields ?? {}) ? field : null, message);
      return undefined;
    }
  }

  /** A record as a list names it: its representation's values, a choice by its label, a reference as the sheet named it. */
  private nameOf(resource: AnyResource, record: Row, row: ReadRow, words: ImportWords): string {
    return this.crud
      .table(resource.name)
      .facts.representation.map((field) => {
        const kind = resource.fields[field]?.kind;
        if (kind === 'reference' || kind === 'referenceMany') return row.references.get(field)?.join(', ');
        if (kind === 'enum' && record[field] != null) return words.state(field, String(record[field]));
        return record[field] == null ? undefined : String(record[field]);
      })
      .filter((value) => value !== undefined && value !== '')
      .join(' ');
  }
}

