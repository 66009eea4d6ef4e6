import type { Locale } from '../../i18n/messages';

// What password recovery, sign-up and invitations say, to the person asking and in the messages
// they send, in the product's languages (chosen by Accept-Language, like every API message).

export interface RecoveryMessages {
  tooManyRequests(seconds: number): string;
  emailRequired: string;
  forgotPasswordAccepted: string;
  codeRequired: string;
  codeInvalid: string;
  linkRequired: string;
  linkInvalid: string;
  passwordRequired: string;
  passwordChanged: string;
  recoveryBody: string;
  notAFormField: string;
  signUpBody: string;
  accessRequested: string;
  /** SPEC §5's invite dialog texts. */
  inviteEmailRequired: string;
  inviteRoleRequired: string;
  invitationsBody: string;
  invitationsRequired: string;
  tooManyInvitations(max: number): string;
  listedTwice: string;
  alreadyAUser: string;
  unknownRole: string;
  /** The messages sent; `link` and `code` are the secrets they deliver. */
  resetEmail: { subject: string; body(name: string, link: string, code: string | undefined, minutes: number): string };
  resetSms(code: string, minutes: number): string;
  invitationEmail: { subject: string; body(inviter: string, link: string, hours: number): string };
  accessRequestEmail: { subject: string; body(name: string, email: string, link: string, waiting: string): string };
}

