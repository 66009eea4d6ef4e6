import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { DOCUMENT_CODE, TRANSACTION_CODE, UBL } from './ubl-names';
import type { VatTreatment } from './vat-categories';

/** A Saudi national address as ZATCA asks for it: a building number of 4 digits, a postal code of 5. */
export interface NationalAddress {
  street: string;
  buildingNumber: string;
  district: string;
  city: string;
  postalCode: string;
}

export interface UblLine {
  description: string;
  quantity: number;
  /** Halalas. */
  unitPrice: number;
  discount: number;
  /** quantity × unit price − discount, in halalas. */
  amount: number;
  vat: number;
  rate: number;
  treatment: VatTreatment;
}

export interface UblInvoice {
  kind: 'simplified' | 'standard';
  creditNote?: { invoiceNumber: string; reason: string };
  number: string;
  uuid: string;
  counter: number;
  previousHash: string;
  issuedAt: Date;
  seller: { name: string; vatNumber: string; crn: string; address: NationalAddress };
  buyer: { name: string; vatNumber?: string; address?: NationalAddress };
  lines: readonly UblLine[];
  /** Halalas. */
  subtotal: number;
  vatTotal: number;
  total: number;
}

/** What a stamped invoice adds: its signature block (UBLExtensions) and, when simplified, its QR code. */
export interface UblStamp {
  signature: (extension: XMLBuilder) => void;
  qr?: string;
}

const money = (halalas: number): string => (halalas / 100).toFixed(2);
const SAR = { currencyID: 'SAR' };
/** Riyadh has no daylight saving: UTC+3 all year. */
const riyadh = (at: Date): { date: string; time: string } => {
  const local = new Date(at.getTime() + 3 * 3600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
};

/** The VAT breakdown: one subtotal per category, rate and reason. */
const subtotalsOf = (lines: readonly UblLine[]) => {
  const groups = new Map<string, { taxable: number; vat: number; rate: number; treatment: VatTreatment }>();
  for (const line of lines) {
    const key = `${line.treatment.category}/${line.rate}/${line.treatment.reasonCode ?? ''}`;
    const group = groups.get(key) ?? { taxable: 0, vat: 0, rate: line.rate, treatment: line.treatment };
    group.taxable += line.amount;
    group.vat += line.vat;
    groups.set(key, group);
  }
  return [...groups.values()];
};

const taxCategory = (parent: XMLBuilder, element: string, treatment: VatTreatment, rate: number, withReason: boolean): void => {
  const category = parent.ele(`cac:${element}`);
  category.ele('cbc:ID', { schemeID: 'UN/ECE 5305', schemeAgencyID: '6' }).txt(treatment.category);
  category.ele('cbc:Percent').txt(rate.toFixed(2));
  if (withReason && treatment.reasonCode) {
    category.ele('cbc:TaxExemptionReasonCode').txt(treatment.reasonCode);
    category.ele('cbc:TaxExemptionReason').txt(treatment.reason ?? '');
  }
  category.ele('cac:TaxScheme').ele('cbc:ID', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }).txt('VAT');
};

/** A party's address in Saudi Arabia: its national address when known, else the country alone. */
const postalAddress = (party: XMLBuilder, address: NationalAddress | undefined): void => {
  const postal = party.ele('cac:PostalAddress');
  if (address) {
    postal.ele('cbc:StreetName').txt(address.street);
    postal.ele('cbc:BuildingNumber').txt(address.buildingNumber);
    postal.ele('cbc:CitySubdivisionName').txt(address.district);
    postal.ele('cbc:CityName').txt(address.city);
    postal.ele('cbc:PostalZone').txt(address.postalCode);
  }
  postal.ele('cac:Country').ele('cbc:IdentificationCode').txt('SA');
};

/**
 * The invoice as UBL 2.1 in ZATCA's profile, without whitespace between elements (the hash is of
 * the canonical form; no indentation to disagree on). Unstamped, it is what the hash is taken of;
 * stamped, it carries the signature and the QR code in the places the hash leaves out.
 */
