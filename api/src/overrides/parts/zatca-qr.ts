// ZATCA e-invoicing phase 1: the QR code of a simplified tax invoice holds five fields as TLV
// (tag, length in bytes, UTF-8 value), the whole encoded in base64.

export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  issuedAt: Date;
  /** With VAT, in riyals. */
  total: number;
  vat: number;
}

const tlv = (tag: number, value: string): Buffer => {
  const bytes = Buffer.from(value, 'utf8');
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
};

/** Tags 1 to 5: seller's name, VAT number, time stamp (ISO 8601), invoice total and VAT total. */
export const zatcaQrPayload = ({ sellerName, vatNumber, issuedAt, total, vat }: ZatcaQrFields): string =>
  Buffer.concat([
    tlv(1, sellerName),
    tlv(2, vatNumber),
    tlv(3, issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')),
    tlv(4, total.toFixed(2)),
    tlv(5, vat.toFixed(2)),
  ]).toString('base64');
