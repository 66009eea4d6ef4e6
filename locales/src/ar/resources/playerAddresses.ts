import type { playerAddresses } from '@club/schema/resources/playerAddresses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerAddresses>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عناوين |||| عنوان |||| عناوين اللاعبين |||| عناوين |||| عنوانًا |||| عنوان',
  fields: {
    playerId: 'اللاعب',
    type: 'نوع العنوان',
    city: 'المدينة',
    district: 'الحي',
    street: 'الشارع',
    buildingNo: 'رقم المبنى',
    postalCode: 'الرمز البريدي',
    additionalNo: 'الرقم الإضافي',
    shortAddress: 'العنوان المختصر',
    isPrimary: 'العنوان الرئيسي',
    notes: 'ملاحظات',
  },
  enums: {
    type: { home: 'المنزل', family: 'منزل العائلة', residence: 'سكن الأكاديمية' },
  },
  rules: {
    onePrimaryAddress: 'للاعب عنوان رئيسي واحد',
  },
});
