import { defineResource, f } from '../index';

// The club's posts (SPEC §2 /ClubPosts): news for the website and social channels, in Arabic and
// English, with a cover image. draft → scheduled (for a time to come, published then by the server)
// → published (when, kept) → archived; a draft may also be published at once.
export const clubPosts = defineResource({
  name: 'clubPosts',
  route: '/ClubPosts',
  menu: { group: 'financialAdmin', icon: 'Article', order: 22 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    titleAr: f.text({ required: true, maxLength: 200, search: true }),
    body: f.longText({ required: true, maxLength: 20_000 }),
    bodyAr: f.longText({ required: true, maxLength: 20_000 }),
    channel: f.enum(['website', 'instagram', 'x', 'snapchat', 'tiktok', 'youtube', 'newsletter'], { required: true, default: 'website' }),
    coverImage: f.file({ types: ['image/*'], maxSize: 5 * 1024 * 1024 }),
    campaignId: f.reference('campaigns'),
    authorId: f.reference('users', { readOnly: true }),
    publishAt: f.datetime(),
    publishedAt: f.datetime({ readOnly: true }),
    status: f.enum(['draft', 'scheduled', 'published', 'archived'], { required: true, default: 'draft' }),
  },
  list: { columns: ['titleAr', 'title', 'channel', 'campaignId', 'publishAt', 'publishedAt', 'status'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, channel: { alwaysOn: true }, campaignId: {}, publishedAt: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['draft', 'scheduled', 'published'],
    moves: {
      schedule: { from: ['draft'], to: 'scheduled' },
      unschedule: { from: ['scheduled'], to: 'draft' },
      // Also the server's, when a scheduled post's time comes (api/src/overrides/clubPosts.ts).
      publish: { from: ['draft', 'scheduled'], to: 'published', stamps: { at: 'publishedAt' } },
      archive: { from: ['published'], to: 'archived' },
      // Out of the archive, it keeps when it first went out.
      republish: { from: ['archived'], to: 'published' },
    },
  },
  checks: {
    publishAt: { kind: 'required', field: 'publishAt', when: { status: ['scheduled'] } },
    // Back from the trash, a time passed meanwhile is the publishing job's to catch up on.
    publishLater: { kind: 'notPast', field: 'publishAt', when: { status: ['scheduled'] } },
  },
});
