import { ruleTexts } from '@club/locales/rules';
import type { ResourceLocale, RuleStrings } from '@club/locales/types';
import type { Locale } from '../i18n/messages';
import { sourceModules } from '../modules/source-modules';

type Values = Readonly<Record<string, string | number>>;

/** Fills polyglot's %{name} placeholders, as the admin does. */
const fill = (text: string, values: Values): string => text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The words the declared rules use when they refuse a write, from locales/ (the admin's own
 * labels): each rule's message, the names of fields, states and actions, and the engine's
 * generic texts, in the language of the request.
 */
export class RuleMessages {
  constructor(private readonly resources: Record<Locale, Readonly<Record<string, ResourceLocale>>>) {}

  /** Every resource's words, read from locales/src/{en,ar}/resources. */
  static async load(): Promise<RuleMessages> {
    const of = async (directory: 'localeEn' | 'localeAr') =>
      Object.fromEntries((await sourceModules(directory)).map(([name, module]) => [name, (module as { locale: ResourceLocale }).locale]));
    return new RuleMessages({ en: await of('localeEn'), ar: await of('localeAr') });
  }

  /** A declared check's or constraint's message (`resources.{name}.rules.{key}`). */
  rule(locale: Locale, resource: string, key: string, values: Values = {}): string {
    return fill(this.resources[locale][resource]?.rules?.[key] ?? this.resources.en[resource]?.rules?.[key] ?? key, values);
  }

  /** Words the resource's override writes (`resources.{name}.texts.{key}`); undefined when it has none by that key. */
  resourceText(locale: Locale, resource: string, key: string, values: Values = {}): string | undefined {
    const text = this.resources[locale][resource]?.texts?.[key] ?? this.resources.en[resource]?.texts?.[key];
    return text === undefined ? undefined : fill(text, values);
  }

  /** A declared reminder's subject or text (`resources.{name}.reminders.{reminder}.{part}`). */
  reminder(locale: Locale, resource: string, reminder: string, part: 'subject' | 'text', values: Values = {}): string {
    const text = this.resources[locale][resource]?.reminders?.[reminder]?.[part] ?? this.resources.en[resource]?.reminders?.[reminder]?.[part];
    if (text === undefined) throw new Error(`locales/src/{en,ar}/resources/${resource}.ts do not word the reminder '${reminder}' (reminders: { ${reminder}: { subject, text } })`);
    return fill(text, values);
  }

  /** Whether the resource words a rule (or a move) of its own in `rules`. */
  hasRule(locale: Locale, resource: string, key: string): boolean {
    return Boolean(this.resources[locale][resource]?.rules?.[key] ?? this.resources.en[resource]?.rules?.[key]);
  }

  /** One of the engine's own texts (`app.rules`). */
  text(locale: Locale, key: keyof RuleStrings, values: Values = {}): string {
    return fill(ruleTexts[locale][key], values);
  }

  /** The resource's name as polyglot holds it ("Invoice |||| Invoices"). */
  resourceName(locale: Locale, resource: string): string {
    return this.resources[locale][resource]?.name ?? resource;
  }

  field(locale: Locale, resource: string, name: string): string {
    return this.resources[locale][resource]?.fields[name] ?? name;
  }

  /** An enum value as people read it. */
  state(locale: Locale, resource: string, field: string, value: unknown): string {
    return this.resources[locale][resource]?.enums?.[field]?.[String(value)] ?? String(value);
  }

  /** A record action's (or workflow move's) button label. */
  action(locale: Locale, resource: string, name: string): string {
    return this.resources[locale][resource]?.actions?.[name] ?? name;
  }
}
