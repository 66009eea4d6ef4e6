import type { Locale } from '../i18n/messages';

/** What the public pages' proofs say: one-time codes, personal links, and the neutral "received". */
export interface PublicMessages {
  /** A form with a one-time code sent without one. */
  codeRequired: string;
  /** A code that is wrong, used, expired, dead after wrong tries, or of nobody the form's fields name: one answer for all. */
  codeInvalid: string;
  /** A personal link used meanwhile by another sending. */
  linkUsed: string;
  /** A neutral form's one answer, whatever became of the sending. */
  received: string;
}

export const PUBLIC_MESSAGES: Record<Locale, PublicMessages> = {
  en: {
    codeRequired: 'Enter the code sent to your phone',
    codeInvalid: 'The code is wrong or has expired: ask for a new one',
    linkUsed: 'This link has been used already',
    received: 'Received, thank you',
  },
  ar: {
    codeRequired: 'أدخل الرمز المرسل إلى جوالك',
    codeInvalid: 'الرمز غير صحيح أو انتهت صلاحيته: اطلب رمزًا جديدًا',
    linkUsed: 'استُخدم هذا الرابط من قبل',
    received: 'تم الاستلام، شكرًا لك',
  },
};
