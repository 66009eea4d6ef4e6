import type { playerResidences } from '@club/schema/resources/playerResidences';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerResidences>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إقامات |||| إقامة لاعب |||| سكن اللاعبين |||| إقامات |||| إقامةً |||| إقامة',
  fields: {
    playerId: 'اللاعب',
    playerName: 'اسم اللاعب',
    facilityId: 'المبنى',
    checkInOn: 'الوصول',
    expectedCheckOutOn: 'المغادرة المتوقعة',
    checkOutOn: 'المغادرة',
    status: 'الحالة',
    mealPlan: 'الوجبات',
    guardianConsent: 'موافقة ولي الأمر',
    monthlyFee: 'الرسوم الشهرية',
    notes: 'ملاحظات',
  },
  enums: {
    status: { upcoming: 'قادم', current: 'مقيم', ended: 'غادر' },
    mealPlan: { fullBoard: 'إقامة كاملة', halfBoard: 'نصف إقامة', none: 'بدون وجبات' },
  },
  rules: {
    checkOutAfterCheckIn: 'تأتي المغادرة بعد الوصول',
    expectedAfterCheckIn: 'يأتي موعد المغادرة المتوقع بعد الوصول',
    inHousing: 'تكون الإقامة في مبنى سكن',
    oneStayEach: 'للاعب إقامة أخرى في هذه الفترة',
  },
});
