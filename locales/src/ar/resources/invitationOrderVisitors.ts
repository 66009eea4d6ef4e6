import type { invitationOrderVisitors } from '@club/schema/resources/invitationOrderVisitors';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invitationOrderVisitors>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'زوار |||| زائر |||| الزوار |||| زوار |||| زائرًا |||| زائر',
  fields: {
    orderId: 'طلب الدعوات',
    position: 'م',
    visitorName: 'اسم الزائر',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    nationalId: 'رقم الهوية / الإقامة',
    organization: 'الجهة',
    vehiclePlate: 'لوحة المركبة',
  },
});
