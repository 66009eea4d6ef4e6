import { DOMParser, type Element } from '@xmldom/xmldom';
import { X509Certificate, createHash, createPublicKey, createVerify } from 'node:crypto';
import { C14nCanonicalization } from 'xml-crypto';

// Offline checks of a ZATCA e-invoice, written from the published rules (the XML implementation
// standard and the security features standard), independent of the code that builds it: each
// returns the rules it finds broken, so a test says which.

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
};

const kids = (parent: Element, ns: keyof typeof NS, name: string): Element[] => {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) if (node.nodeType === 1 && (node as Element).namespaceURI === NS[ns] && (node as Element).localName === name) found.push(node as Element);
  return found;
};
/** The first element down a path like 'cac:TaxTotal/cbc:TaxAmount'. */
const at = (parent: Element | undefined, path: string): Element | undefined =>
  path.split('/').reduce<Element | undefined>((node, step) => {
    const [ns, name] = step.split(':') as [keyof typeof NS, string];
    return node ? kids(node, ns, name)[0] : undefined;
  }, parent);
const text = (parent: Element | undefined, path: string): string | undefined => at(parent, path)?.textContent ?? undefined;
const halalas = (value: string | undefined): number => Math.round(Number(value) * 100);
/** Every element anywhere below with this namespace and name. */
const deep = (parent: Element, ns: keyof typeof NS, name: string): Element[] => Array.from(parent.getElementsByTagNameNS(NS[ns], name) as unknown as Element[]);

export interface ParsedInvoice {
  root: Element;
  xml: string;
}

export const parseInvoice = (xml: string): ParsedInvoice => ({ root: new DOMParser().parseFromString(xml, 'text/xml').documentElement as Element, xml });

const EXEMPT_CODES = ['VATEX-SA-29', 'VATEX-SA-29-7', 'VATEX-SA-30'];
const ZERO_CODES = ['VATEX-SA-32', 'VATEX-SA-33', 'VATEX-SA-34-1', 'VATEX-SA-34-2', 'VATEX-SA-34-3', 'VATEX-SA-34-4', 'VATEX-SA-34-5', 'VATEX-SA-35', 'VATEX-SA-36', 'VATEX-SA-EDU', 'VATEX-SA-HEA', 'VATEX-SA-MLTRY'];

