import { maxLengthOf, type AnyResource, type Field, type FieldKind, type FieldOfKind } from '@club/schema';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  NotEquals,
  ValidateIf,
  validate,
  ValidateBy,
  type ValidationError,
} from 'class-validator';
import { isCommonPassword, PASSWORD_MIN_LENGTH } from './password-policy';
import { MESSAGES, type Locale, type Messages } from '../i18n/messages';
import { badRequest, type FieldErrors } from './errors';
import { ISO_TIME, isRealDate, isRealDateTime, UUID } from './values';

export type BodyMode = 'create' | 'update';

export interface ParsedBody {
  /** Field values to write, keyed by field name. */
  values: Record<string, unknown>;
  /** The `version` the client last read (update only): a different current version is a conflict. */
  expectedVersion?: number;
}

const IGNORED_SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);

const satisfies = (name: string, test: (value: unknown) => boolean, message: string): PropertyDecorator =>
  ValidateBy({ name, validator: { validate: test, defaultMessage: () => message } });

/** The validators of each field kind. Exhaustive: a new kind fails the type check here. */
const VALIDATORS_OF_KIND: { [K in FieldKind]: (field: FieldOfKind<K>, m: Messages, locale: Locale) => PropertyDecorator[] } = {
  text: (field, m) => textValidators(field, m),
  longText: (field, m) => textValidators(field, m),
  email: (field, m) => [...textValidators(field, m), IsEmail({}, { message: m.email })],
  phone: (field, m) => textValidators(field, m),
  url: (field, m) => [...textValidators(field, m), IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: m.url })],
  // At least 8 characters, up to the kind's maximum (256: passphrases welcome), and not a common one.
  password: (field, m) => [
    ...textValidators({ ...field, minLength: field.minLength ?? PASSWORD_MIN_LENGTH }, m),
    satisfies('isUncommonPassword', (value) => typeof value !== 'string' || !isCommonPassword(value), m.commonPassword),
  ],
  integer: (field, m) => [IsInt({ message: m.wholeNumber }), ...rangeValidators(field, m)],
  decimal: (field, m) => [IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message: m.number(4) }), ...rangeValidators(field, m)],
  money: (field, m) => [IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: m.amount }), ...rangeValidators(field, m)],
  boolean: (_field, m) => [IsBoolean({ message: m.boolean })],
  date: (_field, m) => [satisfies('isDate', (value) => typeof value === 'string' && isRealDate(value), m.date)],
  datetime: (_field, m) => [satisfies('isDateTime', (value) => typeof value === 'string' && isRealDateTime(value), m.dateTime)],
  time: (_field, m) => [satisfies('isTime', (value) => typeof value === 'string' && ISO_TIME.test(value), m.time)],
  enum: (field, m) => [IsIn([...field.values], { message: m.oneOf(field.values) })],
  multiEnum: (field, m) => [IsArray({ message: m.list }), ArrayUnique({ message: m.noRepeats }), IsIn([...field.values], { each: true, message: m.eachOneOf(field.values) })],
  reference: (_field, m) => [satisfies('isId', (value) => typeof value === 'string' && UUID.test(value), m.recordId)],
  referenceMany: (_field, m) => [
    IsArray({ message: m.list }),
    ArrayMaxSize(1000, { message: m.maxIds(1000) }),
    ArrayUnique({ message: m.noRepeats }),
    satisfies('isIdList', (value) => Array.isArray(value) && value.every((id) => typeof id === 'string' && UUID.test(id)), m.idList),
  ],
  json: (_field, m) => [satisfies('isJsonValue', (value) => (JSON.stringify(value) ?? '').length <= 100_000, m.json)],
};

function textValidators(field: FieldOfKind<'text'>, m: Messages): PropertyDecorator[] {
  const maxLength = maxLengthOf(field);
  const validators = [
    IsString({ message: m.mustBeText }),
    MaxLength(maxLength, { message: m.maxLength(maxLength) }),
    // PostgreSQL text cannot hold NUL.
    satisfies('hasNoNul', (value) => typeof value !== 'string' || !value.includes('\u0000'), m.noNul),
  ];
  if (field.minLength) validators.push(MinLength(field.minLength, { message: m.minLength(field.minLength) }));
  if (field.pattern) validators.push(Matches(new RegExp(field.pattern, 'u'), { message: m.invalidFormat }));
  return validators;
}

