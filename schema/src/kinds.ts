// The one table of field kinds: everything a kind means, in one entry. The API's body checks,
// columns, filters, sorting and OpenAPI document, and the admin's form validators all read it, so
// they agree by construction. The admin's own table (admin/src/kinds/adminKinds.tsx) adds each
// kind's input, display field and list filter. A kind missing from either fails the type check.
import isEmail from 'validator/lib/isEmail';
import isURL from 'validator/lib/isURL';
import { DEFAULT_MAX_FILES, maxLengthOf, type Field, type FieldKind, type FieldOfKind } from './fields';
import { FILTER_OPS, type FilterOp } from './resource';
import { toE164 } from './phones';
import { ISO_TIME, isRealDate, isRealDateTime, UUID } from './values';

/** Why a value does not fit its field; each side words it in the reader's language. */
export type KindProblem =
  | {
      key:
        | 'mustBeText'
        | 'noNul'
        | 'invalidFormat'
        | 'email'
        | 'phone'
        | 'url'
        | 'wholeNumber'
        | 'amount'
        | 'boolean'
        | 'date'
        | 'dateTime'
        | 'time'
        | 'list'
        | 'noRepeats'
        | 'recordId'
        | 'idList'
        | 'json'
        | 'file'
        | 'fileList';
    }
  | { key: 'maxLength'; max: number }
  | { key: 'minLength'; min: number }
  | { key: 'number'; decimals: number }
  | { key: 'min'; min: number }
  | { key: 'max'; max: number }
  | { key: 'oneOf'; values: readonly string[] }
  | { key: 'eachOneOf'; values: readonly string[] }
  | { key: 'maxIds'; max: number }
  | { key: 'maxFiles'; max: number };

export type KindProblemKey = KindProblem['key'];

/** Why a list filter's value does not fit its field. */
export type FilterProblem =
  | { key: 'uuid' | 'uuidOrKey' | 'number' | 'wholeNumber' | 'outOfRange' | 'boolean' | 'date' | 'dateTime' | 'time' | 'text' | 'tooLong' | 'noNul' }
  | { key: 'oneOf'; values: readonly string[] };

/** A list filter's value in the form SQL compares, or why it cannot be. */
export type ParsedFilter = { value: unknown } | { problem: FilterProblem };

/** A column as the database declares it. */
export interface ColumnShape {
  type: 'varchar' | 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'timestamptz' | 'time' | 'uuid' | 'jsonb';
  length?: number;
  precision?: number;
  scale?: number;
  array?: boolean;
}

export type JsonSchema = Record<string, unknown>;

export interface KindRules<K extends FieldKind> {
  /** The value's own check (presence is the body's): undefined when it fits. Never sees null. */
  check(value: unknown, field: FieldOfKind<K>): KindProblem | undefined;
  /** The form a value that passed `check` is written in, when the kind has one (a phone number in E.164). */
  canonical?(value: unknown, field: FieldOfKind<K>): unknown;
  column(field: FieldOfKind<K>): ColumnShape;
  /** The PostgreSQL type a filter parameter is cast to when compared with the column. */
  castType: 'text' | 'integer' | 'numeric' | 'boolean' | 'date' | 'timestamptz' | 'time' | 'uuid' | 'jsonb';
  /** Filter operators the kind supports; a resource's filter may narrow them, never widen them. */
  filterOps: readonly FilterOp[];
  /** Whether values have a meaningful order and fit a B-tree index. */
  sortable: boolean;
  /**
   * The SQL expression a list sorts by when it is not the column itself (an enum sorts by its
   * declared order, not alphabetically); its B-tree index is made on the same expression.
   */
  sortKey?(column: string, field: FieldOfKind<K>): string;
  /** Whether `search: true` (the `q` filter, a trigram index) may be set on it. */
  searchable: boolean;
  /** `unique` ignores letter case (an email): a second unique index on the lower-case value. */
  uniqueIgnoresCase?: boolean;
  /** The JSON Schema of a value, for the OpenAPI document. */
  openApi(field: FieldOfKind<K>): JsonSchema;
  /** A list filter's value (from the URL's JSON, so numbers may come as text) as SQL compares it. Never sees null. */
  parseFilter(value: unknown, field: FieldOfKind<K>): ParsedFilter;
}

