import type { sponsorContracts } from '@club/schema/resources/sponsorContracts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof sponsorContracts>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عقود رعاية |||| عقد رعاية |||| عقود الرعاية |||| عقود رعاية |||| عقد رعاية |||| عقد رعاية',
  permission: 'عقد الرعاية',
  fields: {
    contractNumber: 'رقم العقد',
    sponsorId: 'الراعي',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ النهاية',
    value: 'قيمة العقد',
    paymentSchedule: 'جدول السداد',
    benefits: 'حقوق الراعي ومزاياه',
    status: 'الحالة',
    signedBy: 'الموقِّع',
    signedDate: 'تاريخ التوقيع',
    attachmentUrl: 'رابط المرفق',
  },
  enums: {
    paymentSchedule: { oneTime: 'دفعة واحدة', monthly: 'شهري', quarterly: 'ربع سنوي', semiAnnual: 'نصف سنوي', annual: 'سنوي' },
    status: { draft: 'مسودة', active: 'ساري', expired: 'منتهٍ', terminated: 'مفسوخ' },
  },
});