export const ublInvoiceXml = (invoice: UblInvoice, stamp?: UblStamp): string => {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL.invoice, 'Invoice', { 'xmlns:cac': UBL.cac, 'xmlns:cbc': UBL.cbc, 'xmlns:ext': UBL.ext });
  if (stamp) {
    const extension = root.ele('ext:UBLExtensions').ele('ext:UBLExtension');
    extension.ele('ext:ExtensionURI').txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
    stamp.signature(extension.ele('ext:ExtensionContent'));
  }
  const { date, time } = riyadh(invoice.issuedAt);
  root.ele('cbc:ProfileID').txt('reporting:1.0');
  root.ele('cbc:ID').txt(invoice.number);
  root.ele('cbc:UUID').txt(invoice.uuid);
  root.ele('cbc:IssueDate').txt(date);
  root.ele('cbc:IssueTime').txt(time);
  root.ele('cbc:InvoiceTypeCode', { name: TRANSACTION_CODE[invoice.kind] }).txt(invoice.creditNote ? DOCUMENT_CODE.creditNote : DOCUMENT_CODE.invoice);
  root.ele('cbc:DocumentCurrencyCode').txt('SAR');
  root.ele('cbc:TaxCurrencyCode').txt('SAR');
  if (invoice.creditNote) root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference').ele('cbc:ID').txt(invoice.creditNote.invoiceNumber);
  const counter = root.ele('cac:AdditionalDocumentReference');
  counter.ele('cbc:ID').txt('ICV');
  counter.ele('cbc:UUID').txt(String(invoice.counter));
  const previous = root.ele('cac:AdditionalDocumentReference');
  previous.ele('cbc:ID').txt('PIH');
  previous.ele('cac:Attachment').ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' }).txt(invoice.previousHash);
  if (stamp?.qr) {
    const qr = root.ele('cac:AdditionalDocumentReference');
    qr.ele('cbc:ID').txt('QR');
    qr.ele('cac:Attachment').ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' }).txt(stamp.qr);
  }
  if (stamp) {
    const signature = root.ele('cac:Signature');
    signature.ele('cbc:ID').txt('urn:oasis:names:specification:ubl:signature:Invoice');
    signature.ele('cbc:SignatureMethod').txt('urn:oasis:names:specification:ubl:dsig:enveloped:xades');
  }

  const seller = root.ele('cac:AccountingSupplierParty').ele('cac:Party');
  seller.ele('cac:PartyIdentification').ele('cbc:ID', { schemeID: 'CRN' }).txt(invoice.seller.crn);
  postalAddress(seller, invoice.seller.address);
  const sellerTax = seller.ele('cac:PartyTaxScheme');
  sellerTax.ele('cbc:CompanyID').txt(invoice.seller.vatNumber);
  sellerTax.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  seller.ele('cac:PartyLegalEntity').ele('cbc:RegistrationName').txt(invoice.seller.name);

  const buyer = root.ele('cac:AccountingCustomerParty').ele('cac:Party');
  postalAddress(buyer, invoice.buyer.address);
  if (invoice.buyer.vatNumber) {
    const buyerTax = buyer.ele('cac:PartyTaxScheme');
    buyerTax.ele('cbc:CompanyID').txt(invoice.buyer.vatNumber);
    buyerTax.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  }
  buyer.ele('cac:PartyLegalEntity').ele('cbc:RegistrationName').txt(invoice.buyer.name);

  root.ele('cac:Delivery').ele('cbc:ActualDeliveryDate').txt(date);
  const payment = root.ele('cac:PaymentMeans');
  payment.ele('cbc:PaymentMeansCode').txt('10');
  // A credit note says why it was issued (KSA-10).
  if (invoice.creditNote) payment.ele('cbc:InstructionNote').txt(invoice.creditNote.reason);

  root.ele('cac:TaxTotal').ele('cbc:TaxAmount', SAR).txt(money(invoice.vatTotal));
  const taxTotal = root.ele('cac:TaxTotal');
  taxTotal.ele('cbc:TaxAmount', SAR).txt(money(invoice.vatTotal));
  for (const group of subtotalsOf(invoice.lines)) {
    const subtotal = taxTotal.ele('cac:TaxSubtotal');
    subtotal.ele('cbc:TaxableAmount', SAR).txt(money(group.taxable));
    subtotal.ele('cbc:TaxAmount', SAR).txt(money(group.vat));
    taxCategory(subtotal, 'TaxCategory', group.treatment, group.rate, true);
  }

  const totals = root.ele('cac:LegalMonetaryTotal');
  totals.ele('cbc:LineExtensionAmount', SAR).txt(money(invoice.subtotal));
  totals.ele('cbc:TaxExclusiveAmount', SAR).txt(money(invoice.subtotal));
  totals.ele('cbc:TaxInclusiveAmount', SAR).txt(money(invoice.total));
  totals.ele('cbc:AllowanceTotalAmount', SAR).txt('0.00');
  totals.ele('cbc:PrepaidAmount', SAR).txt('0.00');
  totals.ele('cbc:PayableAmount', SAR).txt(money(invoice.total));

  for (const [index, line] of invoice.lines.entries()) {
    const row = root.ele('cac:InvoiceLine');
    row.ele('cbc:ID').txt(String(index + 1));
    row.ele('cbc:InvoicedQuantity', { unitCode: 'PCE' }).txt(String(line.quantity));
    row.ele('cbc:LineExtensionAmount', SAR).txt(money(line.amount));
    if (line.discount > 0) {
      const discount = row.ele('cac:AllowanceCharge');
      discount.ele('cbc:ChargeIndicator').txt('false');
      discount.ele('cbc:AllowanceChargeReason').txt('discount');
      discount.ele('cbc:Amount', SAR).txt(money(line.discount));
    }
    const lineTax = row.ele('cac:TaxTotal');
    lineTax.ele('cbc:TaxAmount', SAR).txt(money(line.vat));
    lineTax.ele('cbc:RoundingAmount', SAR).txt(money(line.amount + line.vat));
    const item = row.ele('cac:Item');
    item.ele('cbc:Name').txt(line.description);
    taxCategory(item, 'ClassifiedTaxCategory', line.treatment, line.rate, false);
    row.ele('cac:Price').ele('cbc:PriceAmount', SAR).txt(money(line.unitPrice));
  }
  return root.end({ headless: false });
};
