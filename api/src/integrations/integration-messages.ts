import type { Locale } from '../i18n/messages';

// What /api/integrations says, in the product's languages (Accept-Language).

export interface IntegrationMessages {
  unknownApp(key: string): string;
  notEditable: string;
  settingsBody: string;
  notAField: string;
  required: string;
  text(max: number): string;
  host: string;
  port: string;
  boolean: string;
  email: string;
  url: string;
  senderName: string;
  secret: string;
  notSetUp: string;
  testTo: string;
  testPhone: string;
  testSubject: string;
  testBody: string;
  smtpOk: string;
  smtpSent(to: string): string;
  smsSent(to: string): string;
  storageOk: string;
  providerOk: string;
  providerDown: string;
  failed(reason: string): string;
}

const en: IntegrationMessages = {
  unknownApp: (key) => `There is no app '${key}'`,
  notEditable: "This app is set by the server's environment variables; change them and restart",
  settingsBody: 'Send { "settings": { … } } with the fields of the app',
  notAField: 'Not a setting of this app',
  required: 'Required',
  text: (max) => `Text of at most ${max} characters`,
  host: 'A host name, e.g. smtp.example.com',
  port: 'A port from 1 to 65535',
  boolean: 'true or false',
  email: 'A valid email address',
  url: 'An address starting with http:// or https://',
  senderName: '1 to 11 letters, digits, spaces, dots, dashes or underscores',
  secret: 'Text of at most 500 characters (empty keeps the saved one, null removes it)',
  notSetUp: 'This app is not set up yet',
  testTo: 'The address to send the test email to',
  testPhone: 'A mobile number to send the test SMS to, e.g. +966501234567',
  testSubject: 'Test message from the club back office',
  testBody: 'This test message shows that the club back office can send through this account.',
  smtpOk: 'The SMTP server accepted the connection and the sign-in.',
  smtpSent: (to) => `The SMTP server accepted a test email to ${to}.`,
  smsSent: (to) => `The SMS gateway accepted a test message to ${to}.`,
  storageOk: 'A test file was written to the bucket and removed.',
  providerOk: 'The identity provider answered its discovery document.',
  providerDown: 'The identity provider cannot be reached.',
  failed: (reason) => `The test failed: ${reason}`,
};

const ar: IntegrationMessages = {
  unknownApp: (key) => `لا يوجد تطبيق باسم '${key}'`,
  notEditable: 'يُضبط هذا التطبيق من متغيرات بيئة الخادم؛ غيّرها ثم أعد التشغيل',
  settingsBody: 'أرسل { "settings": { … } } بحقول التطبيق',
  notAField: 'ليس من إعدادات هذا التطبيق',
  required: 'مطلوب',
  text: (max) => `نص لا يتجاوز ${max} حرفًا`,
  host: 'اسم خادم، مثل smtp.example.com',
  port: 'منفذ من 1 إلى 65535',
  boolean: 'true أو false',
  email: 'بريد إلكتروني صحيح',
  url: 'عنوان يبدأ بـ http:// أو https://',
  senderName: 'من 1 إلى 11 حرفًا لاتينيًا أو رقمًا أو مسافة أو نقطة أو شرطة',
  secret: 'نص لا يتجاوز 500 حرف (الفارغ يُبقي المحفوظ، وnull يحذفه)',
  notSetUp: 'لم يُعدّ هذا التطبيق بعد',
  testTo: 'البريد الذي تُرسل إليه رسالة الاختبار',
  testPhone: 'رقم جوال تُرسل إليه رسالة الاختبار، مثل ‎+966501234567',
  testSubject: 'رسالة اختبار من نظام إدارة النادي',
  testBody: 'تُظهر رسالة الاختبار هذه أن نظام إدارة النادي يستطيع الإرسال عبر هذا الحساب.',
  smtpOk: 'قبل خادم SMTP الاتصال وتسجيل الدخول.',
  smtpSent: (to) => `قبل خادم SMTP رسالة اختبار إلى ${to}.`,
  smsSent: (to) => `قبلت بوابة الرسائل رسالة اختبار إلى ${to}.`,
  storageOk: 'كُتب ملف اختبار في الحاوية ثم حُذف.',
  providerOk: 'أجاب مزوّد الهوية بوثيقة الاكتشاف.',
  providerDown: 'تعذّر الوصول إلى مزوّد الهوية.',
  failed: (reason) => `فشل الاختبار: ${reason}`,
};

export const INTEGRATION_MESSAGES: Record<Locale, IntegrationMessages> = { en, ar };
