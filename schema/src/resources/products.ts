import { defineResource, f } from '../index';

// The club store's catalogue; prices in SAR, VAT included.
export const products = defineResource({
  name: 'products',
  route: '/Products',
  menu: { group: 'finance', icon: 'Storefront' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    sku: f.text({ required: true, unique: true, minLength: 3, maxLength: 40, pattern: '^[A-Z0-9][A-Z0-9-]*[A-Z0-9]$', search: true }),
    category: f.enum(['kit', 'training', 'equipment', 'souvenir', 'nutrition', 'ticket'], { required: true }),
    size: f.enum(['kids', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'oneSize']),
    price: f.money({ required: true, min: 0, max: 1_000_000 }),
    stockQuantity: f.integer({ required: true, min: 0, max: 1_000_000, default: 0 }),
    status: f.enum(['available', 'outOfStock', 'discontinued'], { required: true, default: 'available' }),
    description: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['name', 'sku', 'category', 'size', 'price', 'stockQuantity', 'status'], sort: ['name', 'ASC'] },
  filters: {
    category: { alwaysOn: true },
    status: { alwaysOn: true },
    size: {},
    price: { ops: ['gte', 'lte'] },
    stockQuantity: { ops: ['gte', 'lte'] },
  },
});
