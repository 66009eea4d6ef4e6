import type { visitorLogs } from '@club/schema/resources/visitorLogs';
import { defineResourceLocale } from '../../types';
import { gateLabels } from '../visitLabels';

export const locale = defineResourceLocale<typeof visitorLogs>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'سجلات دخول |||| سجل دخول |||| البوابة |||| سجلات دخول |||| سجل دخول |||| سجل دخول',
  permission: 'البوابة',
  fields: {
    invitationId: 'الدعوة',
    code: 'رمز الدعوة',
    visitorName: 'اسم الزائر',
    phone: 'الجوال',
    nationalId: 'رقم الهوية / الإقامة',
    hostId: 'المستضيف',
    gate: 'البوابة',
    badgeNumber: 'رقم البطاقة',
    checkInAt: 'وقت الدخول',
    checkedInById: 'سجّل الدخول',
    checkOutAt: 'وقت الخروج',
    checkedOutById: 'سجّل الخروج',
    durationMinutes: 'مدة البقاء بالدقائق',
    status: 'الحالة',
  },
  enums: {
    gate: gateLabels,
    status: { inside: 'بالداخل', left: 'غادر' },
  },
});
