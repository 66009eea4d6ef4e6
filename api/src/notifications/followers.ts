import type { Registry } from '@club/schema';
import { auditLogs } from '@club/schema/resources/auditLogs';
import { recordComments } from '@club/schema/resources/recordComments';
import { recordFollowers } from '@club/schema/resources/recordFollowers';
import type { PoolClient } from 'pg';
import type { CrudService, Row } from '../crud/crud.service';
import type { Locale } from '../i18n/messages';

const FOLLOWERS = recordFollowers.name;
const COMMENTS = recordComments.name;
const PEOPLE = 'users';

/**
 * Who follows a record (issue 49): its creator (the audit trail's first entry), the people its
 * `notifies` fields name, everyone who commented on it or was mentioned there, and whoever pressed
 * follow; less whoever pressed unfollow (their row in recordFollowers says `following: false`).
 */
export class Followers {
  constructor(
    private readonly crud: CrudService,
    private readonly registry: Registry,
  ) {}

  /** The people a record's `notifies` fields name (a ticket's requester and assignee). */
  private named(resource: string, record: Row | undefined): string[] {
    const definition = this.registry.get(resource);
    if (!definition || !record) return [];
    return Object.entries(definition.fields).flatMap(([name, field]) => (field.kind === 'reference' && field.notifies && field.target === PEOPLE && typeof record[name] === 'string' ? [record[name] as string] : []));
  }

  async of(client: PoolClient, resource: string, recordId: string, record?: Row): Promise<string[]> {
    const audit = this.crud.table(auditLogs.name);
    const comments = this.crud.table(COMMENTS);
    const chosen = this.crud.table(FOLLOWERS);
    const { rows: creators } = await client.query<{ id: string }>(
      `SELECT ${audit.column('actorId')} AS "id" FROM ${audit.table} WHERE ${audit.column('resource')} = $1 AND ${audit.column('recordId')} = $2 AND ${audit.column('action')} = 'create' AND ${audit.column('actorId')} IS NOT NULL`,
      [resource, recordId],
    );
    const { rows: talkers } = await client.query<{ author: string | null; mentions: string[] | null }>(
      `SELECT ${comments.column('authorId')} AS "author", ${comments.column('mentionIds')} AS "mentions" FROM ${comments.table} WHERE ${comments.column('resource')} = $1 AND ${comments.column('recordId')} = $2`,
      [resource, recordId],
    );
    const { rows: choices } = await client.query<{ userId: string; following: boolean }>(
      `SELECT ${chosen.column('userId')} AS "userId", ${chosen.column('following')} AS "following" FROM ${chosen.table} WHERE ${chosen.column('resource')} = $1 AND ${chosen.column('recordId')} = $2`,
      [resource, recordId],
    );
    const people = new Set<string>([
      ...creators.map((row) => row.id),
      ...this.named(resource, record),
      ...talkers.flatMap((row) => [...(row.author ? [row.author] : []), ...(row.mentions ?? [])]),
    ]);
    for (const choice of choices) {
      if (choice.following) people.add(choice.userId);
      else people.delete(choice.userId);
    }
    return [...people];
  }

  /** Follows or unfollows the record for the user: their choice, kept through the engine (its audit entry names the record). */
  async choose(resource: string, recordId: string, userId: string, following: boolean, locale: Locale): Promise<void> {
    const cause = { resource, id: recordId, action: following ? 'follow' : 'unfollow', actor: { id: userId }, locale };
    await this.crud.together(async (client) => {
      const chosen = this.crud.table(FOLLOWERS);
      const { rows } = await client.query<{ id: string; following: boolean; version: number }>(
        `SELECT "id", ${chosen.column('following')} AS "following", "version" FROM ${chosen.table} WHERE ${chosen.column('resource')} = $1 AND ${chosen.column('recordId')} = $2 AND ${chosen.column('userId')} = $3 FOR UPDATE`,
        [resource, recordId, userId],
      );
      const context = { actor: { id: userId }, effect: cause };
      if (!rows[0]) await this.crud.create(FOLLOWERS, { resource, recordId, userId, following }, locale, context);
      else if (rows[0].following !== following) await this.crud.update(FOLLOWERS, rows[0].id, { following, version: rows[0].version }, locale, context);
    });
  }
}
