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
const VALIDATORS_OF_KIND: { [K in FieldKind]: (field: FieldOfKind<K>) => PropertyDecorator[] } = {
  text: (field) => textValidators(field),
  longText: (field) => textValidators(field),
  email: (field) => [...textValidators(field), IsEmail({}, { message: 'Must be a valid email address' })],
  phone: (field) => textValidators(field),
  url: (field) => [...textValidators(field), IsUrl({ require_protocol: true, protocols: ['http', 'https'] }, { message: 'Must be a web address starting with http:// or https://' })],
  password: (field) => textValidators({ ...field, minLength: field.minLength ?? 8 }),
  integer: (field) => [IsInt({ message: 'Must be a whole number' }), ...rangeValidators(field)],
  decimal: (field) => [IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 4 }, { message: 'Must be a number with at most 4 decimals' }), ...rangeValidators(field)],
  money: (field) => [IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'Must be an amount with at most 2 decimals' }), ...rangeValidators(field)],
  boolean: () => [IsBoolean({ message: 'Must be true or false' })],
  date: () => [satisfies('isDate', (value) => typeof value === 'string' && isRealDate(value), 'Must be a date (YYYY-MM-DD)')],
  datetime: () => [satisfies('isDateTime', (value) => typeof value === 'string' && isRealDateTime(value), 'Must be an ISO 8601 date-time with a time zone')],
  time: () => [satisfies('isTime', (value) => typeof value === 'string' && ISO_TIME.test(value), 'Must be a time (HH:MM)')],
  enum: (field) => [IsIn([...field.values], { message: `Must be one of: ${field.values.join(', ')}` })],
  multiEnum: (field) => [
    IsArray({ message: 'Must be a list' }),
    ArrayUnique({ message: 'Must not repeat a value' }),
    IsIn([...field.values], { each: true, message: `Each value must be one of: ${field.values.join(', ')}` }),
  ],
  reference: () => [satisfies('isId', (value) => typeof value === 'string' && UUID.test(value), 'Must be the id (UUID) of a record')],
  referenceMany: () => [
    IsArray({ message: 'Must be a list of ids' }),
    ArrayMaxSize(1000, { message: 'Must list at most 1000 ids' }),
    ArrayUnique({ message: 'Must not repeat an id' }),
    satisfies('isIdList', (value) => Array.isArray(value) && value.every((id) => typeof id === 'string' && UUID.test(id)), 'Each entry must be the id (UUID) of a record'),
  ],
  json: () => [satisfies('isJsonValue', (value) => (JSON.stringify(value) ?? '').length <= 100_000, 'Must be a JSON value of at most 100,000 characters')],
};

function textValidators(field: FieldOfKind<'text'>): PropertyDecorator[] {
  const maxLength = maxLengthOf(field);
  const validators = [
    IsString({ message: 'Must be text' }),
    MaxLength(maxLength, { message: `Must be at most ${maxLength} characters` }),
    // PostgreSQL text cannot hold NUL.
    satisfies('hasNoNul', (value) => typeof value !== 'string' || !value.includes('\u0000'), 'Must not contain NUL characters'),
  ];
  if (field.minLength) validators.push(MinLength(field.minLength, { message: `Must be at least ${field.minLength} characters` }));
  if (field.pattern) validators.push(Matches(new RegExp(field.pattern, 'u'), { message: 'Has an invalid format' }));
  return validators;
}

function rangeValidators(field: FieldOfKind<'integer'>): PropertyDecorator[] {
  const validators: PropertyDecorator[] = [];
  validators.push(Min(field.min ?? -1e13, { message: `Must be at least ${field.min ?? -1e13}` }));
  validators.push(Max(field.max ?? 1e13, { message: `Must be at most ${field.max ?? 1e13}` }));
  return validators;
}

const presenceValidators = (name: string, field: Field, mode: BodyMode): PropertyDecorator[] => {
  if (!field.required) return [IsOptional()];
  const notEmpty = field.kind === 'multiEnum' || field.kind === 'referenceMany' || field.kind === 'json' ? [] : [IsNotEmpty({ message: 'Required' })];
  if (mode === 'create') return [IsDefined({ message: 'Required' }), NotEquals(null, { message: 'Required' }), ...notEmpty];
  // On update a required field may be left out, but not cleared.
  return [ValidateIf((body: Record<string, unknown>) => body[name] !== undefined), NotEquals(null, { message: 'Required' }), ...notEmpty];
};

/** A class-validator class for one resource and mode, built once from the declaration. */
const bodyClassOf = (resource: AnyResource, mode: BodyMode): new () => object => {
  const Body = class {};
  Object.defineProperty(Body, 'name', { value: `${resource.name}${mode === 'create' ? 'Create' : 'Update'}Body` });
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    const decorators = [
      ...presenceValidators(name, field, mode),
      ...(VALIDATORS_OF_KIND[field.kind] as (field: Field) => PropertyDecorator[])(field),
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
  private readonly classes: Record<BodyMode, new () => object>;

  constructor(private readonly resource: AnyResource) {
    this.classes = { create: bodyClassOf(resource, 'create'), update: bodyClassOf(resource, 'update') };
  }

  async parse(body: unknown, mode: BodyMode): Promise<ParsedBody> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object');
    }
    const errors: FieldErrors = {};
    const values: Record<string, unknown> = {};
    let expectedVersion: number | undefined;
    for (const [key, value] of Object.entries(body)) {
      const field = this.resource.fields[key];
      if (IGNORED_SYSTEM_FIELDS.has(key) || field?.readOnly) continue;
      if (key === 'version') {
        if (mode === 'create' || value === undefined || value === null) continue;
        if (!Number.isSafeInteger(value) || (value as number) < 1) errors.version = 'Must be a whole number of at least 1';
        else expectedVersion = value as number;
        continue;
      }
      if (!field) {
        errors[key] = `Is not a field of ${this.resource.name}`;
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
    const instance = Object.assign(new this.classes[mode](), values);
    Object.assign(errors, firstMessages(await validate(instance, { forbidUnknownValues: false })));
    if (Object.keys(errors).length > 0) {
      const fields = Object.keys(errors).join(', ');
      throw badRequest(`Invalid ${this.resource.name}: check ${fields}`, errors);
    }
    return { values, expectedVersion };
  }
}
