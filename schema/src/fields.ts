import type { Tone } from './tones';
import type { Grant } from './visibility';

// The closed set of field kinds. Each kind maps to exactly one column type (api),
// one validator (api), one Field and one Input (admin); those maps are exhaustive
// over FieldKind, so adding a kind here fails the type check until every layer handles it.

export const TEXT_KINDS = ['text', 'longText', 'email', 'phone', 'url', 'password'] as const;
export const NUMBER_KINDS = ['integer', 'decimal', 'money'] as const;
export const TEMPORAL_KINDS = ['date', 'datetime', 'time'] as const;
export const FILE_KINDS = ['file', 'files'] as const;

export type TextKind = (typeof TEXT_KINDS)[number];
export type NumberKind = (typeof NUMBER_KINDS)[number];
export type TemporalKind = (typeof TEMPORAL_KINDS)[number];
export type FileKind = (typeof FILE_KINDS)[number];

export type FieldKind =
  | TextKind
  | NumberKind
  | TemporalKind
  | FileKind
  | 'boolean'
  | 'enum'
  | 'multiEnum'
  | 'reference'
  | 'referenceMany'
  | 'json';

/** Every field kind, for code that must cover each one (tests iterate it; a missing kind fails the type check). */
export const FIELD_KINDS = [...TEXT_KINDS, ...NUMBER_KINDS, ...TEMPORAL_KINDS, ...FILE_KINDS, 'boolean', 'enum', 'multiEnum', 'reference', 'referenceMany', 'json'] as const satisfies readonly FieldKind[];
type UnlistedKind = Exclude<FieldKind, (typeof FIELD_KINDS)[number]>;
// Compiles only while FIELD_KINDS lists every kind.
export const FIELD_KINDS_COMPLETE: [UnlistedKind] extends [never] ? true : UnlistedKind = true;

interface FieldBase {
  /** The value must be present (and not empty) on create; it may not be cleared on update. */
  required?: boolean;
  /** No two records may hold the same value (a unique index). */
  unique?: boolean;
  /** Shown but never written by clients. */
  readOnly?: boolean;
  /** Applied on create when the client sends no value (each kind narrows its type). */
  default?: unknown;
  /**
   * Read only by roles holding this grant (salaries, medical notes, contact data): for the others
   * the API leaves it out of every answer (lists, show, exports, references, the audit trail) and
   * refuses to filter, sort or write by it.
   */
  sensitive?: Grant;
}

export interface TextField extends FieldBase {
  kind: TextKind;
  minLength?: number;
  maxLength?: number;
  /** A regular expression source the whole value must match. */
  pattern?: string;
  /**
   * Phones only: the number is kept in E.164 (+9665xxxxxxxx, phones.ts): 05…, 9665…, 00966… or
   * +966 with spaces and dashes are taken and written in that one form, so one number is one
   * value (compared, unique, searched); text that is no phone number is refused.
   */
  e164?: boolean;
  /** Included in the `q` full-text filter (gets a trigram index). */
  search?: boolean;
  default?: string;
  /**
   * A number the server gives each new record, gap-free per year (in the club's time zone):
   * `{ prefix: 'INV', digits: 4 }` → INV-2026-0042. Read-only and unique; never reused, even
   * when a create is refused (the counter moves inside the create's transaction).
   */
  sequence?: SequenceFormat;
  /**
   * Machine content (an invoice's ZATCA QR payload in base64, a hash, a correlation id): in the
   * API and exports, drawn on a screen only by a field of its own (none: not drawn), named
   * ("updated") rather than written out in a history or a trail.
   */
  opaque?: boolean;
}

export interface SequenceFormat {
  prefix: string;
  /** Zero-padded width of the running number (default 4). */
  digits?: number;
  /**
   * Numbered only once the record reaches one of these values of a field (an invoice when it is
   * issued: drafts take no number, so the numbers of issued invoices have no gap); empty until then.
   */
  when?: { field: string; in: readonly string[] };
}

export interface NumberField extends FieldBase {
  kind: NumberKind;
  min?: number;
  max?: number;
  default?: number;
  /** `false`: shown without thousands separators (a year: 2026, not 2,026). */
  grouping?: false;
}

export interface TemporalField extends FieldBase {
  kind: TemporalKind;
  /** 'now' sets the current date/time on create when the client sends none; a date field may name a day instead ('2024-07-03'). */
  default?: 'now' | `${number}-${number}-${number}`;
  /**
   * A date read in the Hijri calendar too (Umm al-Qura): an official letter's, a contract's, a
   * licence's; shown beside the Gregorian date on every screen that shows it.
   */
  hijri?: boolean;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  values: readonly string[];
  default?: string;
  /** The colour of a value's chip where the shared tones (tones.ts) do not say it, or say otherwise. */
  tones?: Readonly<Partial<Record<string, Tone>>>;
}

