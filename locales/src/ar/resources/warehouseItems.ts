import type { warehouseItems } from '@club/schema/resources/warehouseItems';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouseItems>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أصناف |||| صنف |||| أصناف المستودع |||| أصناف |||| صنفًا |||| صنف',
  fields: {
    name: 'اسم الصنف',
    code: 'رمز الصنف',
    warehouseId: 'المستودع',
    category: 'الفئة',
    unit: 'وحدة القياس',
    quantity: 'الكمية',
    reorderLevel: 'حد إعادة الطلب',
    unitCost: 'تكلفة الوحدة',
    stockValue: 'قيمة المخزون',
    location: 'موقع التخزين',
    status: 'حالة المخزون',
    isActive: 'صنف مُخزَّن',
    receivedDate: 'آخر استلام',
  },
  enums: {
    category: {
      sportswear: 'ملابس رياضية',
      sportsEquipment: 'معدات رياضية',
      medical: 'مستلزمات طبية',
      food: 'مواد غذائية',
      cleaning: 'مواد تنظيف',
      office: 'لوازم مكتبية',
      other: 'أخرى',
    },
    unit: { piece: 'قطعة', box: 'كرتون', kg: 'كجم', liter: 'لتر', pair: 'زوج', set: 'طقم' },
    status: { inStock: 'متوفر', lowStock: 'منخفض: يُعاد طلبه', outOfStock: 'نفد من المخزون' },
  },
  rules: {
    movedByTransfer: 'ينتقل المخزون المتوفر إلى مستودع آخر بالتحويل',
  },
});
