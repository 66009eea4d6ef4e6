import type { warehouseFeed } from '@club/schema/resources/warehouseFeed';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouseFeed>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'حركات |||| حركة مخزون |||| سجل حركة المخزون |||| حركات |||| حركةً |||| حركة',
  fields: {
    postedAt: 'وقت الترحيل',
    itemId: 'الصنف',
    warehouseId: 'المستودع',
    movement: 'نوع الحركة',
    quantityIn: 'وارد',
    quantityOut: 'منصرف',
    balanceAfter: 'الرصيد',
    unitCost: 'تكلفة الوحدة',
    documentNumber: 'المستند',
    postedById: 'رحّلها',
  },
  enums: {
    movement: {
      opening: 'رصيد افتتاحي',
      receipt: 'استلام مواد',
      issue: 'صرف مواد',
      transferOut: 'تحويل صادر',
      transferIn: 'تحويل وارد',
      mealUse: 'استخدام في وجبة',
      reversal: 'عكس حركة',
    },
  },
});
