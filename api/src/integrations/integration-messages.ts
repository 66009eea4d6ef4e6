import type { Locale } from '../i18n/messages';
import type { DeliveryFailure } from '../outbox/delivery-error';
import type { SenderKey } from './integration-transports';

/** What a notice of a change of the senders says: who, when, and where messages go now. */
export interface ChangeNotice {
  key: SenderKey;
  who: string;
  /** The moment, as 2026-05-01 09:30 UTC. */
  when: string;
  /** The saved settings were forgotten (the environment's apply again) rather than saved. */
  removed: boolean;
  /** Where the sender sends now (host and port, or the gateway's origin); none: not sent, only kept. */
  now: string | undefined;
}

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
  /** A secret left empty while the server it belongs to changed. */
  secretOtherEndpoint: string;
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
  /** Why a test failed: a fixed category, never the server's words. */
  failure: Record<DeliveryFailure, string>;
  noticeSubject(key: SenderKey): string;
  noticeBody(notice: ChangeNotice): string;
  noticeSms(notice: ChangeNotice): string;
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
  secret: 'Text of at most 500 characters (empty keeps the saved one while the server stays the same, null removes it)',
  secretOtherEndpoint: 'This secret belongs to the previous server: type it again for the new one, or remove it',
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
  failed: (reason) => `The test failed: ${reason}.`,
  failure: {
    refused: 'the server refused the connection or could not be reached',
    timedOut: 'the server did not answer in time',
    hostNotFound: 'the host name was not found',
    tlsFailed: 'the secure connection (TLS) could not be set up',
    authFailed: 'the server refused the sign-in',
    addressNotAllowed: 'the address is a loopback, private or link-local one, which this server does not connect to unless the operator allows the host (INTEGRATION_ALLOWED_HOSTS)',
    recipientRefused: 'the server refused the recipient',
    unexpectedReply: 'the server did not answer as expected',
  },
  noticeSubject: (key) => `Security notice: the ${key === 'smtp' ? 'email (SMTP)' : 'SMS gateway'} settings were changed`,
  noticeBody: ({ key, who, when, removed, now }) =>
    [
      `${who} changed the ${key === 'smtp' ? 'email (SMTP)' : 'SMS gateway'} settings of the club back office on ${when}.`,
      removed
        ? `The settings saved on the Apps page were removed: ${key === 'smtp' ? 'email' : 'SMS'} now ${now ? `goes through the server's own settings, ${now}` : 'is not sent, only kept in Notifications'}.`
        : `${key === 'smtp' ? 'Email' : 'SMS'} now goes through ${now}.`,
      'Every password-reset link, one-time code and invitation link sent before the change no longer works: ask for a new one if you need it.',
      'If you did not expect this change, sign in at once, check the Apps page and the security log, and change your password.',
    ].join('\n'),
  noticeSms: ({ key, who, now }) =>
    `Club back office security notice: ${who} changed the ${key === 'smtp' ? 'email (SMTP)' : 'SMS gateway'} settings${now ? `, now ${now}` : ''}. Not expected? Check the Apps page at once.`,
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
  secret: 'نص لا يتجاوز 500 حرف (الفارغ يُبقي المحفوظ ما دام الخادم نفسه، وnull يحذفه)',
  secretOtherEndpoint: 'هذه القيمة السرية تخص الخادم السابق: اكتبها من جديد للخادم الجديد أو احذفها',
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
  failed: (reason) => `فشل الاختبار: ${reason}.`,
  failure: {
    refused: 'رفض الخادم الاتصال أو تعذّر الوصول إليه',
    timedOut: 'لم يُجب الخادم في الوقت المحدد',
    hostNotFound: 'لم يُعثر على اسم الخادم',
    tlsFailed: 'تعذّر إنشاء الاتصال الآمن (TLS)',
    authFailed: 'رفض الخادم تسجيل الدخول',
    addressNotAllowed: 'العنوان محلي أو خاص أو من عناوين الربط المحلي، ولا يتصل بها هذا الخادم ما لم يسمح المشغّل بالمضيف (INTEGRATION_ALLOWED_HOSTS)',
    recipientRefused: 'رفض الخادم المستلم',
    unexpectedReply: 'لم يُجب الخادم كما هو متوقع',
  },
  noticeSubject: (key) => `تنبيه أمني: تغيّرت إعدادات ${key === 'smtp' ? 'البريد الإلكتروني (SMTP)' : 'بوابة الرسائل النصية (SMS)'}`,
  noticeBody: ({ key, who, when, removed, now }) =>
    [
      `غيّر ${who} إعدادات ${key === 'smtp' ? 'البريد الإلكتروني (SMTP)' : 'بوابة الرسائل النصية (SMS)'} في نظام إدارة النادي في ${when}.`,
      removed
        ? `حُذفت الإعدادات المحفوظة في صفحة التطبيقات: ${key === 'smtp' ? 'يُرسل البريد' : 'تُرسل الرسائل النصية'} الآن ${now ? `بإعدادات الخادم نفسه عبر ${now}` : 'إلى الإشعارات فقط دون إرسال'}.`
        : `${key === 'smtp' ? 'يُرسل البريد' : 'تُرسل الرسائل النصية'} الآن عبر ${now}.`,
      'لم تعد تعمل أي روابط لإعادة تعيين كلمة المرور أو رموز لمرة واحدة أو روابط دعوة أُرسلت قبل التغيير: اطلب رابطًا جديدًا إن احتجت إليه.',
      'إن لم تكن تتوقع هذا التغيير فسجّل الدخول فورًا وراجع صفحة التطبيقات وسجل الأمان وغيّر كلمة مرورك.',
    ].join('\n'),
  noticeSms: ({ key, who, now }) =>
    `تنبيه أمني من نظام إدارة النادي: غيّر ${who} إعدادات ${key === 'smtp' ? 'البريد الإلكتروني (SMTP)' : 'بوابة الرسائل النصية (SMS)'}${now ? `، الآن عبر ${now}` : ''}. إن لم تتوقعه فراجع صفحة التطبيقات فورًا.`,
};

export const INTEGRATION_MESSAGES: Record<Locale, IntegrationMessages> = { en, ar };
