import type { DocumentStrings } from '../types';

/** كلمات المستند نفسه (schema/src/documents.ts): عناوينه على الشاشة وعلى الورق وفي ملف PDF. */
export const documents: DocumentStrings = {
  seller: 'البائع',
  vatNumber: 'الرقم الضريبي',
  party: 'صادر إلى',
  details: 'التفاصيل',
  lines: 'البنود',
  totals: 'الإجماليات',
  inWords: 'المبلغ كتابةً',
  qr: 'رمز الاستجابة السريعة (زاتكا)',
  yes: 'نعم',
  no: 'لا',
  page: 'صفحة %{page} من %{pages}',
  printedAt: 'طُبع في %{at}',
  downloadPdf: 'تنزيل PDF',
  otherDetails: 'المزيد عن هذا السجل',
  unavailable: 'تعذّر إعداد المستند. حاول مرة أخرى بعد قليل.',
};
