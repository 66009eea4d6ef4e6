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
  email: 'إرسال بالبريد الإلكتروني',
  emailConfirm: 'إرسال %{document} إلى %{email} مع ملف PDF مرفق؟',
  emailSubject: '%{document} من %{issuer}',
  emailBody: 'السلام عليكم %{party}،\n\nتجدون مرفقًا %{document}.\n\nمع خالص التحية،\n%{issuer}',
  emailSent: 'جارٍ إرسال %{document} إلى %{email}',
  noRecipient: 'لا يوجد بريد إلكتروني في هذا السجل لإرسال مستنده إليه',
};
