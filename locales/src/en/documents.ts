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
  email: 'Send by email',
  emailConfirm: 'Send %{document} to %{email}, its PDF attached?',
  emailSubject: '%{document} from %{issuer}',
  emailBody: 'Hello %{party},\n\nPlease find attached %{document}.\n\nWith our regards,\n%{issuer}',
  emailSent: '%{document} is on its way to %{email}',
  noRecipient: 'This record has no email address to send its document to',
};
