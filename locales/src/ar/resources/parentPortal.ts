import type { parentPortal } from '@club/schema/resources/parentPortal';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof parentPortal>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'حسابات |||| حساب |||| بوابة أولياء الأمور |||| حسابات |||| حسابًا |||| حساب',
  fields: {
    parentId: 'ولي الأمر',
    email: 'بريد الدخول',
    status: 'الحالة',
    userId: 'الحساب',
    invitedAt: 'تاريخ الدعوة',
    lastSignInAt: 'آخر دخول',
    notes: 'ملاحظات',
  },
  enums: {
    status: { notInvited: 'لم تُرسل الدعوة', invited: 'مدعو', active: 'نشط', suspended: 'موقوف' },
  },
  actions: { invite: 'إرسال الدعوة', suspend: 'إيقاف الدخول', restore: 'إعادة الدخول' },
  rules: {
    parentOwnEmail: 'هذا البريد لحساب أحد الموظفين: تحتاج البوابة إلى بريد ولي الأمر نفسه',
    emailFixed: 'لا يتغير بريد الدخول لحساب دُعي: أوقفه وافتح حسابًا جديدًا',
    suspendedBeforeRemoved: 'أوقف الدخول إلى البوابة قبل حذفه',
  },
});
