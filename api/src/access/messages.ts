import type { Locale } from '../i18n/messages';

// What access control says when it refuses, in the product's languages (by Accept-Language).

export interface AccessMessages {
  forbidden(action: string, page: string): string;
  pageDisabled(page: string): string;
  roleAboveOwn: string;
  userAboveOwn: string;
  ownRoleOrStatus: string;
  ownAccount: string;
  roleNotBelowOwn: string;
  permissionsShape: string;
  unknownPage(page: string): string;
  actionNotOffered(action: string, page: string): string;
  permissionAboveOwn(action: string, page: string): string;
  topRankOnly(action: string, page: string): string;
  roleHoldsMore(action: string, page: string): string;
  ownSignInDetails: string;
  /** An API key asked to change keys, roles, a user's role or the integrations' settings. */
  notWithApiKey: string;
  /** Someone changed how an API key's service account signs in, or deleted it. */
  keyAccount: string;
}

const en: AccessMessages = {
  forbidden: (action, page) => `You do not have the '${action}' permission on '${page}'`,
  pageDisabled: (page) => `The page '${page}' is switched off`,
  roleAboveOwn: 'You cannot give a role above your own',
  userAboveOwn: 'You cannot change a user whose role is above your own',
  ownRoleOrStatus: 'You cannot change your own role or status',
  ownAccount: 'You cannot delete your own account',
  roleNotBelowOwn: 'You can only manage roles below your own rank',
  permissionsShape: 'Permissions must map page keys to lists of actions',
  unknownPage: (page) => `There is no page '${page}'`,
  actionNotOffered: (action, page) => `'${page}' has no '${action}' action`,
  permissionAboveOwn: (action, page) => `You cannot grant '${action}' on '${page}': you do not hold it yourself`,
  topRankOnly: (action, page) => `Only the top role may hold '${action}' on '${page}'`,
  roleHoldsMore: (action, page) => `You cannot give this role: it holds '${action}' on '${page}', which you do not hold yourself`,
  ownSignInDetails: 'Change your own password from your account settings, with your current password; your email and username are changed by an administrator',
  notWithApiKey: 'An API key cannot change API keys, roles, users’ roles or integration settings: a person signed in must do it',
  keyAccount: 'This account acts for an API key: it never signs in, and it follows its key (change or revoke the key instead)',
};

const ar: AccessMessages = {
  forbidden: (action, page) => `ليست لديك صلاحية '${action}' على '${page}'`,
  pageDisabled: (page) => `الصفحة '${page}' معطّلة`,
  roleAboveOwn: 'لا يمكنك منح دور أعلى من دورك',
  userAboveOwn: 'لا يمكنك تعديل مستخدم دوره أعلى من دورك',
  ownRoleOrStatus: 'لا يمكنك تغيير دورك أو حالتك بنفسك',
  ownAccount: 'لا يمكنك حذف حسابك',
  roleNotBelowOwn: 'يمكنك إدارة الأدوار التي تقل رتبتها عن رتبتك فقط',
  permissionsShape: 'يجب أن تربط الصلاحيات مفاتيح الصفحات بقوائم من الإجراءات',
  unknownPage: (page) => `لا توجد صفحة باسم '${page}'`,
  actionNotOffered: (action, page) => `الصفحة '${page}' لا تتيح الإجراء '${action}'`,
  permissionAboveOwn: (action, page) => `لا يمكنك منح '${action}' على '${page}' لأنك لا تملكها`,
  topRankOnly: (action, page) => `لا يملك '${action}' على '${page}' إلا الدور الأعلى`,
  roleHoldsMore: (action, page) => `لا يمكنك منح هذا الدور: فهو يملك '${action}' على '${page}' وأنت لا تملكها`,
  ownSignInDetails: 'غيّر كلمة مرورك من إعدادات حسابك مع كلمة مرورك الحالية؛ أما بريدك الإلكتروني واسم المستخدم فيغيّرهما مسؤول',
  notWithApiKey: 'لا يمكن لمفتاح واجهة برمجة التطبيقات تغيير المفاتيح أو الأدوار أو أدوار المستخدمين أو إعدادات التكاملات: يجب أن يقوم بذلك شخص مسجّل الدخول',
  keyAccount: 'هذا الحساب يعمل لمفتاح واجهة برمجة التطبيقات: لا يسجّل الدخول أبدًا ويتبع مفتاحه (عدّل المفتاح أو ألغه بدلًا من ذلك)',
};

export const ACCESS_MESSAGES: Record<Locale, AccessMessages> = { en, ar };
