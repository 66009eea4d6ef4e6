import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { BeforeWriteHook, PendingWrite, Row } from '../crud/crud.service';
import { assignSequences } from '../crud/sequences';
import type { ResourceTable } from '../crud/sql';
import type { RuleRefusals } from '../rules/refusals';
import { nextChainLink } from './hash-chain';
import { certificateOfToken } from './onboarding';
import { stampInvoice } from './stamp-invoice';
import type { NationalAddress, UblInvoice, UblLine } from './ubl-invoice';
import { vatTreatmentOf } from './vat-categories';
import type { ZatcaSettingsStore } from './zatca-settings';
import { halalasOrZero } from '../overrides/parts/money';

/** A line's VAT in halalas, rounded half up once, in integers as the invoice's own totals are (overrides/invoices.ts). */
const lineVat = (amount: number, rate: number): number => Number((BigInt(amount) * BigInt(Math.round(rate * 10_000)) * 2n + 1_000_000n) / 2_000_000n);

/** The lines as UBL takes them, each with its VAT category; or the index of the first line without VAT that names no reason. */
const ublLines = (items: readonly Row[]): UblLine[] | number => {
  const lines: UblLine[] = [];
  for (const [index, item] of items.entries()) {
    const rate = Number(item.vatRate);
    const treatment = vatTreatmentOf(rate, item.vatExemptionReason);
    if (!treatment) return index;
    const amount = halalasOrZero(item.amount);
    lines.push({ description: String(item.description), quantity: Number(item.quantity), unitPrice: halalasOrZero(item.unitPrice), discount: halalasOrZero(item.discount), amount, vat: lineVat(amount, rate), rate, treatment });
  }
  return lines;
};

const ADDRESS_FIELDS = { street: 'customerStreet', buildingNumber: 'customerBuildingNumber', district: 'customerDistrict', city: 'customerCity', postalCode: 'customerPostalCode' } as const;

/** The customer's national address on the record, when every part of it is there. */
const addressOf = (record: Row): NationalAddress | undefined => {
  const parts = Object.entries(ADDRESS_FIELDS).map(([part, field]) => [part, String(record[field] ?? '').trim()] as const);
  return parts.every(([, value]) => value) ? (Object.fromEntries(parts) as unknown as NationalAddress) : undefined;
};

/** A credit note is of its invoice's kind (cleared when the invoice was), names it, and takes its customer's address when it has none. */
const kindOf = async (client: PoolClient, invoices: ResourceTable, record: Row): Promise<Pick<UblInvoice, 'kind' | 'creditNote'> & { address?: NationalAddress }> => {
  if (record.type !== 'creditNote') return { kind: record.type === 'standard' ? 'standard' : 'simplified', address: addressOf(record) };
  const columns = ['type', 'number', ...Object.values(ADDRESS_FIELDS)].map((field) => `${invoices.column(field)} AS "${field}"`).join(', ');
  const { rows } = await client.query(`SELECT ${columns} FROM ${invoices.table} WHERE "id" = $1`, [record.creditedInvoiceId]);
  const credited = (rows[0] ?? {}) as Row;
  return {
    kind: credited.type === 'standard' ? 'standard' : 'simplified',
    creditNote: { invoiceNumber: String(credited.number ?? ''), reason: String(record.notes || 'Cancellation of the invoice') },
    address: addressOf(record) ?? addressOf(credited),
  };
};

/**
 * Phase 2 on issue, after the invoice's own rules (totals, seller, phase 1's stamp): its number,
 * the next link of the hash chain, the signed UBL XML and the nine-tag QR code, and the status
 * `pending` until ZATCA answers (the outbox sends it after the commit). Phase 2 off: nothing.
 */
export const stampOnIssue =
  (deps: { invoices: () => ResourceTable; settings: ZatcaSettingsStore; rules: RuleRefusals }): BeforeWriteHook =>
  async (write: PendingWrite, client: PoolClient) => {
    const { action, before, values } = write;
    if (action !== 'create' && action !== 'update') return;
    const from = String(before?.status ?? 'draft');
    if (String(values.status ?? from) !== 'issued' || from === 'issued' || before?.zatcaUuid) return;
    const settings = await deps.settings.read(client);
    if (!settings.phaseTwo) return;
    const { privateKey, productionToken } = settings.secrets;
    if (settings.onboarding !== 'production' || !privateKey || !productionToken) throw deps.rules.refuse(write, 'zatcaNotOnboarded', {}, 409);
    const lines = ublLines(write.lines?.items ?? []);
    if (typeof lines === 'number') throw deps.rules.refuse(write, 'zatcaExemptionReason', {}, 400, [`items.${lines}.vatExemptionReason`]);
    const invoices = deps.invoices();
    // The number now (an update would get it after the rules): the XML carries it, and the sequence's
    // counter is locked before the chain's lock, the order a create takes them in.
    await assignSequences(client, invoices.resource, values, before);
    const record = { ...before, ...values };
    const { address, ...kind } = await kindOf(client, invoices, record);
    // A business customer's national address (BR-KSA-63); checked before the chain is locked.
    if (kind.kind === 'standard' && !address) {
      const missing = Object.values(ADDRESS_FIELDS).filter((field) => !String(record[field] ?? '').trim());
      throw deps.rules.refuse(write, 'zatcaBuyerAddress', {}, 400, missing.length ? missing : undefined);
    }
    const link = await nextChainLink(client, invoices);
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const vatTotal = lines.reduce((sum, line) => sum + line.vat, 0);
    const invoice: UblInvoice = {
      ...kind,
      number: String(record.number),
      uuid: randomUUID(),
      counter: link.counter,
      previousHash: link.previousHash,
      issuedAt: record.issuedAt instanceof Date ? record.issuedAt : new Date(),
      seller: { name: String(record.sellerName ?? ''), vatNumber: String(record.sellerVatNumber ?? ''), crn: settings.crn, address: settings.address },
      buyer: { name: String(record.customerName ?? ''), vatNumber: record.customerVatNumber ? String(record.customerVatNumber) : undefined, address },
      lines,
      subtotal,
      vatTotal,
      total: subtotal + vatTotal,
    };
    const stamped = stampInvoice(invoice, { privateKey, certificate: certificateOfToken(productionToken) });
    Object.assign(values, {
      zatcaUuid: invoice.uuid,
      zatcaCounter: invoice.counter,
      zatcaPreviousHash: invoice.previousHash,
      zatcaHash: stamped.hash,
      zatcaStatus: 'pending',
      zatcaMessages: null,
      zatcaXml: stamped.xml,
      qrCode: stamped.qr,
    });
  };
