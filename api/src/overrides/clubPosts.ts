import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';

const MOVES = { draft: ['scheduled', 'published'], scheduled: ['draft', 'published'], published: ['archived'], archived: ['published'] };

const MESSAGES: Record<Locale, { refused: string; when: string; future: string; labels: Record<string, string> }> = {
  en: {
    refused: 'The post cannot be saved this way',
    when: 'A scheduled post has its publishing time',
    future: 'A scheduled post is published later than now',
    labels: { draft: 'draft', scheduled: 'scheduled', published: 'published', archived: 'archived' },
  },
  ar: {
    refused: 'لا يمكن حفظ المنشور بهذه الطريقة',
    when: 'للمنشور المجدول موعد نشر',
    future: 'يُنشر المنشور المجدول في وقت لاحق',
    labels: { draft: 'مسودة', scheduled: 'مجدول', published: 'منشور', archived: 'مؤرشف' },
  },
};

/** Scheduled posts whose time has come, published (the time they went out kept). */
const publishDue = async (records: Records, client: PoolClient, cause: Cause): Promise<number> => {
  const { rows } = await client.query<{ id: string; publishAt: Date }>(
    `SELECT "id", "publish_at" AS "publishAt" FROM "club_posts" WHERE "status" = 'scheduled' AND "publish_at" <= now() ORDER BY "id" FOR NO KEY UPDATE`,
  );
  for (const post of rows) await records.update('clubPosts', post.id, { status: 'published', publishedAt: post.publishAt }, cause);
  return rows.length;
};

// A post: its author is who wrote it; draft → scheduled (for a time to come, published then by the
// server) or published at once (the time kept) → archived, and back out of the archive.
export const override = defineOverride(({ records }) => ({
  schedule: { publishDue: { everyMinutes: 1, run: (client, cause) => publishDue(records, client, cause) } },
  beforeWrite: ({ action, before, values, actor, locale }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const post = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    if (action === 'create') values.authorId = actor?.id ?? null;
    if (post.status === 'scheduled' && (action === 'create' || 'status' in values || 'publishAt' in values)) {
      if (!post.publishAt) throw badRequest(m.refused, { publishAt: m.when });
      // Back from the trash, a time passed meanwhile is the publishing job's to catch up on.
      if (action !== 'restore' && new Date(String(post.publishAt)).getTime() <= Date.now()) throw badRequest(m.refused, { publishAt: m.future });
    }
    if (post.status === 'published' && !post.publishedAt) values.publishedAt = new Date().toISOString();
  },
}));
