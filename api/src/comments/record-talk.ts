import { recordComments } from '@club/schema/resources/recordComments';
import type { CrudService, Row, WriteContext } from '../crud/crud.service';
import { badRequest, notFound } from '../crud/errors';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { Followers } from '../notifications/followers';
import type { RecordAudience } from '../notifications/record-audience';
import { namesOf, usersNamed } from './people-names';

const COMMENTS = recordComments.name;
/** A thread answers its latest comments, oldest first. */
const THREAD_SIZE = 200;
/** The mention list offers this many names at most. */
const MENTIONABLE = 10;
/** What a person sends of a comment: the server sets the rest. */
const WRITABLE = ['body', 'mentionIds', 'attachments', 'version'] as const;

export interface Thread {
  comments: Row[];
  /** The authors' and the mentioned people's names, in both languages, by id. */
  names: Record<string, { en: string; ar: string }>;
  /** Whether the reader follows the record. */
  following: boolean;
}

const picked = (body: unknown): Row => (typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.fromEntries(WRITABLE.filter((key) => key in body).map((key) => [key, (body as Row)[key]])) : {});

/**
 * What the record's thread routes do, each after reading the record as the reader (a record they
 * may not open is not found, its comments with it). Every write goes through the engine, whose
 * rules (comment-rules.ts) check the author and the mentions, and whose audit trail keeps it.
 */
export class RecordTalk {
  constructor(
    private readonly crud: CrudService,
    private readonly followers: Followers,
    private readonly audience: RecordAudience,
  ) {}

  private async record(resource: string, id: string, locale: Locale, context: WriteContext): Promise<Row> {
    return this.crud.getOne(resource, id, locale, context.reader);
  }

  /** A comment of this record; not found when it is another's. */
  private async ownComment(resource: string, id: string, commentId: string, locale: Locale): Promise<Row> {
    const comment = await this.crud.getOne(COMMENTS, commentId, locale);
    if (comment.resource !== resource || comment.recordId !== id) throw notFound(MESSAGES[locale].notFound(COMMENTS, commentId));
    return comment;
  }

  async thread(resource: string, id: string, locale: Locale, context: WriteContext): Promise<Thread> {
    await this.record(resource, id, locale, context);
    const filter = JSON.stringify({ resource, recordId: id });
    const page = await this.crud.list(COMMENTS, { filter, sort: JSON.stringify(['createdAt', 'DESC']), range: JSON.stringify([0, THREAD_SIZE - 1]) }, locale);
    const comments = page.rows.reverse();
    const people = comments.flatMap((comment) => [comment.authorId as string | null, ...((comment.mentionIds as string[] | null) ?? [])]).filter((person): person is string => Boolean(person));
    return this.crud.together(async (client) => ({
      comments,
      names: Object.fromEntries((await namesOf(client, this.crud, people)).map((name) => [name.id, { en: name.en, ar: name.ar }])),
      following: context.actor ? (await this.followers.of(client, resource, id, await this.record(resource, id, locale, {}))).includes(context.actor.id) : false,
    }));
  }

  async comment(resource: string, id: string, body: unknown, locale: Locale, context: WriteContext): Promise<Row> {
    await this.record(resource, id, locale, context);
    return this.crud.create(COMMENTS, { ...picked(body), resource, recordId: id }, locale, context);
  }

  async edit(resource: string, id: string, commentId: string, body: unknown, locale: Locale, context: WriteContext): Promise<Row> {
    await this.record(resource, id, locale, context);
    await this.ownComment(resource, id, commentId, locale);
    return this.crud.update(COMMENTS, commentId, picked(body), locale, context);
  }

  async remove(resource: string, id: string, commentId: string, locale: Locale, context: WriteContext): Promise<Row> {
    await this.record(resource, id, locale, context);
    await this.ownComment(resource, id, commentId, locale);
    return this.crud.delete(COMMENTS, commentId, locale, context);
  }

  async following(resource: string, id: string, locale: Locale, context: WriteContext): Promise<{ following: boolean }> {
    const record = await this.record(resource, id, locale, context);
    const user = context.actor?.id;
    return { following: Boolean(user) && (await this.crud.together((client) => this.followers.of(client, resource, id, record))).includes(user!) };
  }

  async follow(resource: string, id: string, body: unknown, locale: Locale, context: WriteContext): Promise<{ following: boolean }> {
    await this.record(resource, id, locale, context);
    const following = typeof body === 'object' && body !== null ? (body as Row).following : undefined;
    if (typeof following !== 'boolean' || !context.actor) throw badRequest(MESSAGES[locale].invalid('recordFollowers', 'following'), { following: MESSAGES[locale].invalid('recordFollowers', 'following') });
    await this.followers.choose(resource, id, context.actor.id, following, locale);
    return { following };
  }

  /** Colleagues whose name holds the text (either language) and who may read the record: whom a comment may mention. */
  async mentionable(resource: string, id: string, text: string, locale: Locale, context: WriteContext): Promise<{ id: string; name: string; nameAr: string }[]> {
    await this.record(resource, id, locale, context);
    const wanted = text.trim().slice(0, 80);
    return this.crud.together(async (client) => {
      const found = await usersNamed(client, this.crud, wanted, MENTIONABLE * 3);
      const readers = new Set(await this.audience.readersOf(client, resource, id, found.map((person) => person.id)));
      return found.filter((person) => readers.has(person.id) && person.id !== context.actor?.id).slice(0, MENTIONABLE).map((person) => ({ id: person.id, name: person.en, nameAr: person.ar }));
    });
  }
}
