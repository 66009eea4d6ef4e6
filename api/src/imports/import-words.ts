import { importTexts } from '@club/locales/imports';
import type { ImportStrings } from '@club/locales/types';
import type { AnyResource } from '@club/schema';
import type { Locale } from '../i18n/messages';
import type { RuleMessages } from '../rules/rule-messages';
import type { CellWords } from './cell-kinds';
import { comparable, withoutArticle } from './comparable';

type Values = Readonly<Record<string, string | number>>;

const LOCALES: readonly Locale[] = ['en', 'ar'];

/** Which of polyglot's forms a count takes: English one | many; Arabic 0 | 1 | 2 | 3–10 | 11–99 | 100+. */
const formIndex = (count: number, locale: Locale): number => {
  if (locale === 'en') return count === 1 ? 0 : 1;
  const hundreds = count % 100;
  return count === 0 ? 0 : count === 1 ? 1 : count === 2 ? 2 : hundreds >= 3 && hundreds <= 10 ? 3 : hundreds >= 11 ? 4 : 5;
};

/** A "form |||| form" text by smart_count, as the admin's polyglot picks it (the first form when it has fewer). */
const plural = (text: string, count: number | undefined, locale: Locale): string => {
  const forms = text.split(' |||| ');
  return count === undefined ? forms[0]! : (forms[formIndex(count, locale)] ?? forms[0]!);
};

/**
 * The words of an import in the reader's language: its own texts (locales/src/{en,ar}/imports.ts)
 * and the resource's field and enum labels, which a sheet's headings and cells may use in either language.
 */
export class ImportWords implements CellWords {
  private readonly enums = new Map<string, Map<string, string>>();

  constructor(
    private readonly messages: RuleMessages,
    private readonly resource: AnyResource,
    readonly locale: Locale,
  ) {}

  text(key: keyof ImportStrings, values: Values = {}): string {
    const text = plural(importTexts[this.locale][key], typeof values.smart_count === 'number' ? values.smart_count : undefined, this.locale);
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  }

  field(name: string, resource = this.resource.name): string {
    return this.messages.field(this.locale, resource, name);
  }

  /** A resource's name as a list calls it ("Players"). */
  plural(resource: string): string {
    const name = this.messages.resourceName(this.locale, resource);
    return name.split(' |||| ').at(-1)!;
  }

  /** What a heading may say to name a field: its name, or its label in either language. */
  headingsOf(name: string): string[] {
    return [name, ...LOCALES.map((locale) => this.messages.field(locale, this.resource.name, name))].map(comparable);
  }

  enumValue(field: string, text: string): string | undefined {
    let values = this.enums.get(field);
    if (!values) {
      values = new Map();
      const definition = this.resource.fields[field];
      for (const value of definition && 'values' in definition ? (definition.values as readonly string[]) : []) {
        for (const word of [value, ...LOCALES.map((locale) => this.messages.state(locale, this.resource.name, field, value))]) {
          values.set(comparable(word), value);
          values.set(withoutArticle(comparable(word)), value);
        }
      }
      this.enums.set(field, values);
    }
    return values.get(comparable(text)) ?? values.get(withoutArticle(comparable(text)));
  }

  /** A choice's label in the reader's language. */
  state(field: string, value: string): string {
    return this.messages.state(this.locale, this.resource.name, field, value);
  }

  enumLabels(field: string): readonly string[] {
    const definition = this.resource.fields[field];
    return (definition && 'values' in definition ? (definition.values as readonly string[]) : []).map((value) => this.messages.state(this.locale, this.resource.name, field, value));
  }
}
