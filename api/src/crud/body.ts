import { canonicalValue, checkValue, type AnyResource, type Field, type KindProblem } from '@club/schema';
import { MESSAGES, type Locale, type Messages } from '../i18n/messages';
import { badRequest, type FieldErrors } from './errors';
import { isCommonPassword } from './password-policy';

export type BodyMode = 'create' | 'update';

export interface ParsedBody {
  /** Field values to write, keyed by field name. */
  values: Record<string, unknown>;
  /** The `version` the client last read (update only): a different current version is a conflict. */
  expectedVersion?: number;
}

const IGNORED_SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

/** A kind's problem in the reader's language. Exhaustive: a new problem fails the type check here. */
const PROBLEM_TEXT: { [K in KindProblem['key']]: (problem: Extract<KindProblem, { key: K }>, m: Messages, field: Field) => string } = {
  mustBeText: (_, m) => m.mustBeText,
  noNul: (_, m) => m.noNul,
  invalidFormat: (_, m, field) => m.invalidFormatOf('pattern' in field ? field.pattern : undefined),
  email: (_, m) => m.email,
  phone: (_, m) => m.phone,
  url: (_, m) => m.url,
  wholeNumber: (_, m) => m.wholeNumber,
  amount: (_, m) => m.amount,
  boolean: (_, m) => m.boolean,
  date: (_, m) => m.date,
  dateTime: (_, m) => m.dateTime,
  time: (_, m) => m.time,
  list: (_, m) => m.list,
  noRepeats: (_, m) => m.noRepeats,
  recordId: (_, m) => m.recordId,
  idList: (_, m) => m.idList,
  json: (_, m) => m.json,
  maxLength: ({ max }, m) => m.maxLength(max),
  minLength: ({ min }, m) => m.minLength(min),
  number: ({ decimals }, m) => m.number(decimals),
  min: ({ min }, m) => m.min(min),
  max: ({ max }, m) => m.max(max),
  oneOf: ({ values }, m) => m.oneOf(values),
  eachOneOf: ({ values }, m) => m.eachOneOf(values),
  maxIds: ({ max }, m) => m.maxIds(max),
  file: (_, m) => m.file,
  fileList: (_, m) => m.fileList,
  maxFiles: ({ max }, m) => m.maxFiles(max),
};

const problemText = (problem: KindProblem, m: Messages, field: Field): string =>
  (PROBLEM_TEXT[problem.key] as (problem: KindProblem, m: Messages, field: Field) => string)(problem, m, field);

/** Lists and JSON may be required yet empty (but a required list of files holds one); any other required value may not be blank. */
const isBlank = (field: Field, value: unknown) =>
  value === null || (value === '' && field.kind !== 'multiEnum' && field.kind !== 'referenceMany' && field.kind !== 'json') || (field.kind === 'files' && Array.isArray(value) && value.length === 0 && field.required);

/** The message for one field's value, or undefined when it may be written. */
const fieldError = (field: Field, value: unknown, mode: BodyMode, m: Messages): string | undefined => {
  if (value === undefined) return mode === 'create' && field.required ? m.required : undefined;
  if (isBlank(field, value)) return field.required ? m.required : undefined;
  const problem = checkValue(field, value);
  if (problem) return problemText(problem, m, field);
  // The password kind's server-only rule: not one of ~49,000 common passwords.
  if (field.kind === 'password' && isCommonPassword(value as string)) return m.commonPassword;
  return undefined;
};

/** Checks the value a record action asks for (its `asks` field): required, and valid for the field's kind; 400 otherwise. */
export const checkAskedValue = (resource: AnyResource, name: string, value: unknown, locale: Locale): void => {
  const field = resource.fields[name];
  if (!field) return;
  const m = MESSAGES[locale];
  const error = fieldError({ ...field, required: true }, value === '' ? null : value, 'create', m);
  if (error) throw badRequest(m.invalid(resource.name, name), { [name]: error });
};

const today = () => new Date().toISOString().slice(0, 10);

const defaultOf = (field: Field): unknown => {
  if (field.default === 'now') return field.kind === 'date' ? today() : new Date().toISOString();
  if (field.default === undefined) return undefined;
  return Array.isArray(field.default) ? [...field.default] : field.default;
};

/** Validates request bodies of one resource against its fields' kinds (schema/src/kinds.ts). */
export class BodyParser {
  constructor(private readonly resource: AnyResource) {}

  /**
   * `trusted`: the engine's own write (an effect of another): read-only fields are taken too,
   * checked by their kind, where a client's are left out.
   */
  async parse(body: unknown, mode: BodyMode, locale: Locale = 'en', trusted = false): Promise<ParsedBody> {
    const m = MESSAGES[locale];
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest(m.bodyNotObject);
    }
    const errors: FieldErrors = {};
    const values: Record<string, unknown> = {};
    let expectedVersion: number | undefined;
    for (const [key, value] of Object.entries(body)) {
      const field = this.resource.fields[key];
      if (IGNORED_SYSTEM_FIELDS.has(key) || (field?.readOnly && !trusted)) continue;
      if (key === 'version') {
        if (mode === 'create' || value === undefined || value === null) continue;
        if (!Number.isSafeInteger(value) || (value as number) < 1) errors.version = m.version;
        else expectedVersion = value as number;
        continue;
      }
      if (!field) {
        errors[key] = m.notAField(this.resource.name);
        continue;
      }
      // An emptied optional input means "no value"; a blank password on update means "keep it".
      if (value === '' && field.kind === 'password' && mode === 'update') continue;
      values[key] = value === '' && !field.required ? null : value;
    }
    if (mode === 'create') {
      // A read-only field's default is where the server starts it (a request's status: pending).
      for (const [name, field] of Object.entries(this.resource.fields)) {
        if (values[name] === undefined) {
          const fallback = defaultOf(field);
          if (fallback !== undefined) values[name] = fallback;
        }
      }
    }
    for (const [name, field] of Object.entries(this.resource.fields)) {
      if (errors[name]) continue;
      // What the server derives is checked by its kind only: it may come later in the write (a number).
      const error = field.readOnly ? (values[name] === undefined || values[name] === null ? undefined : fieldError({ ...field, required: false }, values[name], mode, m)) : fieldError(field, values[name], mode, m);
      if (error) errors[name] = error;
    }
    if (Object.keys(errors).length > 0) {
      const fields = Object.keys(errors).join(', ');
      throw badRequest(m.invalid(this.resource.name, fields), errors);
    }
    // Each value in the one form its kind keeps (a phone number in E.164): equal values compare equal.
    for (const [name, value] of Object.entries(values)) {
      const field = this.resource.fields[name];
      if (field) values[name] = canonicalValue(field, value);
    }
    return { values, expectedVersion };
  }
}
