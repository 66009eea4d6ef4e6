import type { Locale } from '../../i18n/messages';

// What the signed-in user's own account endpoints (PATCH /api/auth/me, POST /api/auth/password) say.

export interface AccountMessages {
  profileBody(fields: readonly string[]): string;
  notChangeableHere: string;
  nothingToChange: string;
  passwordBody: string;
  currentPasswordWrong: string;
}

const en: AccountMessages = {
  profileBody: (fields) => `Send any of ${fields.join(', ')}`,
  notChangeableHere: 'Cannot be changed here',
  nothingToChange: 'Nothing to change',
  passwordBody: 'Send currentPassword and newPassword',
  currentPasswordWrong: 'The current password is not correct',
};

const ar: AccountMessages = {
  profileBody: (fields) => `أرسل أيًّا من ${fields.join('، ')}`,
  notChangeableHere: 'لا يمكن تغييره من هنا',
  nothingToChange: 'لا يوجد ما يُغيَّر',
  passwordBody: 'أرسل currentPassword و newPassword',
  currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة',
};

export const ACCOUNT_MESSAGES: Record<Locale, AccountMessages> = { en, ar };
