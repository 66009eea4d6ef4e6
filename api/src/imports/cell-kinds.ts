import type { Field, FieldKind, FieldOfKind } from '@club/schema';
import { isRealDate } from '@club/schema';
import { comparable, westernDigits } from './comparable';
import type { Cell } from './sheet';

/** Why a cell cannot be read as its field's kind; worded in the reader's language (importTexts). */
export type CellProblem = { key: 'number' | 'date' | 'time' | 'dateTime' | 'yesNo' } | { key: 'oneOf'; labels: readonly string[] };

/** A cell read: the value to write, the names of the records it refers to (resolved after), or why not. */
export type CellRead = { value: unknown } | { references: string[] } | { problem: CellProblem };

/** What reading a cell needs beyond the cell: an enum's values as people name them, in either language. */
export interface CellWords {
  /** The enum value a label (or the value itself) names, compared as `comparable` does. */
  enumValue(field: string, text: string): string | undefined;
  /** An enum's labels in the reader's language, for the problem's message. */
  enumLabels(field: string): readonly string[];
}

interface CellKind<K extends FieldKind> {
  /** Whether a sheet may fill the kind at all: a file, a password or a JSON value does not come from a cell. */
  importable: boolean;
  read(cell: Exclude<Cell, null>, field: FieldOfKind<K>, name: string, words: CellWords): CellRead;
}

const textOf = (cell: Exclude<Cell, null>): string => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell)).trim();

const text = <K extends FieldKind>(): CellKind<K> => ({ importable: true, read: (cell) => ({ value: textOf(cell) }) });
const never = <K extends FieldKind>(): CellKind<K> => ({ importable: false, read: () => ({ value: undefined }) });

/** "1,250.50", "١٬٢٥٠٫٥٠", "SAR 1 250": the digits people type; a number cell as it is. */
const number = <K extends FieldKind>(): CellKind<K> => ({
  importable: true,
  read: (cell) => {
    if (typeof cell === 'number') return { value: cell };
    const digits = westernDigits(textOf(cell)).replace(/[\s,]/g, '').replace(/^[^\d.-]+|[^\d.]+$/g, '');
    return /^-?(\d+\.?\d*|\.\d+)$/.test(digits) ? { value: Number(digits) } : { problem: { key: 'number' } };
  },
});

const YES = new Set(['true', 'yes', 'y', '1', 'نعم', 'صح', 'صحيح', 'x', '✓']);
const NO = new Set(['false', 'no', 'n', '0', 'لا', 'خطا']);

const pad = (value: number) => String(value).padStart(2, '0');
/** Days from Excel's epoch (30 December 1899) to the Unix one. */
const EXCEL_EPOCH_DAYS = 25_569;
const fromExcelSerial = (serial: number) => new Date(Math.round((serial - EXCEL_EPOCH_DAYS) * 86_400_000));
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * A day as people write it: 2026-01-31, 2026/1/31, or day first as Saudi offices do (31/01/2026,
 * 31-1-2026, 31.01.2026), in either script; a date cell or an Excel day number as it is.
 */
const dayOf = (cell: Exclude<Cell, null>): string | undefined => {
  if (cell instanceof Date) return isoDay(cell);
  if (typeof cell === 'number') return isoDay(fromExcelSerial(cell));
  const written = westernDigits(textOf(cell));
  const yearFirst = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(written);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(written);
  const [year, month, day] = yearFirst ? [yearFirst[1], yearFirst[2], yearFirst[3]] : dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : [];
  if (!year) return undefined;
  const iso = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  return isRealDate(iso) ? iso : undefined;
};

