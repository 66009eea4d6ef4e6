import type { clubPosts } from '@club/schema/resources/clubPosts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof clubPosts>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'منشورات |||| منشور |||| منشورات النادي |||| منشورات |||| منشورًا |||| منشور',
  fields: {
    title: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    body: 'النص بالإنجليزية',
    bodyAr: 'النص بالعربية',
    channel: 'القناة',
    coverImage: 'صورة الغلاف',
    campaignId: 'الحملة',
    authorId: 'الكاتب',
    publishAt: 'موعد النشر',
    publishedAt: 'نُشر في',
    status: 'الحالة',
  },
  enums: {
    channel: {
      website: 'الموقع الإلكتروني',
      instagram: 'إنستغرام',
      x: 'إكس',
      snapchat: 'سناب شات',
      tiktok: 'تيك توك',
      youtube: 'يوتيوب',
      newsletter: 'النشرة البريدية',
    },
    status: {
      draft: 'مسودة',
      scheduled: 'مجدول',
      published: 'منشور',
      archived: 'مؤرشف',
    },
  },
  actions: { schedule: 'جدولة', unschedule: 'إعادة إلى المسودة', publish: 'نشر الآن', archive: 'أرشفة', republish: 'إعادة النشر' },
  rules: {
    publishAt: 'للمنشور المجدول موعد نشر',
    publishLater: 'يُنشر المنشور المجدول في وقت لاحق',
  },
});