/** Passwords: at least this long, up to the kind's maximum (256: passphrases welcome). */
export const PASSWORD_MIN_LENGTH = 8;

/** The largest amount a number field takes when the schema gives no bound. */
const DEFAULT_NUMBER_BOUND = 1e13;
const MAX_IDS = 1000;
const MAX_JSON_LENGTH = 100_000;

const textCheck = (value: unknown, field: FieldOfKind<'text'>): KindProblem | undefined => {
  if (typeof value !== 'string') return { key: 'mustBeText' };
  const max = maxLengthOf(field);
  if (value.length > max) return { key: 'maxLength', max };
  // PostgreSQL text cannot hold NUL.
  if (value.includes('\u0000')) return { key: 'noNul' };
  if (field.minLength && value.length < field.minLength) return { key: 'minLength', min: field.minLength };
  // The pattern must match the whole value, whether or not it is written with ^ and $.
  if (field.pattern && !new RegExp(`^(?:${field.pattern})$`, 'u').test(value)) return { key: 'invalidFormat' };
  return undefined;
};

const decimalsOf = (value: number): number => {
  if (Number.isInteger(value)) return 0;
  const [mantissa, exponent] = value.toString().split('e');
  return Math.max(0, (mantissa!.split('.')[1]?.length ?? 0) - Number(exponent ?? 0));
};

const rangeCheck = (value: number, field: FieldOfKind<'integer'>): KindProblem | undefined => {
  const min = field.min ?? -DEFAULT_NUMBER_BOUND;
  const max = field.max ?? DEFAULT_NUMBER_BOUND;
  if (value < min) return { key: 'min', min };
  if (value > max) return { key: 'max', max };
  return undefined;
};

const numberCheck =
  (decimals: number, problem: KindProblem) =>
  (value: unknown, field: FieldOfKind<'integer'>): KindProblem | undefined => {
    if (typeof value !== 'number' || !Number.isFinite(value) || decimalsOf(value) > decimals) return problem;
    return rangeCheck(value, field);
  };

const textSchema = (field: FieldOfKind<'text'>, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  maxLength: maxLengthOf(field),
  ...(field.minLength ? { minLength: field.minLength } : {}),
  ...(field.pattern ? { pattern: field.pattern } : {}),
  ...extra,
});

const numberSchema = (field: FieldOfKind<'integer'>, type: string, extra: JsonSchema = {}): JsonSchema => ({
  type,
  ...(field.min !== undefined ? { minimum: field.min } : {}),
  ...(field.max !== undefined ? { maximum: field.max } : {}),
  ...extra,
});

/** Filters compare numbers up to this size; beyond it the column could not hold them anyway. */
const MAX_FILTER_NUMBER = 1e15;
const MAX_FILTER_TEXT = 1000;

const textFilter = (value: unknown): ParsedFilter => {
  if (typeof value !== 'string' && typeof value !== 'number') return { problem: { key: 'text' } };
  const text = String(value);
  if (text.length > MAX_FILTER_TEXT) return { problem: { key: 'tooLong' } };
  if (text.includes('\u0000')) return { problem: { key: 'noNul' } };
  return { value: text };
};

const numberFilter =
  (whole: boolean) =>
  (value: unknown): ParsedFilter => {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) return { problem: { key: 'number' } };
    if (whole && !Number.isInteger(number)) return { problem: { key: 'wholeNumber' } };
    if (Math.abs(number) > MAX_FILTER_NUMBER) return { problem: { key: 'outOfRange' } };
    return { value: number };
  };

const idFilter = (value: unknown): ParsedFilter => (typeof value === 'string' && UUID.test(value) ? { value } : { problem: { key: 'uuid' } });

