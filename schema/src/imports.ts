// What POST /api/{resource}/import answers (api/src/imports): one shape for the API that makes it
// and the import screen that shows it.

/** One column of the sheet: its letter, its heading, its first value, and the field it is read into (null: not imported). */
export interface ImportColumn {
  column: string;
  header: string;
  example: string;
  field: string | null;
}

/** A problem of the file: its row and column as the spreadsheet numbers them (null: the whole file, or the whole row). */
export interface ImportProblem {
  row: number | null;
  column: string | null;
  field: string | null;
  message: string;
}

export interface ImportReport {
  resource: string;
  /** Whether the rows were saved (an import without problems); a check never saves. */
  committed: boolean;
  columns: ImportColumn[];
  /** The fields a column may be read into, for this reader, and those that may find existing records. */
  importable: string[];
  keys: string[];
  key: string | null;
  total: number;
  created: number;
  updated: number;
  /** Each row's outcome: what it adds or changes, and the record's name. */
  rows: { row: number; action: 'create' | 'update'; name: string }[];
  errors: ImportProblem[];
}

/** The streamed answer's lines (Accept: application/x-ndjson): progress as it goes, then the outcome. */
export type ImportStreamLine = { progress: { done: number; total: number } } | { status: number; report?: ImportReport; message?: string; errors?: Record<string, string> };
