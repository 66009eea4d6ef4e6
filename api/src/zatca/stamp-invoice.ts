import { certificateSignature, issuerSerialOf, publicKeyDer, signHash, type SigningKey } from './signing-key';
import { invoiceHash } from './invoice-hash';
import { qrTagsPayload } from './qr-tags';
import { ublInvoiceXml, type UblInvoice } from './ubl-invoice';
import { hexDigestBase64, signedPropertiesForm, writeXadesSignature, type XadesInput, type XadesValues } from './xades-signature';

export interface StampedInvoice {
  xml: string;
  hash: string;
  signature: string;
  qr: string;
}

const money = (halalas: number): string => (halalas / 100).toFixed(2);
const riyadhTime = (at: Date): string => new Date(at.getTime() + 3 * 3600_000).toISOString().slice(0, 19);

/**
 * Signs an invoice as ZATCA's security standard asks: its hash (of the unsigned form), the ECDSA
 * signature of that hash, the signed properties (time, the certificate's digest and issuer) and
 * their digest, and the QR code of nine tags (the ninth for simplified invoices only).
 */
export const stampInvoice = (invoice: UblInvoice, key: SigningKey, signedAt: Date = new Date()): StampedInvoice => {
  const hash = invoiceHash(ublInvoiceXml(invoice));
  const signature = signHash(key, hash);
  const { issuer, serial } = issuerSerialOf(key);
  const input: XadesInput = { certificate: key.certificate, issuer, serial, signingTime: riyadhTime(signedAt) };
  const qr = qrTagsPayload({
    sellerName: invoice.seller.name,
    vatNumber: invoice.seller.vatNumber,
    timestamp: riyadhTime(invoice.issuedAt),
    total: money(invoice.total),
    vat: money(invoice.vatTotal),
    hash,
    signature,
    publicKey: publicKeyDer(key),
    certificateSignature: invoice.kind === 'simplified' ? certificateSignature(key) : undefined,
  });
  const write = (values: XadesValues) => ublInvoiceXml(invoice, { signature: (content) => writeXadesSignature(content, input, values), qr });
  // The signed properties do not hold the digests, so a first pass gives their canonical form.
  const signedPropertiesHash = hexDigestBase64(signedPropertiesForm(write({ invoiceHash: hash, signedPropertiesHash: '', signatureValue: signature })));
  return { xml: write({ invoiceHash: hash, signedPropertiesHash, signatureValue: signature }), hash, signature, qr };
};
