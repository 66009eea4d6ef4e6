// The namespaces of a UBL 2.1 invoice as ZATCA's XML implementation standard writes them.
export const UBL = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

/** InvoiceTypeCode's `name`: simplified (B2C) 0200000, standard (B2B) 0100000. */
export const TRANSACTION_CODE = { simplified: '0200000', standard: '0100000' } as const;
/** InvoiceTypeCode's value: a tax invoice 388, a credit note 381. */
export const DOCUMENT_CODE = { invoice: '388', creditNote: '381' } as const;