export interface MultiEnumField extends FieldBase {
  kind: 'multiEnum';
  values: readonly string[];
  default?: readonly string[];
}

export interface ReferenceField extends FieldBase {
  kind: 'reference';
  default?: undefined;
  /** Name of the referenced resource. */
  target: string;
  /**
   * What deleting the referenced record does. 'restrict' (default): a foreign key refuses it
   * while this record points at it. 'keep': no foreign key, the id stays as history (an audit
   * log's actor); only for read-only fields or read-only resources, since nothing checks it.
   */
  onDelete?: 'restrict' | 'keep';
  /**
   * The person this field names (a reference to users), or every active holder of the role it
   * names (a reference to roles), is told in the app when a write sets it to them: `assigned` (a
   * task given to them) or `approval` (a request waiting for their decision). Never the writer.
   * Every person a `notifies` field names follows the record (told of its changes and comments);
   * `follows` only that (a ticket's requester: told as it moves, not when it is filed).
   */
  notifies?: 'assigned' | 'approval' | 'follows';
}

export interface ReferenceManyField extends FieldBase {
  kind: 'referenceMany';
  default?: undefined;
  target: string;
}

export interface JsonField extends FieldBase {
  kind: 'json';
  default?: undefined;
  /** A valid value, shown in the API docs and used by generated samples (when the server checks the shape). */
  example?: unknown;
}

/** Uploads up to this size when a file field declares none (10 MB). */
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
/** No file field takes more than this (50 MB): an upload streams to the store, counted as it arrives, and is cut past its field's limit. */
export const MAX_FILE_SIZE = 50 * 1024 * 1024;
/** A list of files holds at most this many when it declares no limit. */
export const DEFAULT_MAX_FILES = 10;

/**
 * An uploaded file (a player's photo, a CV, a scanned letter): uploaded first to POST /api/files,
 * then named by its id in the record's body. The record holds `{ id, name, type, size }`.
 */
export interface FileField extends FieldBase {
  kind: FileKind;
  default?: undefined;
  /** Bytes; DEFAULT_MAX_FILE_SIZE when omitted, never above MAX_FILE_SIZE. */
  maxSize?: number;
  /**
   * Accepted media types, judged by the file's content (not its name): 'application/pdf',
   * 'image/png', or a family 'image/*'. Every file field that can be written declares them (the
   * registry checks), and none lists a program: programs and scripts are refused everywhere.
   */
  types?: readonly string[];
  /** `files` only: how many a record holds at most (DEFAULT_MAX_FILES when omitted). */
  maxFiles?: number;
}

/** A stored file as a record holds it and the API answers it. */
export interface FileValue {
  id: string;
  name: string;
  type: string;
  size: number;
}

export type Field =
  | TextField
  | FileField
  | NumberField
  | TemporalField
  | BooleanField
  | EnumField
  | MultiEnumField
  | ReferenceField
  | ReferenceManyField
  | JsonField;

/** The declaration type of one kind (TextField for 'email', NumberField for 'money'...). */
export type FieldOfKind<K extends FieldKind> = Field extends infer F
  ? F extends { kind: infer Kinds }
    ? K extends Kinds
      ? F
      : never
    : never
  : never;

type Options<T extends Field> = Omit<T, 'kind'>;
type TextOptions = Options<TextField>;
type NumberOptions = Options<NumberField>;

/** Why a visitor comes (an invitation, an invitation order): one list, one set of labels. */
export const VISIT_PURPOSES = ['meeting', 'interview', 'delivery', 'vendor', 'guest', 'contractor', 'government', 'media', 'other'] as const;

/** The club's gates, where visitors and vehicles come in: one list, one set of labels. */
export const GATES = ['main', 'north', 'south', 'vip', 'staff'] as const;

/** What a letter, a circular or a case file is kept as: PDF, a scan or photo, or a Word document. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/*', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword'] as const;

/**
 * What a shared library of files takes: documents (PDF, Word, OpenDocument text), images,
 * spreadsheets (Excel, OpenDocument, CSV), presentations (PowerPoint, OpenDocument), plain text and
 * zip archives. No program or script (PROGRAM_MEDIA_TYPES), whatever the list.
 */
export const SHARED_FILE_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/vnd.oasis.opendocument.text',
  'image/*',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.ms-powerpoint',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/markdown',
  'application/zip',
] as const;

/**
 * Media types of programs and scripts: no file field may list them (the registry checks), and the
 * API refuses such content in every field (by its first bytes, and by the name's extension).
 */
export const PROGRAM_MEDIA_TYPES = [
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-dosexec',
  'application/x-elf',
  'application/x-executable',
  'application/x-sharedlib',
  'application/x-mach-binary',
  'application/x-msi',
  'application/java-archive',
  'application/java-vm',
  'application/x-java-applet',
  'application/vnd.android.package-archive',
  'application/wasm',
  'application/x-sh',
  'application/x-shellscript',
] as const;

