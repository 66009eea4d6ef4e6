import type { campaignResults } from '@club/schema/resources/campaignResults';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof campaignResults>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'نتائج |||| نتيجة حملة |||| نتائج الحملات |||| نتائج |||| نتيجةً |||| نتيجة',
  fields: {
    campaignId: 'الحملة',
    periodStart: 'من',
    periodEnd: 'إلى',
    reach: 'الوصول',
    impressions: 'مرات الظهور',
    clicks: 'النقرات',
    conversions: 'التحويلات',
    revenue: 'الإيراد',
    cost: 'التكلفة',
    clickThroughRate: 'نسبة النقر (%)',
    returnOnSpend: 'العائد على الإنفاق (%)',
    notes: 'ملاحظات',
  },
  rules: {
    periodEndAfterStart: 'تنتهي الفترة في يوم بدايتها أو بعده',
    reachAtMostImpressions: 'لا يزيد الوصول (الأشخاص) على مرات الظهور',
    clicksAtMostImpressions: 'لا تزيد النقرات على مرات الظهور',
    conversionsAtMostClicks: 'لا تزيد التحويلات على النقرات',
    withinCampaign: 'تمتد الحملة من %{start} إلى %{end}',
    periodsApart: 'للحملة نتائج للفترة التي تبدأ في %{record} بالفعل',
  },
});
