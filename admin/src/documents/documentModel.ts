/** Words in both languages: a document's labels are bilingual whatever the screen's language. */
export interface Bilingual {
  en: string;
  ar: string;
}

export interface DocumentEntry {
  field: string;
  label: Bilingual;
  value: string;
}

/** A record laid out as its document by the server (GET /api/{resource}/{id}/document), every value written in the screen's language. */
export interface DocumentModel {
  locale: 'en' | 'ar';
  issuer: { name: Bilingual; vatNumber?: string; address?: Partial<Bilingual>; email?: string; phone?: string; logo?: string };
  title: Bilingual;
  number?: DocumentEntry;
  facts: DocumentEntry[];
  party: DocumentEntry[];
  body: DocumentEntry[];
  lines?: { label: Bilingual; columns: { field: string; label: Bilingual; numeric: boolean }[]; rows: string[][] };
  totals: DocumentEntry[];
  inWords: Partial<Bilingual>;
  qr?: string;
  fileName: string;
}
