import type { products } from '@club/schema/resources/products';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof products>({
  name: 'Product |||| Products',
  permission: 'Product',
  fields: {
    name: 'Name',
    sku: 'SKU',
    category: 'Category',
    size: 'Size',
    price: 'Price',
    stockQuantity: 'Stock quantity',
    status: 'Status',
    description: 'Description',
  },
  enums: {
    category: {
      kit: 'Official kit',
      training: 'Training wear',
      equipment: 'Equipment',
      souvenir: 'Souvenirs',
      nutrition: 'Nutrition',
      ticket: 'Tickets',
    },
    size: { kids: 'Kids', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', xxl: 'XXL', oneSize: 'One size' },
    status: { available: 'Available', outOfStock: 'Out of stock', discontinued: 'Discontinued' },
  },
});
