// The closed set of field kinds. Each kind maps to exactly one column type (api),
// one validator (api), one Field and one Input (admin); those maps are exhaustive
// over FieldKind, so adding a kind here fails the type check until every layer handles it.

export const TEXT_KINDS = ['text', 'longText', 'email', 'phone', 'url', 'password'] as const;
export const NUMBER_KINDS = ['integer', 'decimal', 'money'] as const;
export const TEMPORAL_KINDS = ['date', 'datetime', 'time'] as const;

export type TextKind = (typeof TEXT_KINDS)[number];
export type NumberKind = (typeof NUMBER_KINDS)[number];
export type TemporalKind = (typeof TEMPORAL_KINDS)[number];

export type FieldKind =
  | TextKind
  | NumberKind
  | TemporalKind
  | 'boolean'
  | 'enum'
  | 'multiEnum'
  | 'reference'
  | 'referenceMany'
  | 'json';

/** Every field kind, for code that must cover each one (tests iterate it; a missing kind fails the type check). */
export const FIELD_KINDS = [...TEXT_KINDS, ...NUMBER_KINDS, ...TEMPORAL_KINDS, 'boolean', 'enum', 'multiEnum', 'reference', 'referenceMany', 'json'] as const satisfies readonly FieldKind[];
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
}

export interface TextField extends FieldBase {
  kind: TextKind;
  minLength?: number;
  maxLength?: number;
  /** A regular expression source the whole value must match. */
  pattern?: string;
  /** Included in the `q` full-text filter (gets a trigram index). */
  search?: boolean;
  default?: string;
  /**
   * A number the server gives each new record, gap-free per year (in the club's time zone):
   * `{ prefix: 'INV', digits: 4 }` → INV-2026-0042. Read-only and unique; never reused, even
   * when a create is refused (the counter moves inside the create's transaction).
   */
  sequence?: SequenceFormat;
}

export interface SequenceFormat {
  prefix: string;
  /** Zero-padded width of the running number (default 4). */
  digits?: number;
}

export interface NumberField extends FieldBase {
  kind: NumberKind;
  min?: number;
  max?: number;
  default?: number;
}

export interface TemporalField extends FieldBase {
  kind: TemporalKind;
  /** 'now' sets the current date/time on create when the client sends none. */
  default?: 'now';
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export interface EnumField extends FieldBase {
  kind: 'enum';
  values: readonly string[];
  default?: string;
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

export type Field =
  | TextField
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
    o: Omit<Options<EnumField>, 'values' | 'default'> & { default?: V[number] } = {},
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
};

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
