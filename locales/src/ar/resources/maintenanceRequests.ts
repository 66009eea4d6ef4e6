import type { maintenanceRequests } from '@club/schema/resources/maintenanceRequests';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceRequests>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات صيانة |||| طلب صيانة |||| طلبات الصيانة |||| طلبات صيانة |||| طلب صيانة |||| طلب صيانة',
  fields: {
    requestNumber: 'رقم الطلب',
    title: 'العنوان',
    assetId: 'الأصل',
    requesterId: 'مقدّم الطلب',
    type: 'نوع الصيانة',
    status: 'الحالة',
    priority: 'الأولوية',
    technician: 'الفني',
    supplier: 'المورّد',
    requestDate: 'تاريخ الطلب',
    completionDate: 'تاريخ الإنجاز',
    estimatedCost: 'التكلفة التقديرية',
    actualCost: 'التكلفة الفعلية',
    description: 'الوصف',
  },
  enums: {
    type: { preventive: 'وقائية', corrective: 'تصحيحية', emergency: 'طارئة' },
    status: { pending: 'قيد الانتظار', scheduled: 'مجدول', inProgress: 'قيد التنفيذ', completed: 'مكتمل', cancelled: 'ملغى' },
    priority: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' },
  },
});
