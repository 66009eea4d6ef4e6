import { defineResource, f } from '../index';

// What a membership package may include (SPEC §2 /Features): gym access, pool hours, coaching
// sessions, guest passes, discounts. A package lists the ones it offers (its `features` lines).
export const features = defineResource({
  name: 'features',
  route: '/Features',
  menu: { group: 'finance', icon: 'Star', order: 20 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true, unique: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    category: f.enum(['access', 'training', 'services', 'discounts', 'events'], { required: true, default: 'access' }),
    description: f.longText({ maxLength: 1000 }),
    isActive: f.boolean({ default: true }),
  },
  list: { columns: ['nameAr', 'name', 'category', 'isActive'], sort: ['name', 'ASC'] },
  filters: { category: { alwaysOn: true }, isActive: {} },
});
