import type { approvalSteps } from '@club/schema/resources/approvalSteps';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof approvalSteps>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خطوات موافقة |||| خطوة موافقة |||| خطوات الموافقة |||| خطوات موافقة |||| خطوةَ موافقة |||| خطوة موافقة',
  fields: {
    approvalRouteId: 'مسار الموافقة',
    position: 'الترتيب',
    label: 'الخطوة',
    labelAr: 'الخطوة بالعربية',
    approverRoleId: 'دور المعتمِد',
    approverUserId: 'المعتمِد',
    minimumAmount: 'من مبلغ',
  },
  rules: { oneApprover: 'يبت في كل خطوة دور أو شخص واحد: اختر أحدهما فقط' },
});
