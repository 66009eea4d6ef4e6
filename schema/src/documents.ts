/**
 * A record people print, keep and send (an invoice, a voucher, a card, a report), laid out as a
 * document: the club as the issuer at the head (its names, VAT number and address from the
 * website settings), the title, the number and the facts beside it, the other party, the lines,
 * the totals with the amount in words, and the ZATCA QR code. Labels are bilingual, as ZATCA's
 * invoices show them; values are in the reader's language. The same layout makes the record's
 * page, its printout and the PDF the server draws (GET /api/{resource}/{id}/document.pdf).
 */
export interface DocumentLayout<Field extends string = string> {
  /** An enum field whose value's label titles the document (an invoice's type); else the resource's name. */
  titleBy?: Field;
  /** The document's number, under the title. */
  number?: Field;
  /** Beside the number: dates, status, how it was paid. */
  facts: readonly Field[];
  /** Who the document is for (a customer, a payer, a card's holder, a player), under its own heading. */
  party?: readonly Field[];
  /** What it says (a card's title, a report's figures and comment), each a row of its own. */
  body?: readonly Field[];
  /** The record's lines (a key of `lines`) as a table, with the columns of the line's resource. */
  lines?: { key: string; columns: readonly string[] };
  /** Money at the foot, the last the grand total. */
  totals?: readonly Field[];
  /** The amount in words: the English field, then the Arabic one. */
  inWords?: readonly [Field, Field];
  /** A field holding ZATCA's QR payload (base64 TLV), drawn as the code. */
  qr?: Field;
  /** The email field of the party the document is sent to (the invoice's customer), its PDF attached. */
  sendTo?: Field;
  /**
   * States in which the document is handed to no one (its PDF and email refused; staff still see
   * its page), each with the rule (`rules.{rule}` in locales/) that says why: an invoice ZATCA rejected.
   */
  withheld?: readonly { when: Readonly<Partial<Record<Field, readonly string[]>>>; rule: string }[];
}

/** Every field a layout places: what the record's page shows on the document, not again below it. */
export const fieldsOfDocument = (layout: DocumentLayout): string[] => [
  ...(layout.titleBy ? [layout.titleBy] : []),
  ...(layout.number ? [layout.number] : []),
  ...layout.facts,
  ...(layout.party ?? []),
  ...(layout.body ?? []),
  ...(layout.totals ?? []),
  ...(layout.inWords ?? []),
  ...(layout.qr ? [layout.qr] : []),
];

/** Words in both languages: a document's labels are bilingual whatever the reader's language. */
export interface Bilingual {
  en: string;
  ar: string;
}

/** One labelled value of a document (a fact, a party's detail, a total). */
export interface DocumentEntry {
  field: string;
  label: Bilingual;
  value: string;
}

/** The club as the issuer, from its website settings. */
export interface DocumentIssuer {
  name: Bilingual;
  vatNumber?: string;
  address?: Partial<Bilingual>;
  email?: string;
  phone?: string;
  /** The logo as a data URL (PNG or JPEG), when the settings have one. */
  logo?: string;
}

/**
 * A record laid out as its document (GET /api/{resource}/{id}/document), every value already
 * written in the reader's language: what the record's page shows and what the PDF draws.
 */
export interface DocumentModel {
  locale: 'en' | 'ar';
  issuer: DocumentIssuer;
  title: Bilingual;
  number?: DocumentEntry;
  facts: DocumentEntry[];
  party: DocumentEntry[];
  body: DocumentEntry[];
  lines?: { label: Bilingual; columns: { field: string; label: Bilingual; numeric: boolean }[]; rows: string[][] };
  totals: DocumentEntry[];
  inWords: Partial<Bilingual>;
  qr?: string;
  /** The PDF's file name: the document's title and number. */
  fileName: string;
}