/** Structure and required elements (BR-KSA-xx of the XML implementation standard, the ones this product's invoices touch). */
export const structureProblems = ({ root }: ParsedInvoice, kind: 'simplified' | 'standard', creditNote: boolean): string[] => {
  const problems: string[] = [];
  const need = (path: string, rule: string) => (text(root, path) ? undefined : problems.push(`${rule}: ${path} missing`));
  if (root.localName !== 'Invoice' || root.namespaceURI !== 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2') problems.push('root is not a UBL 2.1 Invoice');
  if (text(root, 'cbc:ProfileID') !== 'reporting:1.0') problems.push('BR-KSA-EN16931-01: ProfileID reporting:1.0');
  need('cbc:ID', 'BR-02');
  if (!/^[0-9a-f-]{36}$/i.test(text(root, 'cbc:UUID') ?? '')) problems.push('BR-KSA-03: UUID');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text(root, 'cbc:IssueDate') ?? '')) problems.push('BR-03: IssueDate');
  if (!/^\d{2}:\d{2}:\d{2}$/.test(text(root, 'cbc:IssueTime') ?? '')) problems.push('BR-KSA-70: IssueTime');
  const type = at(root, 'cbc:InvoiceTypeCode');
  if (type?.textContent !== (creditNote ? '381' : '388')) problems.push('BR-KSA-05: InvoiceTypeCode');
  if (type?.getAttribute('name') !== (kind === 'simplified' ? '0200000' : '0100000')) problems.push('BR-KSA-06: InvoiceTypeCode name');
  if (text(root, 'cbc:DocumentCurrencyCode') !== 'SAR' || text(root, 'cbc:TaxCurrencyCode') !== 'SAR') problems.push('BR-KSA-68: currency codes');
  const references = kids(root, 'cac', 'AdditionalDocumentReference');
  const reference = (id: string) => references.find((element) => text(element, 'cbc:ID') === id);
  if (!/^\d+$/.test(text(reference('ICV'), 'cbc:UUID') ?? '')) problems.push('BR-KSA-33: ICV');
  if (!text(reference('PIH'), 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject')) problems.push('BR-KSA-61: PIH');
  if (!text(reference('QR'), 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject')) problems.push('BR-KSA-27: QR');
  if (text(root, 'cac:Signature/cbc:SignatureMethod') !== 'urn:oasis:names:specification:ubl:dsig:enveloped:xades') problems.push('BR-KSA-28: cac:Signature');
  if (!at(root, 'ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent')) problems.push('BR-KSA-29: UBLExtensions');
  if (creditNote) {
    need('cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID', 'BR-KSA-56');
    need('cac:PaymentMeans/cbc:InstructionNote', 'BR-KSA-17');
  }
  const seller = at(root, 'cac:AccountingSupplierParty/cac:Party');
  const vat = text(seller, 'cac:PartyTaxScheme/cbc:CompanyID') ?? '';
  if (!/^3\d{13}3$/.test(vat)) problems.push('BR-KSA-39: seller VAT number');
  if (!text(seller, 'cac:PartyIdentification/cbc:ID')) problems.push('BR-KSA-08: seller identification');
  for (const path of ['cbc:StreetName', 'cbc:CityName', 'cbc:CitySubdivisionName']) if (!text(seller, `cac:PostalAddress/${path}`)) problems.push(`BR-KSA-09: seller ${path}`);
  if (!/^\d{4}$/.test(text(seller, 'cac:PostalAddress/cbc:BuildingNumber') ?? '')) problems.push('BR-KSA-37: seller building number');
  if (!/^\d{5}$/.test(text(seller, 'cac:PostalAddress/cbc:PostalZone') ?? '')) problems.push('BR-KSA-66: seller postal code');
  if (text(seller, 'cac:PostalAddress/cac:Country/cbc:IdentificationCode') !== 'SA') problems.push('BR-KSA-09: seller country');
  if (!text(seller, 'cac:PartyLegalEntity/cbc:RegistrationName')) problems.push('BR-06: seller name');
  const buyer = at(root, 'cac:AccountingCustomerParty/cac:Party');
  if (kind === 'standard') {
    if (!text(buyer, 'cac:PartyLegalEntity/cbc:RegistrationName')) problems.push('BR-KSA-42: buyer name');
    if (!/^3\d{13}3$/.test(text(buyer, 'cac:PartyTaxScheme/cbc:CompanyID') ?? '')) problems.push('BR-KSA-44: buyer VAT number');
    need('cac:Delivery/cbc:ActualDeliveryDate', 'BR-KSA-15');
    for (const path of ['cbc:StreetName', 'cbc:CityName', 'cbc:CitySubdivisionName']) if (!text(buyer, `cac:PostalAddress/${path}`)) problems.push(`BR-KSA-63: buyer ${path}`);
    if (!/^\d{4}$/.test(text(buyer, 'cac:PostalAddress/cbc:BuildingNumber') ?? '')) problems.push('BR-KSA-63: buyer building number');
    if (!/^\d{5}$/.test(text(buyer, 'cac:PostalAddress/cbc:PostalZone') ?? '')) problems.push('BR-KSA-67: buyer postal code');
  }
  if (kids(root, 'cac', 'InvoiceLine').length === 0) problems.push('BR-16: at least one line');
  return problems;
};

/** Totals (BR-CO-10…15, BR-KSA-51) and VAT categories S, Z, E with their reasons (BR-S/Z/E-xx, BR-KSA-69/83). */
export const totalsProblems = ({ root }: ParsedInvoice): string[] => {
  const problems: string[] = [];
  const lines = kids(root, 'cac', 'InvoiceLine');
  let lineSum = 0;
  for (const [index, line] of lines.entries()) {
    const amount = halalas(text(line, 'cbc:LineExtensionAmount'));
    const quantity = Number(text(line, 'cbc:InvoicedQuantity'));
    const price = halalas(text(line, 'cac:Price/cbc:PriceAmount'));
    const allowance = kids(line, 'cac', 'AllowanceCharge').reduce((sum, charge) => sum + halalas(text(charge, 'cbc:Amount')), 0);
    if (Math.abs(Math.round(quantity * price) - allowance - amount) > 0) problems.push(`BR-KSA-EN16931-11: line ${index + 1} amount`);
    const rate = Number(text(line, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent'));
    const vat = halalas(text(line, 'cac:TaxTotal/cbc:TaxAmount'));
    if (Math.abs(Math.round((amount * rate) / 100) - vat) > 1) problems.push(`BR-KSA-50: line ${index + 1} VAT`);
    if (halalas(text(line, 'cac:TaxTotal/cbc:RoundingAmount')) !== amount + vat) problems.push(`BR-KSA-51: line ${index + 1} amount with VAT`);
    lineSum += amount;
  }
  const total = (name: string) => halalas(text(root, `cac:LegalMonetaryTotal/cbc:${name}`));
  const taxTotals = kids(root, 'cac', 'TaxTotal');
  const vat = halalas(text(taxTotals[0], 'cbc:TaxAmount'));
  if (total('LineExtensionAmount') !== lineSum) problems.push('BR-CO-10: sum of line amounts');
  if (total('TaxExclusiveAmount') !== total('LineExtensionAmount') - total('AllowanceTotalAmount')) problems.push('BR-CO-13: amount without VAT');
  if (total('TaxInclusiveAmount') !== total('TaxExclusiveAmount') + vat) problems.push('BR-CO-15: amount with VAT');
  if (total('PayableAmount') !== total('TaxInclusiveAmount') - total('PrepaidAmount')) problems.push('BR-CO-16: amount due');
  const subtotals = taxTotals.flatMap((element) => kids(element, 'cac', 'TaxSubtotal'));
  if (subtotals.length === 0) problems.push('BR-CO-18: VAT breakdown');
  if (subtotals.reduce((sum, subtotal) => sum + halalas(text(subtotal, 'cbc:TaxAmount')), 0) !== vat) problems.push('BR-CO-14: VAT total is the sum of the breakdown');
  if (subtotals.reduce((sum, subtotal) => sum + halalas(text(subtotal, 'cbc:TaxableAmount')), 0) !== total('TaxExclusiveAmount')) problems.push('BR-CO-10: breakdown covers the lines');
  for (const subtotal of subtotals) {
    const category = text(subtotal, 'cac:TaxCategory/cbc:ID');
    const rate = Number(text(subtotal, 'cac:TaxCategory/cbc:Percent'));
    const code = text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReasonCode');
    const reason = text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReason');
    if (category === 'S' && (rate <= 0 || code)) problems.push('BR-S-05: standard rate above zero, no exemption');
    if (category === 'Z' && (rate !== 0 || !code || !ZERO_CODES.includes(code) || !reason)) problems.push('BR-Z-05/BR-KSA-69: zero rate with its reason');
    if (category === 'E' && (rate !== 0 || !code || !EXEMPT_CODES.includes(code) || !reason)) problems.push('BR-E-05/BR-KSA-69: exempt with its reason');
    if (!['S', 'Z', 'E', 'O'].includes(category ?? '')) problems.push('BR-KSA-18: VAT category');
    const taxable = halalas(text(subtotal, 'cbc:TaxableAmount'));
    const amount = halalas(text(subtotal, 'cbc:TaxAmount'));
    // Each line is rounded on its own: the breakdown may differ by a halala per line.
    if (Math.abs(Math.round((taxable * rate) / 100) - amount) > lines.length) problems.push(`BR-S-09: VAT of category ${category}`);
  }
  return problems;
};

const canonical = (element: Element, ancestors: { prefix: string; namespaceURI: string }[] = []): string =>
  new C14nCanonicalization().process(element as never, { ancestorNamespaces: ancestors }) as string;

/** The QR code's TLV fields by tag. */
export const qrTags = (payload: string): Map<number, Buffer> => {
  const bytes = Buffer.from(payload, 'base64');
  const tags = new Map<number, Buffer>();
  for (let index = 0; index < bytes.length; index += 2 + bytes[index + 1]!) tags.set(bytes[index]!, bytes.subarray(index + 2, index + 2 + bytes[index + 1]!));
  return tags;
};

/** The hash recomputed from the XML, and the signature, the signed properties and the QR code checked against it and the certificate. */
export const cryptoProblems = (xml: string, kind: 'simplified' | 'standard'): { problems: string[]; hash: string } => {
  const problems: string[] = [];
  const { root } = parseInvoice(xml);
  // The hash: the invoice without UBLExtensions, cac:Signature and the QR reference, canonical.
  const bare = parseInvoice(xml).root;
  for (const element of [...kids(bare, 'ext', 'UBLExtensions'), ...kids(bare, 'cac', 'Signature'), ...kids(bare, 'cac', 'AdditionalDocumentReference').filter((e) => text(e, 'cbc:ID') === 'QR')]) bare.removeChild(element);
  const hash = createHash('sha256').update(canonical(bare)).digest('base64');
  const signature = deep(root, 'ds', 'Signature')[0];
  const references = signature ? deep(signature, 'ds', 'Reference') : [];
  const invoiceReference = references.find((reference) => reference.getAttribute('URI') === '');
  if (text(invoiceReference, 'ds:DigestValue') !== hash) problems.push('the invoice hash does not recompute');
  const certificateText = signature ? (deep(signature, 'ds', 'X509Certificate')[0]?.textContent ?? '') : '';
  const certificate = new X509Certificate(Buffer.from(certificateText, 'base64'));
  const publicKey = createPublicKey(certificate.publicKey.export({ type: 'spki', format: 'pem' }));
  const signatureValue = signature ? (deep(signature, 'ds', 'SignatureValue')[0]?.textContent ?? '') : '';
  if (!createVerify('sha256').update(Buffer.from(hash, 'base64')).verify(publicKey, Buffer.from(signatureValue, 'base64'))) problems.push('the signature does not verify with the certificate');
  if ((certificate.publicKey.asymmetricKeyDetails?.namedCurve ?? '') !== 'secp256k1') problems.push('the key is not on secp256k1');
  // The signed properties: their digest, and the certificate's.
  const hexBase64 = (value: string) => Buffer.from(createHash('sha256').update(value).digest('hex')).toString('base64');
  const properties = signature ? deep(signature, 'xades', 'SignedProperties')[0] : undefined;
  const ancestors: { prefix: string; namespaceURI: string }[] = [];
  for (let node = properties?.parentNode as Element | null; node && node.nodeType === 1; node = node.parentNode as Element | null) {
    for (const attribute of Array.from(node.attributes as unknown as { name: string; value: string }[])) {
      if (attribute.name.startsWith('xmlns:') && !ancestors.some((known) => known.prefix === attribute.name.slice(6))) ancestors.push({ prefix: attribute.name.slice(6), namespaceURI: attribute.value });
    }
  }
  const propertiesReference = references.find((reference) => reference.getAttribute('URI') === '#xadesSignedProperties');
  if (!properties || text(propertiesReference, 'ds:DigestValue') !== hexBase64(canonical(properties, ancestors))) problems.push('the signed properties digest does not recompute');
  if (properties && deep(properties, 'ds', 'DigestValue')[0]?.textContent !== hexBase64(certificateText)) problems.push('the certificate digest is wrong');
  if (properties && deep(properties, 'ds', 'X509SerialNumber')[0]?.textContent !== BigInt(`0x${certificate.serialNumber}`).toString()) problems.push('the certificate serial is wrong');
  // The QR code: nine tags for a simplified invoice (eight for a standard one), 6–8 from the stamp.
  const qr = kids(root, 'cac', 'AdditionalDocumentReference').find((e) => text(e, 'cbc:ID') === 'QR');
  const tags = qrTags(text(qr, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject') ?? '');
  const expected = kind === 'simplified' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6, 7, 8];
  if ([...tags.keys()].join() !== expected.join()) problems.push(`the QR code has tags ${[...tags.keys()].join()}`);
  if (tags.get(6)?.toString() !== hash) problems.push('QR tag 6 is not the hash');
  if (tags.get(7)?.toString() !== signatureValue) problems.push('QR tag 7 is not the signature');
  if (!tags.get(8)?.equals(certificate.publicKey.export({ type: 'spki', format: 'der' }))) problems.push('QR tag 8 is not the public key');
  if (halalas(tags.get(4)?.toString()) !== halalas(text(root, 'cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount'))) problems.push('QR tag 4 is not the total');
  return { problems, hash };
};
