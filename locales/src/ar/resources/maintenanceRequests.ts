import type { maintenanceRequests } from '@club/schema/resources/maintenanceRequests';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof maintenanceRequests>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أوامر |||| أمر صيانة |||| أوامر الصيانة |||| أوامر صيانة |||| أمر صيانة |||| أمر صيانة',
  fields: {
    requestNumber: 'رقم الأمر',
    title: 'العنوان',
    assetId: 'الأصل',
    facilityId: 'المرفق',
    requesterId: 'مقدّم الطلب',
    type: 'نوع الصيانة',
    status: 'الحالة',
    priority: 'الأولوية',
    technicianId: 'الفني',
    supplierId: 'المقاول',
    requestDate: 'تاريخ الطلب',
    dueOn: 'تاريخ الاستحقاق',
    completionDate: 'تاريخ الإنجاز',
    estimatedCost: 'التكلفة التقديرية',
    actualCost: 'التكلفة الفعلية',
    scheduleId: 'خطة الصيانة الوقائية',
    description: 'الوصف',
  },
  enums: {
    type: { preventive: 'وقائية', corrective: 'تصحيحية', emergency: 'طارئة' },
    status: {
      requested: 'مطلوب',
      assigned: 'مُسند',
      inProgress: 'قيد التنفيذ',
      completed: 'مكتمل',
      cancelled: 'ملغى',
    },
    priority: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية', critical: 'حرجة' },
  },
  actions: {
    assign: 'إسناد',
    unassign: 'إعادة إلى مطلوب',
    start: 'بدء العمل',
    pause: 'إعادة إلى مُسند',
    complete: 'تعليم كمكتمل',
    cancel: 'إلغاء الأمر',
  },
  rules: {
    assetOrPlace: 'حدّد الأصل أو المرفق الذي يجري عليه العمل',
    someoneAssigned: 'أسند العمل إلى أحد أعضاء فريق الصيانة أو إلى مقاول',
    technicianOfTheTeam: 'اختر أحد أعضاء فريق الصيانة',
    supplierContractor: 'اختر مقاولًا',
    technicianActive: 'هذا المورد غير نشط',
    supplierActive: 'هذا المورد غير نشط',
    completedAfterRequest: 'يُنجز العمل في يوم طلبه أو بعده',
    completedNotFuture: 'لا يُنجز العمل في المستقبل',
  },
  reminders: { due: { subject: 'صيانة مستحقة في %{date}: %{record}', text: 'أمر الصيانة %{record} الذي طلبته مستحق في %{date}.' } },
});
