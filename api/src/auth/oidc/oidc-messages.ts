import type { Locale } from '../../i18n/messages';

// What the third-party sign-in endpoints say (JSON answers); the /clerk pages word the outcomes
// of a browser's round trip themselves, from the code in their address.

/** What the owner of an account is told of a provider's account linked to it. */
export interface LinkedNotice {
  provider: string;
  /** The email the provider's account gave, if any. */
  providerEmail: string | null;
  /** With the account's password after a sign-in at the provider, or from a signed-in session. */
  how: 'password' | 'session';
  /** The moment, as 2026-05-01 09:30 UTC. */
  when: string;
  /** The page of linked identities, where it is unlinked. */
  manageUrl: string;
}

export interface OidcMessages {
  notConfigured: string;
  providerUnreachable: string;
  startBody: string;
  modeInvalid: string;
  identityNotFound: string;
  lastSignIn: string;
  notPending: string;
  approvalNotice(provider: string): string;
  approvalBody: string;
  linkBody: string;
  nothingToLink: string;
  passwordWrong: string;
  linkTaken: string;
  linkedSubject(provider: string): string;
  linkedBody(notice: LinkedNotice): string;
}

const en: OidcMessages = {
  notConfigured: 'Sign-in through an identity provider is not set up on this server',
  providerUnreachable: 'The identity provider cannot be reached. Try again in a moment.',
  startBody: 'Send { "mode": "sign-in" | "sign-up" | "link", "redirect": "/a/path" }',
  modeInvalid: 'Must be sign-in, sign-up or link',
  identityNotFound: 'No linked identity of yours has this id',
  lastSignIn: 'This is your only way to sign in: set a password first, then unlink it',
  notPending: 'This account does not wait for approval',
  approvalNotice: (provider) => `Account requests through ${provider} wait for approval`,
  approvalBody: 'Approve or refuse them in Linked identities.',
  linkBody: 'Send { "password": "…" }: the password of the account to link',
  nothingToLink: 'Nothing waits to be linked in this browser: sign in through the provider again',
  passwordWrong: "This is not the account's password",
  linkTaken: 'This identity was linked to another account meanwhile',
  linkedSubject: (provider) => `Security notice: an account of ${provider} was linked to yours`,
  linkedBody: ({ provider, providerEmail, how, when, manageUrl }) =>
    [
      `An account of ${provider}${providerEmail ? ` (${providerEmail})` : ''} was linked to your account of the club back office on ${when}, ${how === 'password' ? 'with your password, after a sign-in at the provider' : 'from your signed-in session'}. It signs you in from now on.`,
      `Not you? Sign in with your password, unlink it at ${manageUrl}, and change your password.`,
    ].join('\n'),
};

const ar: OidcMessages = {
  notConfigured: 'الدخول عبر مزوّد هوية غير مُعدّ على هذا الخادم',
  providerUnreachable: 'تعذّر الوصول إلى مزوّد الهوية. حاول بعد قليل.',
  startBody: 'أرسل { "mode": "sign-in" | "sign-up" | "link", "redirect": "/a/path" }',
  modeInvalid: 'يجب أن تكون sign-in أو sign-up أو link',
  identityNotFound: 'لا توجد هوية مرتبطة بك بهذا المعرّف',
  lastSignIn: 'هذه طريقتك الوحيدة للدخول: عيّن كلمة مرور أولًا ثم ألغِ الربط',
  notPending: 'هذا الحساب لا ينتظر الموافقة',
  approvalNotice: (provider) => `طلبات حسابات عبر ${provider} تنتظر الموافقة`,
  approvalBody: 'وافق عليها أو ارفضها في الهويات المرتبطة.',
  linkBody: 'أرسل { "password": "…" }: كلمة مرور الحساب المراد ربطه',
  nothingToLink: 'لا شيء ينتظر الربط في هذا المتصفح: سجّل الدخول عبر المزوّد مرة أخرى',
  passwordWrong: 'هذه ليست كلمة مرور الحساب',
  linkTaken: 'رُبطت هذه الهوية بحساب آخر في الأثناء',
  linkedSubject: (provider) => `تنبيه أمني: رُبط حساب من ${provider} بحسابك`,
  linkedBody: ({ provider, providerEmail, how, when, manageUrl }) =>
    [
      `رُبط حساب من ${provider}${providerEmail ? ` (${providerEmail})` : ''} بحسابك في نظام إدارة النادي في ${when}، ${how === 'password' ? 'بكلمة مرورك بعد الدخول لدى المزوّد' : 'من جلستك المفتوحة'}. صار يُدخلك من الآن.`,
      `لست أنت؟ سجّل الدخول بكلمة مرورك، وألغِ الربط من ${manageUrl}، وغيّر كلمة مرورك.`,
    ].join('\n'),
};

export const OIDC_MESSAGES: Record<Locale, OidcMessages> = { en, ar };
