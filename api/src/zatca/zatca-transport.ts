import type { Records } from '../crud/records';
import type { RuleMessages } from '../rules/rule-messages';
import { DeliveryError } from '../outbox/delivery-error';
import type { QueuedMessage } from '../outbox/message';
import type { DeliveryResult, Transport } from '../outbox/transport';
import { elementAt, elementsAt, parseXml } from './canonical-xml';
import { FatooraClient } from './fatoora-client';
import { fatooraEndpointOf } from './fatoora-endpoints';
import { TRANSACTION_CODE, UBL } from './ubl-names';
import { outcomeOf } from './zatca-answer';
import type { ZatcaSettingsStore } from './zatca-settings';

/** The message that sends an invoice to ZATCA: its body is the invoice's id. */
export const ZATCA_KIND = 'eInvoice' as const;

/** The QR code ZATCA put in the invoice it cleared. */
const qrOf = (xml: string): string | undefined => {
  const reference = elementsAt(parseXml(xml).documentElement!, UBL.cac, 'AdditionalDocumentReference').find((element) => elementAt(element, [UBL.cbc, 'ID'])?.textContent === 'QR');
  return (reference && elementAt(reference, [UBL.cac, 'Attachment'], [UBL.cbc, 'EmbeddedDocumentBinaryObject'])?.textContent) ?? undefined;
};

/**
 * The outbox's transport of the `zatca` channel: clears a standard invoice (ZATCA's stamped copy
 * replaces ours) or reports a simplified one, and writes ZATCA's answer on the invoice through
 * the engine (its rules, version and audit trail). No answer (a timeout, a 5xx) throws: the outbox
 * tries again with backoff and the invoice stays pending; a rejection is an answer, kept.
 */
export class ZatcaTransport implements Transport {
  readonly name = 'zatca';

  constructor(
    private readonly deps: { resource: string; records: Records; settings: ZatcaSettingsStore; messages: RuleMessages },
  ) {}

  async deliver(message: QueuedMessage): Promise<DeliveryResult> {
    const { resource, records } = this.deps;
    const invoice = await records.get(resource, message.body);
    // Answered already (a delivery retried after its answer was kept), or gone.
    if (!invoice || invoice.zatcaStatus !== 'pending') return 'sent';
    const settings = await this.deps.settings.read();
    const { productionToken, productionSecret } = settings.secrets;
    if (!productionToken || !productionSecret) throw new DeliveryError('authFailed', 'The unit has no production CSID');
    const xml = String(invoice.zatcaXml);
    const clearance = parseXml(xml).documentElement?.getElementsByTagNameNS(UBL.cbc, 'InvoiceTypeCode')[0]?.getAttribute('name') === TRANSACTION_CODE.standard;
    const client = new FatooraClient(fatooraEndpointOf(settings.environment));
    const submission = { invoiceHash: String(invoice.zatcaHash), uuid: String(invoice.zatcaUuid), invoice: Buffer.from(xml).toString('base64') };
    const credentials = { token: productionToken, secret: productionSecret };
    const answer = clearance ? await client.clear(credentials, submission) : await client.report(credentials, submission);
    // ZATCA answers in one language; the labels are kept in both (the page shows the text as stored).
    const label = (key: string) => (['en', 'ar'] as const).map((locale) => this.deps.messages.resourceText(locale, resource, key) ?? key).join(' / ');
    const { outcome, messages } = outcomeOf(answer, clearance ? 'clearance' : 'reporting', { error: label('zatcaError'), warning: label('zatcaWarning') });
    const values: Record<string, unknown> = { zatcaStatus: outcome, zatcaMessages: messages || null };
    if (outcome === 'cleared' && answer.clearedInvoice) {
      const cleared = Buffer.from(answer.clearedInvoice, 'base64').toString('utf8');
      values.zatcaXml = cleared;
      values.qrCode = qrOf(cleared) ?? invoice.qrCode;
    }
    await records.update(resource, message.body, values, { resource, id: message.body, action: 'zatcaAnswer', locale: 'en' });
    return 'sent';
  }
}
