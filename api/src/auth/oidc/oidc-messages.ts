import type { Locale } from '../../i18n/messages';

// What the third-party sign-in endpoints say (JSON answers); the /clerk pages word the outcomes
// of a browser's round trip themselves, from the code in their address.

export interface OidcMessages {
  notConfigured: string;
  providerUnreachable: string;
  startBody: string;
  modeInvalid: string;
  identityNotFound: string;
  lastSignIn: string;
  notPending: string;
  approvalNotice(name: string, provider: string): string;
  approvalBody(email: string): string;
}

const en: OidcMessages = {
  notConfigured: 'Sign-in through an identity provider is not set up on this server',
  providerUnreachable: 'The identity provider cannot be reached. Try again in a moment.',
  startBody: 'Send { "mode": "sign-in" | "sign-up" | "link", "redirect": "/a/path" }',
  modeInvalid: 'Must be sign-in, sign-up or link',
  identityNotFound: 'No linked identity of yours has this id',
  lastSignIn: 'This is your only way to sign in: set a password first, then unlink it',
  notPending: 'This account does not wait for approval',
  approvalNotice: (name, provider) => `${name} asks for an account through ${provider}`,
  approvalBody: (email) => `Approve or refuse ${email} in user management.`,
};

const ar: OidcMessages = {
  notConfigured: 'الدخول عبر مزوّد هوية غير مُعدّ على هذا الخادم',
  providerUnreachable: 'تعذّر الوصول إلى مزوّد الهوية. حاول بعد قليل.',
  startBody: 'أرسل { "mode": "sign-in" | "sign-up" | "link", "redirect": "/a/path" }',
  modeInvalid: 'يجب أن تكون sign-in أو sign-up أو link',
  identityNotFound: 'لا توجد هوية مرتبطة بك بهذا المعرّف',
  lastSignIn: 'هذه طريقتك الوحيدة للدخول: عيّن كلمة مرور أولًا ثم ألغِ الربط',
  notPending: 'هذا الحساب لا ينتظر الموافقة',
  approvalNotice: (name, provider) => `يطلب ${name} حسابًا عبر ${provider}`,
  approvalBody: (email) => `وافق على ${email} أو ارفضه من إدارة المستخدمين.`,
};

export const OIDC_MESSAGES: Record<Locale, OidcMessages> = { en, ar };