function rangeValidators(field: FieldOfKind<'integer'>, m: Messages): PropertyDecorator[] {
  const min = field.min ?? -1e13;
  const max = field.max ?? 1e13;
  return [Min(min, { message: m.min(min) }), Max(max, { message: m.max(max) })];
}

const presenceValidators = (name: string, field: Field, mode: BodyMode, m: Messages): PropertyDecorator[] => {
  if (!field.required) return [IsOptional()];
  const notEmpty = field.kind === 'multiEnum' || field.kind === 'referenceMany' || field.kind === 'json' ? [] : [IsNotEmpty({ message: m.required })];
  if (mode === 'create') return [IsDefined({ message: m.required }), NotEquals(null, { message: m.required }), ...notEmpty];
  // On update a required field may be left out, but not cleared.
  return [ValidateIf((body: Record<string, unknown>) => body[name] !== undefined), NotEquals(null, { message: m.required }), ...notEmpty];
};

/** A class-validator class for one resource, mode and language, built once from the declaration. */
const bodyClassOf = (resource: AnyResource, mode: BodyMode, locale: Locale): new () => object => {
  const m = MESSAGES[locale];
  const Body = class {};
  Object.defineProperty(Body, 'name', { value: `${resource.name}${mode === 'create' ? 'Create' : 'Update'}Body${locale.toUpperCase()}` });
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const decorators = [
      ...presenceValidators(name, field, mode, m),
      ...(VALIDATORS_OF_KIND[field.kind] as (field: Field, m: Messages, locale: Locale) => PropertyDecorator[])(field, m, locale),
    ];
    for (const decorate of decorators) decorate(Body.prototype, name);
  }
  return Body;
};

const today = () => new Date().toISOString().slice(0, 10);

const defaultOf = (field: Field): unknown => {
  if (field.default === 'now') return field.kind === 'date' ? today() : new Date().toISOString();
  if (field.default === undefined) return undefined;
  return Array.isArray(field.default) ? [...field.default] : field.default;
};

const firstMessages = (errors: ValidationError[]): FieldErrors =>
  Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})[0] ?? 'Is invalid']));

/** Validates request bodies of one resource; keeps the classes it builds. */
export class BodyParser {
  private readonly classes = new Map<string, new () => object>();

  constructor(private readonly resource: AnyResource) {}

  private classFor(mode: BodyMode, locale: Locale): new () => object {
    const key = `${mode}:${locale}`;
    let Body = this.classes.get(key);
    if (!Body) {
      Body = bodyClassOf(this.resource, mode, locale);
      this.classes.set(key, Body);
    }
    return Body;
  }

  async parse(body: unknown, mode: BodyMode, locale: Locale = 'en'): Promise<ParsedBody> {
    const m = MESSAGES[locale];
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest(m.bodyNotObject);
    }
    const errors: FieldErrors = {};
    const values: Record<string, unknown> = {};
    let expectedVersion: number | undefined;
    for (const [key, value] of Object.entries(body)) {
      const field = this.resource.fields[key];
      if (IGNORED_SYSTEM_FIELDS.has(key) || field?.readOnly) continue;
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
      for (const [name, field] of Object.entries(this.resource.fields)) {
        if (values[name] === undefined && !field.readOnly) {
          const fallback = defaultOf(field);
          if (fallback !== undefined) values[name] = fallback;
        }
      }
    }
    const instance = Object.assign(new (this.classFor(mode, locale))(), values);
    Object.assign(errors, firstMessages(await validate(instance, { forbidUnknownValues: false })));
    if (Object.keys(errors).length > 0) {
      const fields = Object.keys(errors).join(', ');
      throw badRequest(m.invalid(this.resource.name, fields), errors);
    }
    return { values, expectedVersion };
  }
}
