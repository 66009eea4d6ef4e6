import type { hrSettings } from '@club/schema/resources/hrSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof hrSettings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية',
  fields: {
    weekendDays: 'أيام العطلة الأسبوعية',
    dailyWorkingHours: 'ساعات العمل اليومية',
    graceMinutes: 'مهلة التأخير (دقائق)',
    awardIncludesAllowances: 'مكافأة نهاية الخدمة تشمل البدلات',
    contractReminderDays: 'التنبيه بانتهاء العقد قبل (يوم)',
    hrEmail: 'بريد الموارد البشرية',
    gosiWageFloor: 'التأمينات: أدنى أجر خاضع للاشتراك',
    gosiWageCeiling: 'التأمينات: أعلى أجر خاضع للاشتراك',
    gosiAnnuitiesRate: 'التأمينات: نسبة فرع المعاشات لكل طرف (%)',
    gosiSanedRate: 'التأمينات: نسبة ساند (التعطل عن العمل) لكل طرف (%)',
    gosiHazardsRate: 'التأمينات: نسبة الأخطار المهنية على المنشأة (%)',
    gosiNewLawFrom: 'التأمينات: نفاذ نظام التأمينات الاجتماعية الجديد من',
    gosiNewLawStep: 'التأمينات: الزيادة السنوية لنسبة المعاشات في النظام الجديد (نقطة)',
    gosiNewLawMaxRate: 'التأمينات: أعلى نسبة للمعاشات في النظام الجديد (%)',
    wpsMolEstablishmentId: 'حماية الأجور: رقم المنشأة لدى وزارة الموارد البشرية',
    wpsBankEstablishmentId: 'حماية الأجور: رقم المنشأة لدى البنك',
    wpsEstablishmentIban: 'حماية الأجور: آيبان حساب رواتب المنشأة',
  },
  enums: {
    weekendDays: { sunday: 'الأحد', monday: 'الاثنين', tuesday: 'الثلاثاء', wednesday: 'الأربعاء', thursday: 'الخميس', friday: 'الجمعة', saturday: 'السبت' },
  },
  rules: {
    gosiCeilingAboveFloor: 'أعلى أجر للتأمينات لا يقل عن أدناه',
    gosiNewLawRisesFromTheRate: 'أعلى نسبة للمعاشات في النظام الجديد لا تقل عن نسبة المعاشات',
  },
});
