import type { helpArticles } from '@club/schema/resources/helpArticles';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof helpArticles>({
  name: 'Help article |||| Help articles',
  fields: {
    title: 'Title (English)',
    titleAr: 'Title (Arabic)',
    category: 'Category',
    summary: 'Summary (English)',
    summaryAr: 'Summary (Arabic)',
    body: 'Article (English)',
    bodyAr: 'Article (Arabic)',
    tags: 'Tags',
    position: 'Order',
    status: 'Status',
  },
  enums: {
    category: {
      gettingStarted: 'Getting started',
      players: 'Players & academy',
      hr: 'Human resources',
      facilities: 'Facilities',
      warehouses: 'Warehouses & assets',
      visits: 'Visits & events',
      finance: 'Finance',
      settings: 'Settings & accounts',
    },
    status: {
      draft: 'Draft',
      published: 'Published',
    },
  },
});
