import type { Registry } from '@club/schema';
import { notFound } from '../crud/errors';
import type { Reader } from '../crud/readers';
import { MESSAGES as API_MESSAGES } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { stateProblemOf } from './parts/saved-view-state';

// A saved view is its owner's: they see it, and so does everyone holding the role it is shared
// with, but only while they may list the records it is about (a view of a list one may not open is
// never offered). Only the owner changes or deletes it; its state is checked against its list.

/** Whether the user sees the view, in SQL (`me`: their id as a parameter). */
const visibleTo = (me: string) => `("owner_id" = ${me} OR "shared_with_role_id" = (SELECT "role_id" FROM "users" WHERE "id" = ${me}))`;

/** The resources whose lists the reader may open. */
const listableBy = (registry: Registry, reader: Reader): string[] => registry.resources.filter(({ name }) => reader.may(name, 'list')).map(({ name }) => name);

export const override = defineOverride(({ rules, registry }) => ({
  reads: {
    conditions: (reader, parameter) => [visibleTo(`${parameter(reader.userId)}::uuid`), `"resource" = ANY(${parameter(listableBy(registry, reader))}::text[])`],
  },
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor, reader, locale } = write;
    if (before && actor && before.ownerId !== actor.id) {
      // Someone else's private view does not exist for them; a view shared with them is only read.
      const { rows } = await client.query(`SELECT 1 FROM "saved_views" WHERE "id" = $1 AND ${visibleTo('$2::uuid')}`, [id, actor.id]);
      if (!rows[0]) throw notFound(API_MESSAGES[locale].notFound(write.resource, String(id)));
      throw rules.refuse(write, 'ownerOnly', {}, 403);
    }
    if (action === 'delete') return;
    if (action === 'create') values.ownerId = actor?.id ?? null;
    const view = { ...before, ...values };
    const resource = registry.get(String(view.resource));
    if (!resource || (reader && !reader.may(resource.name, 'list'))) throw rules.refuse(write, 'listable');
    const problem = stateProblemOf(resource, registry.facts(resource.name), view.state, locale);
    if (problem) throw rules.refuse(write, problem.key, problem.values);
  },
}));