const en: RecoveryMessages = {
  tooManyRequests: (seconds) => `Too many attempts. Try again in ${seconds} seconds.`,
  emailRequired: 'Please enter your email.',
  forgotPasswordAccepted: 'If an active account uses this email, we have sent it a link and a code to reset the password.',
  codeRequired: 'Enter the 6-digit code.',
  codeInvalid: 'This code is wrong or has expired. Check it, or request a new one.',
  linkRequired: 'The link is missing its token.',
  linkInvalid: 'This link is invalid, has expired or was already used. Request a new one.',
  passwordRequired: 'Please enter a new password.',
  passwordChanged: 'Your password has been changed. Sign in with your new password.',
  recoveryBody: 'Send the fields of the form',
  notAFormField: 'Is not a field of this form',
  signUpBody: 'Check the fields of the form',
  accessRequested: 'Thank you. An administrator will review your request and activate your account.',
  inviteEmailRequired: 'Please enter an email to invite.',
  inviteRoleRequired: 'Role is required.',
  invitationsBody: 'Check the invitations',
  invitationsRequired: 'Send at least one invitation',
  tooManyInvitations: (max) => `Send at most ${max} invitations at once`,
  listedTwice: 'This email is listed twice',
  alreadyAUser: 'A user with this email already exists',
  unknownRole: 'No role has this id or key',
  resetEmail: {
    subject: 'Reset your password',
    body: (name, link, code, minutes) =>
      [
        `Hello ${name},`,
        '',
        'Someone asked to reset the password of your Club Back Office account. To choose a new password, open this link (valid for 60 minutes, once):',
        link,
        ...(code ? ['', `Or enter this code on the "Enter code" page (valid for ${minutes} minutes): ${code}`] : []),
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
  },
  resetSms: (code, minutes) => `Club Back Office: your password reset code is ${code}. It is valid for ${minutes} minutes. Do not share it.`,
  invitationEmail: {
    subject: 'You are invited to Club Back Office',
    body: (inviter, link, hours) =>
      [
        'Hello,',
        '',
        `${inviter} invited you to Club Back Office. To create your account, open this link (valid for ${hours} hours, once):`,
        link,
        '',
        'If you did not expect this invitation, ignore this email.',
      ].join('\n'),
  },
  accessRequestEmail: {
    subject: 'New access request',
    body: (name, email, link, waiting) =>
      [
        `${name} (${email}) asked for access to Club Back Office.`,
        '',
        'Review the request and activate the account from the users screen:',
        link,
        '',
        'Further requests within the hour are not emailed one by one; every request waiting is among the inactive users:',
        waiting,
      ].join('\n'),
  },
};

const ar: RecoveryMessages = {
  tooManyRequests: (seconds) => `محاولات كثيرة. حاول مرة أخرى بعد ${seconds} ثانية.`,
  emailRequired: 'يرجى إدخال بريدك الإلكتروني.',
  forgotPasswordAccepted: 'إذا كان هذا البريد الإلكتروني لحساب نشط، فقد أرسلنا إليه رابطًا ورمزًا لإعادة تعيين كلمة المرور.',
  codeRequired: 'أدخل الرمز المكوّن من 6 أرقام.',
  codeInvalid: 'هذا الرمز غير صحيح أو انتهت صلاحيته. تحقّق منه أو اطلب رمزًا جديدًا.',
  linkRequired: 'الرابط لا يحتوي على رمز التحقق.',
  linkInvalid: 'هذا الرابط غير صالح أو انتهت صلاحيته أو سبق استخدامه. اطلب رابطًا جديدًا.',
  passwordRequired: 'يرجى إدخال كلمة مرور جديدة.',
  passwordChanged: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  recoveryBody: 'أرسل حقول النموذج',
  notAFormField: 'ليس حقلًا في هذا النموذج',
  signUpBody: 'تحقّق من حقول النموذج',
  accessRequested: 'شكرًا لك. سيراجع أحد المسؤولين طلبك ويفعّل حسابك.',
  inviteEmailRequired: 'يرجى إدخال بريد إلكتروني لدعوته.',
  inviteRoleRequired: 'الدور مطلوب.',
  invitationsBody: 'تحقّق من الدعوات',
  invitationsRequired: 'أرسل دعوة واحدة على الأقل',
  tooManyInvitations: (max) => `أرسل ${max} دعوة على الأكثر في المرة الواحدة`,
  listedTwice: 'هذا البريد الإلكتروني مكرر في القائمة',
  alreadyAUser: 'يوجد مستخدم بهذا البريد الإلكتروني',
  unknownRole: 'لا يوجد دور بهذا المعرّف أو المفتاح',
  resetEmail: {
    subject: 'إعادة تعيين كلمة المرور',
    body: (name, link, code, minutes) =>
      [
        `مرحبًا ${name}،`,
        '',
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك في نظام إدارة النادي. لاختيار كلمة مرور جديدة افتح هذا الرابط (صالح لمدة 60 دقيقة ولمرة واحدة):',
        link,
        ...(code ? ['', `أو أدخل هذا الرمز في صفحة «إدخال الرمز» (صالح لمدة ${minutes} دقائق): ${code}`] : []),
        '',
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
      ].join('\n'),
  },
  resetSms: (code, minutes) => `نظام إدارة النادي: رمز إعادة تعيين كلمة المرور هو ${code}، وهو صالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.`,
  invitationEmail: {
    subject: 'دعوة للانضمام إلى نظام إدارة النادي',
    body: (inviter, link, hours) =>
      [
        'مرحبًا،',
        '',
        `دعاك ${inviter} للانضمام إلى نظام إدارة النادي. لإنشاء حسابك افتح هذا الرابط (صالح لمدة ${hours} ساعة ولمرة واحدة):`,
        link,
        '',
        'إذا لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.',
      ].join('\n'),
  },
  accessRequestEmail: {
    subject: 'طلب وصول جديد',
    body: (name, email, link, waiting) =>
      [
        `طلب ${name} (${email}) الوصول إلى نظام إدارة النادي.`,
        '',
        'راجع الطلب وفعّل الحساب من شاشة المستخدمين:',
        link,
        '',
        'لن تُرسل الطلبات التالية خلال الساعة واحدًا واحدًا؛ كل الطلبات المنتظرة بين المستخدمين غير النشطين:',
        waiting,
      ].join('\n'),
  },
};

export const RECOVERY_MESSAGES: Record<Locale, RecoveryMessages> = { en, ar };
