import type { AnyResource, Bilingual, DocumentEntry, DocumentIssuer, DocumentLayout, DocumentModel, Registry } from '@club/schema';
import type { Row } from '../crud/crud.service';
import type { Locale } from '../i18n/messages';
import type { RuleMessages } from '../rules/rule-messages';
import { writeValue, type ValueNames } from './document-values';

const NUMERIC = new Set(['money', 'decimal', 'integer']);

/** A record and what the document needs read around it. */
export interface DocumentSource {
  resource: AnyResource;
  layout: DocumentLayout;
  record: Row;
  issuer: DocumentIssuer;
  locale: Locale;
  /** A referenced record's name as the reader may see it. */
  recordName: (target: string, id: string) => string | undefined;
}

/** The form of a resource's name for several records: the last in English, Arabic's "few" (3 to 10) of its six. */
const plural = (name: string, locale: Locale) => {
  const forms = name.split('||||').map((form) => form.trim());
  return (locale === 'ar' && forms.length === 6 ? forms[3] : forms[forms.length - 1])!;
};

/** The form of a resource's name for one record: polyglot's first in English, its second ("one") of Arabic's six. */
const singular = (name: string, locale: Locale) => {
  const forms = name.split('||||').map((form) => form.trim());
  return (locale === 'ar' && forms.length === 6 ? forms[1] : forms[0])!;
};

/** Lays a record out as its document (schema/src/documents.ts). */
export const documentModelOf = (source: DocumentSource, messages: RuleMessages, registry: Registry): DocumentModel => {
  const { resource, layout, record, locale } = source;
  const both = (say: (language: Locale) => string): Bilingual => ({ en: say('en'), ar: say('ar') });
  const namesIn = (owner: AnyResource): ValueNames => ({
    state: (field, value) => messages.state(locale, owner.name, field, value),
    record: (field, id) => {
      const target = owner.fields[field];
      return target && (target.kind === 'reference' || target.kind === 'referenceMany') ? source.recordName(target.target, id) : undefined;
    },
  });
  const names = namesIn(resource);
  const entry = (field: string): DocumentEntry[] => {
    const value = writeValue(field, resource.fields[field]!, record[field], locale, names);
    return value === undefined ? [] : [{ field, label: both((language) => messages.field(language, resource.name, field)), value }];
  };
  const entries = (fields: readonly string[] = []) => fields.flatMap(entry);
  const title = layout.titleBy && record[layout.titleBy] ? both((language) => messages.state(language, resource.name, layout.titleBy!, record[layout.titleBy!])) : both((language) => singular(messages.resourceName(language, resource.name), language));
  const number = layout.number ? entry(layout.number)[0] : undefined;
  const [inWordsEn, inWordsAr] = layout.inWords ?? [];
  return {
    locale,
    issuer: source.issuer,
    title,
    number,
    facts: entries(layout.facts),
    party: entries(layout.party),
    body: entries(layout.body),
    lines: layout.lines ? linesOf(source, messages, registry, layout.lines, namesIn) : undefined,
    totals: entries(layout.totals),
    inWords: { en: inWordsEn ? (record[inWordsEn] as string | undefined) ?? undefined : undefined, ar: inWordsAr ? (record[inWordsAr] as string | undefined) ?? undefined : undefined },
    qr: layout.qr ? ((record[layout.qr] as string | null) ?? undefined) : undefined,
    fileName: `${title[locale]}${number ? ` ${number.value}` : ''}.pdf`,
  };
};

const linesOf = (source: DocumentSource, messages: RuleMessages, registry: Registry, lines: NonNullable<DocumentLayout['lines']>, namesIn: (owner: AnyResource) => ValueNames): DocumentModel['lines'] => {
  const { resource, record, locale } = source;
  const child = registry.get(resource.lines![lines.key]!.resource)!;
  const names = namesIn(child);
  const both = (say: (language: Locale) => string): Bilingual => ({ en: say('en'), ar: say('ar') });
  return {
    label: both((language) => plural(messages.resourceName(language, child.name), language)),
    columns: lines.columns.map((field) => ({ field, label: both((language) => messages.field(language, child.name, field)), numeric: NUMERIC.has(child.fields[field]!.kind) })),
    rows: ((record[lines.key] as Row[] | undefined) ?? []).map((line) => lines.columns.map((field) => writeValue(field, child.fields[field]!, line[field], locale, names) ?? '')),
  };
};
