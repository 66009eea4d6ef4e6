import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** One cell as a spreadsheet holds it: Excel keeps numbers, dates and booleans as such; CSV only text. */
export type Cell = string | number | boolean | Date | null;

/** A sheet's header row and the rows under it, each with its row number as the spreadsheet shows it. */
export interface Sheet {
  headers: string[];
  rows: { row: number; cells: Cell[] }[];
}

export type SheetProblem = 'unreadable' | 'empty';

export class SheetRefused extends Error {
  constructor(readonly problem: SheetProblem) {
    super(problem);
  }
}

/** An .xlsx file is a zip archive: it starts with "PK". */
const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

const isBlank = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The value an Excel cell shows: a formula's result, a rich text's text, a link's text; errors read as empty. */
const cellOf = (value: ExcelJS.CellValue): Cell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellOf((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return null;
};

const readWorkbook = async (bytes: Buffer): Promise<Cell[][]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetRefused('unreadable');
  }
  const sheet = workbook.worksheets.find((candidate) => candidate.state !== 'hidden' && candidate.actualRowCount > 0);
  if (!sheet) throw new SheetRefused('empty');
  const table: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    // ExcelJS numbers cells from 1: values[0] is always empty.
    table[number - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map(cellOf);
  });
  return Array.from(table, (cells) => cells ?? []);
};

/** The delimiter the header line uses most: Excel writes ";" where the decimal separator is ",". */
const delimiterOf = (text: string): string => {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return [',', ';', '\t'].map((candidate) => ({ candidate, count: firstLine.split(candidate).length })).sort((a, b) => b.count - a.count)[0]!.candidate;
};

const readCsv = (bytes: Buffer): Cell[][] => {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw new SheetRefused('unreadable');
  try {
    return parse(text, { delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch {
    throw new SheetRefused('unreadable');
  }
};

/**
 * Reads an uploaded CSV (UTF-8, comma, semicolon or tab) or Excel workbook (its first visible sheet
 * with rows): the first row that is not empty is the header row. Empty rows are skipped, keeping
 * the numbers of the others as the spreadsheet shows them.
 */
export const readSheet = async (bytes: Buffer): Promise<Sheet> => {
  const table = isZip(bytes) ? await readWorkbook(bytes) : readCsv(bytes);
  const headerIndex = table.findIndex((cells) => cells.some((cell) => !isBlank(cell)));
  if (headerIndex < 0) throw new SheetRefused('empty');
  const headers = table[headerIndex]!.map((cell) => (cell === null ? '' : String(cell).trim()));
  const rows = table
    .map((cells, index) => ({ row: index + 1, cells }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => cells.some((cell) => !isBlank(cell)));
  if (rows.length === 0) throw new SheetRefused('empty');
  return { headers, rows };
};

/** A column's letter as spreadsheets name it: 0 → A, 26 → AA. */
export const columnLetter = (index: number): string => {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
};
