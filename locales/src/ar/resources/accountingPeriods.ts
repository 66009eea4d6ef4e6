import type { accountingPeriods } from '@club/schema/resources/accountingPeriods';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof accountingPeriods>({
  name: 'فترات محاسبية |||| فترة محاسبية |||| الفترات المحاسبية |||| فترات محاسبية |||| فترةً محاسبية |||| فترة محاسبية',
  fields: { period: 'الشهر', status: 'الحالة', closedById: 'أغلقها', closedAt: 'وقت الإغلاق', reopenReason: 'سبب إعادة الفتح' },
  enums: { status: { open: 'مفتوحة', closed: 'مغلقة' } },
  rules: { oncePerMonth: 'هذا الشهر موجود في الدفاتر من قبل' },
  actions: { close: 'إغلاق الشهر', reopen: 'إعادة الفتح' },
});
