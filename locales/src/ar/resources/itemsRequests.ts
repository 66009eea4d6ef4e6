import type { itemsRequests } from '@club/schema/resources/itemsRequests';
import { defineResourceLocale } from '../../types';
import { stockLineRules } from '../stockLabels';

export const locale = defineResourceLocale<typeof itemsRequests>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات |||| طلب مواد |||| طلبات المواد |||| طلبات |||| طلبًا |||| طلب',
  fields: {
    number: 'رقم الطلب',
    departmentId: 'الإدارة',
    requesterId: 'مقدّم الطلب',
    warehouseId: 'المستودع',
    purpose: 'الغرض',
    neededBy: 'مطلوب قبل',
    priority: 'الأولوية',
    status: 'الحالة',
    decidedById: 'صاحب القرار',
    decidedAt: 'تاريخ القرار',
    decisionComment: 'تعليق القرار',
    exportId: 'إذن الصرف',
    notes: 'ملاحظات',
  },
  enums: {
    priority: { low: 'منخفضة', normal: 'عادية', urgent: 'عاجلة' },
    status: { requested: 'بانتظار القرار', approved: 'معتمد ومصروف', rejected: 'مرفوض', cancelled: 'ملغى' },
  },
  actions: {
    approve: 'اعتماد وصرف',
    reject: 'رفض',
    cancel: 'إلغاء الطلب',
  },
  rules: {
    ...stockLineRules,
    undecided: 'لا يتغير الطلب إلا وهو بانتظار القرار',
    itemsAsked: 'اطلب صنفًا واحدًا على الأقل',
    rejectionReason: 'اذكر سبب رفض الطلب',
    requesterCancels: 'لا يلغي الطلب إلا من قدّمه',
  },
});
