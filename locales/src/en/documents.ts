import type { DocumentStrings } from '../types';

/** A document's own words (schema/src/documents.ts): its headings, on screen, on paper and in its PDF. */
export const documents: DocumentStrings = {
  seller: 'Seller',
  vatNumber: 'VAT number',
  party: 'Issued to',
  details: 'Details',
  lines: 'Lines',
  totals: 'Totals',
  inWords: 'Amount in words',
  qr: 'ZATCA QR code',
  yes: 'Yes',
  no: 'No',
  page: 'Page %{page} of %{pages}',
  printedAt: 'Printed %{at}',
  downloadPdf: 'Download PDF',
  otherDetails: 'More about this record',
  unavailable: 'The document could not be drawn. Try again in a moment.',
};
