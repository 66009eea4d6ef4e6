import type { products } from '@club/schema/resources/products';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof products>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'منتجات |||| منتج |||| المنتجات |||| منتجات |||| منتجًا |||| منتج',
  permission: 'المنتج',
  fields: {
    name: 'اسم المنتج',
    sku: 'رمز المنتج (SKU)',
    category: 'الفئة',
    size: 'المقاس',
    price: 'السعر',
    stockQuantity: 'الكمية المتوفرة',
    status: 'الحالة',
    description: 'الوصف',
  },
  enums: {
    category: {
      kit: 'الأطقم الرسمية',
      training: 'ملابس التدريب',
      equipment: 'معدات رياضية',
      souvenir: 'هدايا تذكارية',
      nutrition: 'منتجات التغذية',
      ticket: 'تذاكر',
    },
    size: {
      kids: 'مقاس أطفال',
      xs: 'مقاس XS',
      s: 'مقاس S',
      m: 'مقاس M',
      l: 'مقاس L',
      xl: 'مقاس XL',
      xxl: 'مقاس XXL',
      oneSize: 'مقاس موحد',
    },
    status: { available: 'متوفر', outOfStock: 'نفدت الكمية', discontinued: 'متوقف عن البيع' },
  },
});
