import type { Locale } from '../../i18n/messages';

// What the authentication endpoints and the guard say, in the product's languages (chosen by
// Accept-Language, like every other API message).

export interface AuthMessages {
  invalidCredentials: string;
  tooManyAttempts(seconds: number): string;
  authenticationRequired: string;
  invalidToken: string;
  passwordChangeRequired: string;
  otherSite: string;
  sessionExpired: string;
  signInBody: string;
  identifierRequired: string;
  passwordRequired: string;
}

const en: AuthMessages = {
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: (seconds) => `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
  authenticationRequired: 'Authentication required: send Authorization: Bearer <access token>',
  invalidToken: 'The access token is invalid or has expired',
  passwordChangeRequired: 'Choose your own password first: this account still has the one generated at installation',
  otherSite: 'This request came from another site',
  sessionExpired: 'Session expired!',
  signInBody: 'Send an email or a username and a password',
  identifierRequired: 'An email or a username is required',
  passwordRequired: 'Required',
};

const ar: AuthMessages = {
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  tooManyAttempts: (seconds) => `محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد ${seconds} ثانية.`,
  authenticationRequired: 'يلزم تسجيل الدخول: أرسل Authorization: Bearer <رمز الدخول>',
  invalidToken: 'رمز الدخول غير صالح أو انتهت صلاحيته',
  passwordChangeRequired: 'اختر كلمة مرورك أولًا: ما زال هذا الحساب يستخدم كلمة المرور المولَّدة عند التثبيت',
  otherSite: 'جاء هذا الطلب من موقع آخر',
  sessionExpired: 'انتهت الجلسة!',
  signInBody: 'أرسل البريد الإلكتروني أو اسم المستخدم وكلمة المرور',
  identifierRequired: 'البريد الإلكتروني أو اسم المستخدم مطلوب',
  passwordRequired: 'مطلوب',
};

export const AUTH_MESSAGES: Record<Locale, AuthMessages> = { en, ar };