/** 9:05, 09:05:30, 9:05 pm, ٩:٠٥ م; a time cell or a fraction of a day as it is. */
const timeOf = (cell: Exclude<Cell, null>): string | undefined => {
  if (cell instanceof Date) return `${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  if (typeof cell === 'number') return cell >= 0 && cell < 1 ? timeOf(new Date(Math.round(cell * 86_400) * 1000)) : undefined;
  const written = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm|ص|م)?$/i.exec(westernDigits(textOf(cell)).toLowerCase());
  if (!written) return undefined;
  let hours = Number(written[1]);
  const half = written[3];
  if (half) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (half === 'pm' || half === 'م' ? 12 : 0);
  }
  return hours < 24 && Number(written[2]) < 60 ? `${pad(hours)}:${written[2]}` : undefined;
};

/** The club's clock (Asia/Riyadh keeps +03:00 all year): a time written without a zone is the club's. */
const CLUB_OFFSET = '+03:00';

const dateTimeOf = (cell: Exclude<Cell, null>): string | undefined => {
  // Excel keeps no zone: the time it shows is the club's.
  if (cell instanceof Date || typeof cell === 'number') {
    const date = cell instanceof Date ? cell : fromExcelSerial(cell);
    return `${isoDay(date)}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00${CLUB_OFFSET}`;
  }
  const written = westernDigits(textOf(cell));
  if (/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:\d{2})$/.test(written) && !Number.isNaN(Date.parse(written))) return written;
  const parts = /^(\S+)(?:[\sT]+(.+))?$/.exec(written);
  const day = parts?.[1] ? dayOf(parts[1]) : undefined;
  const time = parts?.[2] ? timeOf(parts[2]) : '00:00';
  return day && time ? `${day}T${time}:00${CLUB_OFFSET}` : undefined;
};

const temporal = <K extends FieldKind>(of: (cell: Exclude<Cell, null>) => string | undefined, key: 'date' | 'time' | 'dateTime'): CellKind<K> => ({
  importable: true,
  read: (cell) => {
    const value = of(cell);
    return value === undefined ? { problem: { key } } : { value };
  },
});

/** Several values in one cell: separated by ";", "،", "|" or new lines (a comma may be part of a name). */
const several = (cell: Exclude<Cell, null>): string[] =>
  textOf(cell)
    .split(/[;،|\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * How a cell of each kind is read. Exhaustive over the kinds: a new kind fails the type check
 * here until it says how a sheet fills it (or that it cannot).
 */
export const CELL_KINDS: { [K in FieldKind]: CellKind<K> } = {
  text: text(),
  longText: text(),
  email: text(),
  phone: text(),
  url: text(),
  password: never(),
  integer: number(),
  decimal: number(),
  money: number(),
  date: temporal(dayOf, 'date'),
  datetime: temporal(dateTimeOf, 'dateTime'),
  time: temporal(timeOf, 'time'),
  file: never(),
  files: never(),
  json: never(),
  boolean: {
    importable: true,
    read: (cell) => {
      if (typeof cell === 'boolean') return { value: cell };
      const word = comparable(textOf(cell));
      return YES.has(word) ? { value: true } : NO.has(word) ? { value: false } : { problem: { key: 'yesNo' } };
    },
  },
  enum: {
    importable: true,
    read: (cell, _field, name, words) => {
      const value = words.enumValue(name, textOf(cell));
      return value === undefined ? { problem: { key: 'oneOf', labels: words.enumLabels(name) } } : { value };
    },
  },
  multiEnum: {
    importable: true,
    read: (cell, _field, name, words) => {
      const values = several(cell).map((part) => words.enumValue(name, part));
      return values.some((value) => value === undefined) ? { problem: { key: 'oneOf', labels: words.enumLabels(name) } } : { value: [...new Set(values)] };
    },
  },
  reference: { importable: true, read: (cell) => ({ references: [textOf(cell)] }) },
  referenceMany: { importable: true, read: (cell) => ({ references: several(cell) }) },
};

/** Reads one non-empty cell as its field's kind. */
export const readCell = (cell: Exclude<Cell, null>, field: Field, name: string, words: CellWords): CellRead =>
  (CELL_KINDS[field.kind] as CellKind<FieldKind>).read(cell, field as never, name, words);

export const isImportableKind = (kind: FieldKind): boolean => CELL_KINDS[kind].importable;
