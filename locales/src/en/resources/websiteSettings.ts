import type { websiteSettings } from '@club/schema/resources/websiteSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof websiteSettings>({
  name: 'Website settings |||| Website settings',
  fields: {
    siteName: 'Site name (English)',
    siteNameAr: 'Site name (Arabic)',
    logo: 'Logo',
    primaryColor: 'Primary colour',
    secondaryColor: 'Secondary colour',
    contactEmail: 'Contact email',
    contactPhone: 'Contact phone',
    vatNumber: 'VAT registration number',
    address: 'Address (English)',
    addressAr: 'Address (Arabic)',
    xUrl: 'X (Twitter)',
    instagramUrl: 'Instagram',
    snapchatUrl: 'Snapchat',
    youtubeUrl: 'YouTube',
    tiktokUrl: 'TikTok',
    announcementActive: 'Show the announcement',
    announcement: 'Announcement (English)',
    announcementAr: 'Announcement (Arabic)',
    maintenanceMode: 'Maintenance mode',
    maintenanceMessage: 'Maintenance message',
  },
});