const oneOfFilter = (value: unknown, field: { values: readonly string[] }): ParsedFilter =>
  field.values.includes(value as string) ? { value } : { problem: { key: 'oneOf', values: field.values } };

const varchar = (field: FieldOfKind<'text'>): ColumnShape => ({ type: 'varchar', length: maxLengthOf(field) });

const TEXT = { castType: 'text', filterOps: ['eq', 'in', 'neq'], sortable: true, searchable: true, parseFilter: textFilter } as const;
const ORDERED = { filterOps: FILTER_OPS, sortable: true, searchable: false } as const;
const isIdList = (value: unknown[]) => value.every((id) => typeof id === 'string' && UUID.test(id));

/** A file named by its id, or by the `{ id, name, type, size }` the API answered (an edit form sends it back). */
export const fileIdOf = (value: unknown): string | undefined => {
  const id = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { id?: unknown }).id : value;
  return typeof id === 'string' && UUID.test(id) ? id : undefined;
};

const FILE_VALUE_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'A file uploaded to POST /api/files: send its id (or the object as answered); the answer is the stored name, media type and size',
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer' } },
  required: ['id'],
};

/** Files are not filtered, sorted or searched: their rules beyond the value live in the API's files module. */
const FILE = { castType: 'jsonb', filterOps: [], sortable: false, searchable: false, column: (): ColumnShape => ({ type: 'jsonb' }), parseFilter: textFilter } as const;

