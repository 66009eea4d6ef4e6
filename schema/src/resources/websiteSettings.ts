import { defineResource, f, VAT_NUMBER_PATTERN } from '../index';

// The public website's settings (SPEC §2 /webSiteSettings): one row, edited in place. The name in
// both languages, logo and colours, how to reach the club, its social accounts, an announcement
// bar, and maintenance mode (the site shows its message instead of its pages).
export const websiteSettings = defineResource({
  name: 'websiteSettings',
  route: '/webSiteSettings',
  menu: { group: 'systemSections', icon: 'Language', order: 30 },
  recordRepresentation: 'siteName',
  serverRows: true,
  singleton: true,
  fields: {
    siteName: f.text({ required: true, maxLength: 120, default: 'Our Club' }),
    siteNameAr: f.text({ required: true, maxLength: 120, default: 'نادينا' }),
    logo: f.file({ types: ['image/*'], maxSize: 2 * 1024 * 1024 }),
    primaryColor: f.text({ required: true, pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7, default: '#0b6e4f' }),
    secondaryColor: f.text({ required: true, pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7, default: '#f2c94c' }),
    contactEmail: f.email(),
    contactPhone: f.phone(),
    // The club as the seller on its invoices (ZATCA): VAT registration number (15 digits, 3…3).
    vatNumber: f.text({ maxLength: 15, pattern: VAT_NUMBER_PATTERN }),
    address: f.text({ maxLength: 300 }),
    addressAr: f.text({ maxLength: 300 }),
    xUrl: f.url(),
    instagramUrl: f.url(),
    snapchatUrl: f.url(),
    youtubeUrl: f.url(),
    tiktokUrl: f.url(),
    announcementActive: f.boolean({ default: false }),
    announcement: f.text({ maxLength: 300 }),
    announcementAr: f.text({ maxLength: 300 }),
    maintenanceMode: f.boolean({ default: false }),
    maintenanceMessage: f.text({ maxLength: 300 }),
  },
  list: { columns: ['siteName', 'siteNameAr', 'contactEmail', 'announcementActive', 'maintenanceMode'], sort: ['siteName', 'ASC'] },
});
