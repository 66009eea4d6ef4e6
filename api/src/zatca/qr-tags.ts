// ZATCA phase 2's QR code: nine TLV fields (tag, length in bytes, value), in base64. Tags 1–5 as in
// phase 1; 6 the invoice hash, 7 its signature (both as their base64 text), 8 the public key
// (DER bytes) and 9, for simplified invoices, the CA's signature over the certificate (bytes).

export interface QrTags {
  sellerName: string;
  vatNumber: string;
  /** Riyadh local time, ISO 8601 without a zone (as IssueDate and IssueTime). */
  timestamp: string;
  total: string;
  vat: string;
  hash: string;
  signature: string;
  publicKey: Buffer;
  certificateSignature?: Buffer;
}

const tlv = (tag: number, value: Buffer): Buffer => {
  // One byte of length, as ZATCA's TLV has it: no field here reaches 256 bytes.
  if (value.length > 255) throw new RangeError(`QR tag ${tag} is longer than 255 bytes`);
  return Buffer.concat([Buffer.from([tag, value.length]), value]);
};

export const qrTagsPayload = (tags: QrTags): string => {
  const text = (value: string) => Buffer.from(value, 'utf8');
  const fields = [
    tlv(1, text(tags.sellerName)),
    tlv(2, text(tags.vatNumber)),
    tlv(3, text(tags.timestamp)),
    tlv(4, text(tags.total)),
    tlv(5, text(tags.vat)),
    tlv(6, text(tags.hash)),
    tlv(7, text(tags.signature)),
    tlv(8, tags.publicKey),
  ];
  if (tags.certificateSignature) fields.push(tlv(9, tags.certificateSignature));
  return Buffer.concat(fields).toString('base64');
};