/** Families a file field may accept as a whole ('image/*'): none of them holds programs. */
export const FILE_TYPE_FAMILIES = ['image', 'audio', 'video', 'text'] as const;

/** Field builders: `f.text({ required: true, maxLength: 80, search: true })`. */
export const f = {
  text: (o: TextOptions = {}): TextField => ({ kind: 'text', ...o }),
  longText: (o: TextOptions = {}): TextField => ({ kind: 'longText', ...o }),
  /** The server's gap-free yearly number (see TextField.sequence): read-only, unique, searchable. */
  sequence: (format: SequenceFormat, o: Omit<TextOptions, 'sequence' | 'default' | 'readOnly' | 'unique' | 'pattern'> = {}): TextField => ({
    kind: 'text',
    maxLength: 40,
    search: true,
    ...o,
    readOnly: true,
    unique: true,
    sequence: format,
  }),
  email: (o: TextOptions = {}): TextField => ({ kind: 'email', ...o }),
  phone: (o: TextOptions = {}): TextField => ({ kind: 'phone', ...o }),
  url: (o: TextOptions = {}): TextField => ({ kind: 'url', ...o }),
  /** Write-only secret: stored as an argon2id hash, never returned, never filtered or sorted. */
  password: (o: Omit<TextOptions, 'search' | 'unique' | 'default'> = {}): TextField => ({
    kind: 'password',
    ...o,
  }),
  integer: (o: NumberOptions = {}): NumberField => ({ kind: 'integer', ...o }),
  decimal: (o: NumberOptions = {}): NumberField => ({ kind: 'decimal', ...o }),
  money: (o: NumberOptions = {}): NumberField => ({ kind: 'money', ...o }),
  boolean: (o: Options<BooleanField> = {}): BooleanField => ({ kind: 'boolean', ...o }),
  date: (o: Options<TemporalField> = {}): TemporalField => ({ kind: 'date', ...o }),
  datetime: (o: Options<TemporalField> = {}): TemporalField => ({ kind: 'datetime', ...o }),
  time: (o: Options<TemporalField> = {}): TemporalField => ({ kind: 'time', ...o }),
  // The values keep their literal types, so that each language's labels are checked against them.
  enum: <const V extends readonly string[]>(
    values: V,
    o: Omit<Options<EnumField>, 'values' | 'default' | 'tones'> & { default?: V[number]; tones?: Partial<Record<V[number], Tone>> } = {},
  ): EnumField & { readonly values: V } => ({ kind: 'enum', values, ...o }),
  multiEnum: <const V extends readonly string[]>(
    values: V,
    o: Omit<Options<MultiEnumField>, 'values' | 'default'> & { default?: readonly V[number][] } = {},
  ): MultiEnumField & { readonly values: V } => ({ kind: 'multiEnum', values, ...o }),
  reference: (target: string, o: Omit<Options<ReferenceField>, 'target'> = {}): ReferenceField => ({
    kind: 'reference',
    target,
    ...o,
  }),
  referenceMany: (
    target: string,
    o: Omit<Options<ReferenceManyField>, 'target'> = {},
  ): ReferenceManyField => ({ kind: 'referenceMany', target, ...o }),
  json: (o: Options<JsonField> = {}): JsonField => ({ kind: 'json', ...o }),
  /** One uploaded file (see FileField). */
  file: (o: Omit<Options<FileField>, 'maxFiles'> = {}): FileField => ({ kind: 'file', ...o }),
  /** A list of uploaded files, in the order given (see FileField). */
  files: (o: Options<FileField> = {}): FileField => ({ kind: 'files', ...o }),
};

/** A file field's size limit in bytes. */
export const maxSizeOf = (field: FileField): number => Math.min(field.maxSize ?? DEFAULT_MAX_FILE_SIZE, MAX_FILE_SIZE);

/** Whether a media type is one a file field accepts ('image/*' accepts every image). */
export const acceptsType = (field: FileField, type: string): boolean =>
  !field.types || field.types.some((accepted) => accepted === type || (accepted.endsWith('/*') && type.startsWith(accepted.slice(0, -1))));

/** Default maximum length of a `text`-like column when the schema gives none. */
export const DEFAULT_MAX_LENGTH: Record<TextKind, number> = {
  text: 255,
  longText: 10_000,
  email: 254,
  phone: 32,
  url: 2048,
  password: 256,
};

export const isTemporalKind = (kind: FieldKind): kind is TemporalKind =>
  (TEMPORAL_KINDS as readonly string[]).includes(kind);

export const maxLengthOf = (field: TextField): number => field.maxLength ?? DEFAULT_MAX_LENGTH[field.kind];
