import { defineResource, f } from '../index';

// The help centre's articles, read at /help-center in the reader's language: a category, a title
// and body in Arabic and English, tags to find them by; only published ones are read there.
export const helpArticles = defineResource({
  name: 'helpArticles',
  route: '/help-center/articles',
  menu: { group: 'systemSections', icon: 'MenuBook', order: 51 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    titleAr: f.text({ required: true, maxLength: 200, search: true }),
    category: f.enum(['gettingStarted', 'players', 'hr', 'facilities', 'warehouses', 'visits', 'finance', 'settings'], { required: true }),
    summary: f.text({ required: true, maxLength: 300, search: true }),
    summaryAr: f.text({ required: true, maxLength: 300, search: true }),
    body: f.longText({ required: true, maxLength: 20_000, search: true }),
    bodyAr: f.longText({ required: true, maxLength: 20_000, search: true }),
    tags: f.text({ maxLength: 200, search: true }),
    position: f.integer({ min: 0, max: 1000, default: 0 }),
    status: f.enum(['draft', 'published'], { required: true, default: 'draft' }),
  },
  list: { columns: ['titleAr', 'title', 'category', 'position', 'status', 'updatedAt'], sort: ['position', 'ASC'] },
  filters: { category: { alwaysOn: true }, status: { alwaysOn: true } },
  access: { manager: ['list', 'show'], cashier: ['list', 'show'], member: ['list', 'show'] },
});
