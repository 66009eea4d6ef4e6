import type { websiteSettings } from '@club/schema/resources/websiteSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof websiteSettings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إعدادات الموقع |||| إعدادات الموقع |||| إعدادات الموقع |||| إعدادات الموقع |||| إعدادات الموقع |||| إعدادات الموقع',
  fields: {
    siteName: 'اسم الموقع بالإنجليزية',
    siteNameAr: 'اسم الموقع بالعربية',
    logo: 'الشعار',
    primaryColor: 'اللون الأساسي',
    secondaryColor: 'اللون الثانوي',
    contactEmail: 'بريد التواصل',
    contactPhone: 'هاتف التواصل',
    vatNumber: 'الرقم الضريبي',
    address: 'العنوان بالإنجليزية',
    addressAr: 'العنوان بالعربية',
    xUrl: 'إكس (تويتر)',
    instagramUrl: 'إنستغرام',
    snapchatUrl: 'سناب شات',
    youtubeUrl: 'يوتيوب',
    tiktokUrl: 'تيك توك',
    announcementActive: 'إظهار الإعلان',
    announcement: 'الإعلان بالإنجليزية',
    announcementAr: 'الإعلان بالعربية',
    maintenanceMode: 'وضع الصيانة',
    maintenanceMessage: 'رسالة الصيانة',
  },
});
