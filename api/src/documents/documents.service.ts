import type { Registry } from '@club/schema';
import { summaryOf } from '../audit/record-summaries';
import type { CrudService, Row } from '../crud/crud.service';
import { ApiError, conflict, notFound } from '../crud/errors';
import { documentTexts } from '@club/locales/documents';
import type { Outbox } from '../outbox/outbox';
import type { AttachedDocument, MailFile } from '../outbox/message';
import type { Reader } from '../crud/readers';
import type { FilesService } from '../files';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { RuleMessages } from '../rules/rule-messages';
import type { AnyResource, DocumentIssuer, DocumentModel } from '@club/schema';
import { documentModelOf } from './document-model';
import { documentPdf } from './pdf/document-pdf';

/** The settings that name the club as the issuer of its documents. */
const ISSUER_SETTINGS = 'websiteSettings';
/** A logo larger than this is left off the documents (it would weigh on every page and PDF). */
const LOGO_MAX_BYTES = 512 * 1024;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * A record's document (schema/src/documents.ts) for a reader: read as they may read it (their row
 * scope and field read rules), with the records it names as they may see them, laid out once and
 * given as data for its page or drawn as a PDF.
 */
export class DocumentsService {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: Registry,
    private readonly messages: RuleMessages,
    private readonly files: FilesService,
    private readonly outbox: Outbox,
  ) {
    // An email that carries a document draws its PDF as it goes out.
    outbox.useAttachments((attachment) => this.file(attachment));
  }

  async model(resource: string, id: string, locale: Locale, reader: Reader | undefined): Promise<DocumentModel> {
    return (await this.read(resource, id, locale, reader)).model;
  }

  /** Refuses to hand over a document its record's state withholds (an invoice ZATCA rejected), saying why. */
  private handOver(definition: AnyResource, record: Row, locale: Locale): void {
    const held = definition.document?.withheld?.find(({ when }) => Object.entries(when).every(([field, values]) => (values ?? []).includes(String(record[field]))));
    if (held) throw conflict(this.messages.rule(locale, definition.name, held.rule));
  }

  /** The record as the reader may read it, and its document. */
  private async read(resource: string, id: string, locale: Locale, reader: Reader | undefined): Promise<{ definition: AnyResource; record: Row; model: DocumentModel }> {
    const definition = this.crud.table(resource, locale).resource;
    if (!definition.document) throw notFound(MESSAGES[locale].notFound(resource, id));
    const record = await this.crud.getOne(definition.name, id, locale, reader);
    const names = new Map<string, string | undefined>();
    const recordName = (target: string, targetId: string) => names.get(`${target}/${targetId}`);
    // The records it names, read first (each once) as the reader may see them.
    await this.nameReferences(definition.name, record, locale, reader, names);
    const model = documentModelOf({ resource: definition, layout: definition.document, record, issuer: await this.issuer(), locale, recordName }, this.messages, this.registry);
    return { definition, record, model };
  }

  async pdf(resource: string, id: string, locale: Locale, reader: Reader | undefined): Promise<{ model: DocumentModel; bytes: Buffer }> {
    const { definition, record, model } = await this.read(resource, id, locale, reader);
    this.handOver(definition, record, locale);
    return { model, bytes: await documentPdf(model) };
  }

  /** An attached document's file, drawn by the system when its email goes out (the record as it then stands). */
  async file(attachment: AttachedDocument): Promise<MailFile> {
    const { model, bytes } = await this.pdf(attachment.resource, attachment.recordId, attachment.language, undefined);
    return { name: model.fileName, type: 'application/pdf', bytes };
  }

  /**
   * Sends the document to its party (the layout's `sendTo`: an invoice's customer email), in the
   * reader's language, its PDF attached when the email goes out: queued in the outbox, so it is
   * retried until delivered and kept with the other messages. Only to the address the record holds.
   */
  async email(resource: string, id: string, locale: Locale, reader: Reader | undefined): Promise<{ recipient: string; document: string }> {
    const { definition, record, model } = await this.read(resource, id, locale, reader);
    this.handOver(definition, record, locale);
    const field = definition.document?.sendTo;
    const recipient = field ? text(record[field]) : undefined;
    const words = documentTexts[locale];
    if (!recipient) throw conflict(words.noRecipient, field ? { [field]: words.noRecipient } : {});
    const document = `${model.title[locale]}${model.number ? ` ${model.number.value}` : ''}`;
    const issuer = model.issuer.name[locale] || model.issuer.name.en;
    const party = model.party[0]?.value ?? '';
    const fill = (template: string) => template.replace(/%\{(\w+)\}/g, (whole, name: string) => ({ document, issuer, party })[name as 'document'] ?? whole);
    await this.crud.together((client) =>
      this.outbox.enqueue(client, { channel: 'email', kind: 'document', recipient, subject: fill(words.emailSubject), body: fill(words.emailBody), attachment: { resource: definition.name, recordId: id, language: locale } }),
    );
    this.outbox.wake();
    return { recipient, document };
  }

  private async nameReferences(resource: string, record: Row, locale: Locale, reader: Reader | undefined, names: Map<string, string | undefined>): Promise<void> {
    const definition = this.registry.get(resource)!;
    const wanted: [string, string][] = [];
    for (const [name, field] of Object.entries(definition.fields)) {
      if (field.kind === 'reference' && record[name]) wanted.push([field.target, String(record[name])]);
      if (field.kind === 'referenceMany' && Array.isArray(record[name])) for (const id of record[name] as unknown[]) wanted.push([field.target, String(id)]);
    }
    for (const [target, id] of wanted) {
      const key = `${target}/${id}`;
      if (names.has(key)) continue;
      names.set(key, await this.nameOf(target, id, locale, reader));
    }
  }

  /** A record's name if the reader may see it; nothing otherwise (the document never says more than its page). */
  private async nameOf(target: string, id: string, locale: Locale, reader: Reader | undefined): Promise<string | undefined> {
    if (reader && !reader.may(target, 'show') && !reader.may(target, 'list')) return undefined;
    try {
      const row = await this.crud.getOne(target, id, locale, reader);
      return summaryOf(row, this.registry.facts(target).representation) ?? undefined;
    } catch (error) {
      if (error instanceof ApiError && error.getStatus() === 404) return undefined;
      throw error;
    }
  }

  /** The club as its website settings name it: what every document carries at its head. */
  private async issuer(): Promise<DocumentIssuer> {
    const settings = (await this.crud.list(ISSUER_SETTINGS, {})).rows[0] ?? {};
    const logo = settings.logo as { id?: string } | null | undefined;
    const image = logo?.id ? await this.files.readAttached(logo.id, LOGO_MAX_BYTES) : undefined;
    return {
      name: { en: text(settings.siteName) ?? '', ar: text(settings.siteNameAr) ?? '' },
      vatNumber: text(settings.vatNumber),
      address: { en: text(settings.address), ar: text(settings.addressAr) },
      email: text(settings.contactEmail),
      phone: text(settings.contactPhone),
      logo: image && /^image\/(png|jpeg)$/.test(image.type) ? `data:${image.type};base64,${image.bytes.toString('base64')}` : undefined,
    };
  }
}
