import type { clubPosts } from '@club/schema/resources/clubPosts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof clubPosts>({
  name: 'Club post |||| Club posts',
  fields: {
    title: 'Title (English)',
    titleAr: 'Title (Arabic)',
    body: 'Text (English)',
    bodyAr: 'Text (Arabic)',
    channel: 'Channel',
    coverImage: 'Cover image',
    campaignId: 'Campaign',
    authorId: 'Author',
    publishAt: 'Publish at',
    publishedAt: 'Published at',
    status: 'Status',
  },
  enums: {
    channel: {
      website: 'Website',
      instagram: 'Instagram',
      x: 'X',
      snapchat: 'Snapchat',
      tiktok: 'TikTok',
      youtube: 'YouTube',
      newsletter: 'Newsletter',
    },
    status: {
      draft: 'Draft',
      scheduled: 'Scheduled',
      published: 'Published',
      archived: 'Archived',
    },
  },
  actions: { schedule: 'Schedule', unschedule: 'Back to draft', publish: 'Publish now', archive: 'Archive', republish: 'Publish again' },
  rules: {
    publishAt: 'A scheduled post has its publishing time',
    publishLater: 'A scheduled post is published later than now',
  },
});