/** Every kind's rules. Exhaustive: a new kind fails the type check until it has its entry. */
export const KINDS: { [K in FieldKind]: KindRules<K> } = {
  text: { ...TEXT, check: textCheck, column: varchar, openApi: (field) => textSchema(field) },
  longText: {
    ...TEXT,
    filterOps: [],
    sortable: false,
    check: textCheck,
    column: () => ({ type: 'text' }),
    openApi: (field) => textSchema(field),
  },
  email: {
    ...TEXT,
    // Ahmed@Club.sa and ahmed@club.sa reach the same mailbox: one account per address.
    uniqueIgnoresCase: true,
    check: (value, field) => textCheck(value, field) ?? (isEmail(value as string) ? undefined : { key: 'email' }),
    column: varchar,
    openApi: (field) => textSchema(field, { format: 'email' }),
  },
  phone: {
    ...TEXT,
    check: (value, field) => textCheck(value, field) ?? (field.e164 && toE164(value as string) === undefined ? { key: 'phone' } : undefined),
    canonical: (value, field) => (field.e164 ? (toE164(value as string) ?? value) : value),
    column: varchar,
    openApi: (field) => textSchema(field, field.e164 ? { description: 'A phone number, kept in E.164 (+9665xxxxxxxx); a Saudi number may be written 05xxxxxxxx' } : {}),
  },
  url: {
    ...TEXT,
    check: (value, field) =>
      textCheck(value, field) ?? (isURL(value as string, { require_protocol: true, protocols: ['http', 'https'] }) ? undefined : { key: 'url' }),
    column: varchar,
    openApi: (field) => textSchema(field, { format: 'uri' }),
  },
  // Write-only: stored as a hash (the API adds its common-password rule), never filtered or sorted.
  password: {
    ...TEXT,
    filterOps: [],
    sortable: false,
    searchable: false,
    check: (value, field) => textCheck(value, { ...field, minLength: field.minLength ?? PASSWORD_MIN_LENGTH }),
    column: () => ({ type: 'varchar', length: 255 }),
    openApi: (field) => textSchema(field, { writeOnly: true, format: 'password', minLength: field.minLength ?? PASSWORD_MIN_LENGTH }),
  },
  integer: {
    ...ORDERED,
    castType: 'integer',
    check: (value, field) => (typeof value !== 'number' || !Number.isInteger(value) ? { key: 'wholeNumber' } : rangeCheck(value, field)),
    column: () => ({ type: 'integer' }),
    openApi: (field) => numberSchema(field, 'integer'),
    parseFilter: numberFilter(true),
  },
  decimal: {
    ...ORDERED,
    castType: 'numeric',
    check: numberCheck(4, { key: 'number', decimals: 4 }),
    column: () => ({ type: 'numeric', precision: 18, scale: 4 }),
    openApi: (field) => numberSchema(field, 'number'),
    parseFilter: numberFilter(false),
  },
  money: {
    ...ORDERED,
    castType: 'numeric',
    check: numberCheck(2, { key: 'amount' }),
    column: () => ({ type: 'numeric', precision: 14, scale: 2 }),
    openApi: (field) => numberSchema(field, 'number', { multipleOf: 0.01, description: 'Amount in SAR' }),
    parseFilter: numberFilter(false),
  },
  boolean: {
    castType: 'boolean',
    filterOps: ['eq'],
    sortable: true,
    searchable: false,
    check: (value) => (typeof value === 'boolean' ? undefined : { key: 'boolean' }),
    column: () => ({ type: 'boolean' }),
    openApi: () => ({ type: 'boolean' }),
    parseFilter: (value) => (value === true || value === 'true' ? { value: true } : value === false || value === 'false' ? { value: false } : { problem: { key: 'boolean' } }),
  },
  date: {
    ...ORDERED,
    castType: 'date',
    check: (value) => (typeof value === 'string' && isRealDate(value) ? undefined : { key: 'date' }),
    column: () => ({ type: 'date' }),
    openApi: () => ({ type: 'string', format: 'date' }),
    parseFilter: (value) => (typeof value === 'string' && isRealDate(value.slice(0, 10)) ? { value: value.slice(0, 10) } : { problem: { key: 'date' } }),
  },
  datetime: {
    ...ORDERED,
    castType: 'timestamptz',
    check: (value) => (typeof value === 'string' && isRealDateTime(value) ? undefined : { key: 'dateTime' }),
    column: () => ({ type: 'timestamptz' }),
    openApi: () => ({ type: 'string', format: 'date-time' }),
    parseFilter: (value) => (typeof value === 'string' && (isRealDate(value) || isRealDateTime(value)) ? { value } : { problem: { key: 'dateTime' } }),
  },
  time: {
    ...ORDERED,
    castType: 'time',
    check: (value) => (typeof value === 'string' && ISO_TIME.test(value) ? undefined : { key: 'time' }),
    column: () => ({ type: 'time' }),
    openApi: () => ({ type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' }),
    parseFilter: (value) => (typeof value === 'string' && ISO_TIME.test(value) ? { value } : { problem: { key: 'time' } }),
  },
  enum: {
    ...TEXT,
    searchable: false,
    check: (value, field) => (typeof value === 'string' && field.values.includes(value) ? undefined : { key: 'oneOf', values: field.values }),
    column: () => ({ type: 'varchar', length: 64 }),
    // "low, medium, high, critical" as declared, never "critical, high, low, medium".
    sortKey: (column, field) => `array_position(ARRAY[${field.values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::varchar[], ${column})`,
    openApi: (field) => ({ type: 'string', enum: [...field.values] }),
    parseFilter: oneOfFilter,
  },
  multiEnum: {
    castType: 'text',
    filterOps: ['eq'],
    sortable: false,
    searchable: false,
    check: (value, field) => {
      if (!Array.isArray(value)) return { key: 'list' };
      if (new Set(value).size !== value.length) return { key: 'noRepeats' };
      if (!value.every((item) => typeof item === 'string' && field.values.includes(item))) return { key: 'eachOneOf', values: field.values };
      return undefined;
    },
    column: () => ({ type: 'varchar', length: 64, array: true }),
    openApi: (field) => ({ type: 'array', uniqueItems: true, items: { type: 'string', enum: [...field.values] } }),
    parseFilter: oneOfFilter,
  },
  reference: {
    castType: 'uuid',
    filterOps: ['eq', 'in'],
    sortable: true,
    searchable: false,
    check: (value) => (typeof value === 'string' && UUID.test(value) ? undefined : { key: 'recordId' }),
    column: () => ({ type: 'uuid' }),
    openApi: (field) => ({ type: 'string', format: 'uuid', description: `Id of a ${field.target} record` }),
    parseFilter: idFilter,
  },
  referenceMany: {
    castType: 'uuid',
    filterOps: ['eq'],
    sortable: false,
    searchable: false,
    check: (value) => {
      if (!Array.isArray(value)) return { key: 'list' };
      if (value.length > MAX_IDS) return { key: 'maxIds', max: MAX_IDS };
      if (new Set(value).size !== value.length) return { key: 'noRepeats' };
      return isIdList(value) ? undefined : { key: 'idList' };
    },
    column: () => ({ type: 'uuid', array: true }),
    openApi: (field) => ({ type: 'array', uniqueItems: true, items: { type: 'string', format: 'uuid' }, description: `Ids of ${field.target} records` }),
    parseFilter: idFilter,
  },
  json: {
    castType: 'jsonb',
    filterOps: [],
    sortable: false,
    searchable: false,
    check: (value) => ((JSON.stringify(value) ?? '').length <= MAX_JSON_LENGTH ? undefined : { key: 'json' }),
    column: () => ({ type: 'jsonb' }),
    openApi: (field) => ({ description: 'Any JSON value', ...(field.example === undefined ? {} : { example: field.example }) }),
    parseFilter: textFilter,
  },
  file: {
    ...FILE,
    check: (value) => (fileIdOf(value) ? undefined : { key: 'file' }),
    openApi: () => FILE_VALUE_SCHEMA,
  },
  files: {
    ...FILE,
    check: (value, field) => {
      if (!Array.isArray(value)) return { key: 'list' };
      const max = field.maxFiles ?? DEFAULT_MAX_FILES;
      if (value.length > max) return { key: 'maxFiles', max };
      const ids = value.map(fileIdOf);
      if (!ids.every((id) => id !== undefined)) return { key: 'fileList' };
      return new Set(ids).size === ids.length ? undefined : { key: 'noRepeats' };
    },
    openApi: (field) => ({ type: 'array', maxItems: field.maxFiles ?? DEFAULT_MAX_FILES, items: FILE_VALUE_SCHEMA }),
  },
};

/** The rules of a field's kind, for code that knows the kind only at run time. */
export const rulesOf = <K extends FieldKind>(kind: K): KindRules<FieldKind> => KINDS[kind] as unknown as KindRules<FieldKind>;

/** A value's problem for its field, by its kind's check (null and undefined are the body's concern). */
export const checkValue = (field: FieldOfKind<FieldKind>, value: unknown): KindProblem | undefined =>
  value === null || value === undefined ? undefined : rulesOf(field.kind).check(value, field as never);

/** A value that passed `checkValue` in the form it is written in (a phone number in E.164); most kinds keep it as given. */
export const canonicalValue = (field: FieldOfKind<FieldKind>, value: unknown): unknown => {
  const canonical = rulesOf(field.kind).canonical;
  return value === null || value === undefined || !canonical ? value : canonical(value, field as never);
};

/** Kinds whose values have a meaningful order and fit a B-tree index. */
export const isSortableKind = (kind: FieldKind): boolean => KINDS[kind].sortable;

/** Operators a kind supports; a filter declaration may narrow them, never widen them. */
export const filterOpsForKind = (kind: FieldKind): readonly FilterOp[] => KINDS[kind].filterOps;

const sortKeyOf = (field: Field | undefined) => (field ? (KINDS[field.kind] as KindRules<FieldKind>).sortKey : undefined);

/** Whether a list sorts the field by an expression of its kind (an enum's declared order) rather than the column. */
export const hasSortKey = (field: Field | undefined): boolean => sortKeyOf(field) !== undefined;

/** What a list sorts a field by: its kind's sort key (an enum's declared order), else the column. */
export const sortExpressionOf = (field: Field | undefined, column: string): string => {
  const sortKey = sortKeyOf(field);
  return sortKey && field ? sortKey(column, field as never) : column;
};
