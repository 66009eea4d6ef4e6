import type { Registry } from '@club/schema';
import { ApiError, type FieldErrors } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import type { RuleMessages } from './rule-messages';

type Values = Readonly<Record<string, string | number>>;

/** 400 bad input (the default), 403 not this person's to do, 409 a conflict with a state or another record. */
export type RefusalStatus = 400 | 403 | 409;

/**
 * How an override refuses a write by a rule it judges itself: the rule is declared in the schema
 * (`checks: { key: { kind: 'override', field } }`) and its words are `resources.{name}.rules.{key}`
 * in locales/, like every declared rule's; the refusal is told on the declared field.
 */
export class RuleRefusals {
  constructor(
    private readonly registry: Registry,
    private readonly messages: RuleMessages,
  ) {}

  /** The rule's words, in the request's language, with its %{…} filled in. */
  say(write: { resource: string; locale: Locale }, key: string, values: Values = {}): string {
    this.declared(write.resource, key);
    return this.messages.rule(write.locale, write.resource, key, values);
  }

  /** The refusal to throw: `throw rules.refuse(write, 'balance', { left: 3 })`. */
  refuse(write: { resource: string; locale: Locale }, key: string, values: Values = {}, status: RefusalStatus = 400, fields?: readonly string[]): ApiError {
    const message = this.say(write, key, values);
    const on = fields ?? [this.declared(write.resource, key)];
    const errors: FieldErrors = Object.fromEntries(on.map((field) => [field, message]));
    return new ApiError(status, message, errors);
  }

  /**
   * Words the override writes that are no refusal (a default title, a notification's line), from
   * `resources.{name}.texts.{key}` in locales/, in the request's language (or `locale`).
   */
  text(write: { resource: string; locale: Locale }, key: string, values: Values = {}): string {
    const text = this.messages.resourceText(write.locale, write.resource, key, values);
    if (text === undefined) throw new Error(`api/src/overrides/${write.resource}.ts writes the text '${key}', which locales/src/{en,ar}/resources/${write.resource}.ts do not hold (texts: { ${key}: … })`);
    return text;
  }

  /** The field a declared rule is told on; an undeclared key is the code's mistake, found at once. */
  private declared(resource: string, key: string): string {
    const check = this.registry.get(resource)?.checks?.[key] ?? this.registry.get(resource)?.constraints?.[key];
    if (!check) throw new Error(`api/src/overrides/${resource}.ts refuses by '${key}', which schema/src/resources/${resource}.ts does not declare (checks: { ${key}: { kind: 'override', field } })`);
    if ('field' in check) return String(check.field);
    if (check.kind === 'noOverlap') return check.start;
    if (check.kind === 'unique') return String(check.fields.at(-1));
    return check.kind === 'onePrimary' ? check.flag : check.per;
  }
}
