import type { invitationOrders } from '@club/schema/resources/invitationOrders';
import { defineResourceLocale } from '../../types';
import { visitPurposeLabels } from '../visitLabels';

export const locale = defineResourceLocale<typeof invitationOrders>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات دعوات |||| طلب دعوات |||| اعتماد الدعوات |||| طلبات دعوات |||| طلبًا |||| طلب',
  permission: 'اعتماد الدعوات',
  fields: {
    orderNumber: 'رقم الطلب',
    requesterId: 'مقدم الطلب',
    purpose: 'الغرض من الزيارة',
    visitDate: 'تاريخ الزيارة',
    startTime: 'من',
    endTime: 'إلى',
    place: 'المكان',
    notes: 'ملاحظات',
    visitorsCount: 'عدد الزوار',
    status: 'الحالة',
    decidedById: 'صاحب القرار',
    decidedAt: 'وقت القرار',
    decisionComment: 'ملاحظة القرار',
  },
  enums: {
    purpose: visitPurposeLabels,
    status: { pending: 'بانتظار الاعتماد', approved: 'معتمد', rejected: 'مرفوض', cancelled: 'ملغى' },
  },
  actions: { approve: 'اعتماد', reject: 'رفض', cancel: 'إلغاء الطلب' },
  rules: {
    visitorsNamed: 'أضف الزوار المدعوين',
    visitorsAtMost: 'يدعو الطلب %{max} زائرًا على الأكثر',
    endsAfterStart: 'ينتهي وقت الزيارة بعد بدايتها',
    visitAhead: 'مضى تاريخ الزيارة',
  },
});
