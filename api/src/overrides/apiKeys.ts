import { randomBytes } from 'node:crypto';
import type { PoolClient } from 'pg';
import { keyAccountEmail, refuseKeyActor } from '../auth/api-keys/key-actors';
import { invalidSources } from '../auth/api-keys/key-sources';
import { newSecret } from '../auth/api-keys/key-secrets';
import { causeOf } from '../crud/cause';
import type { PendingWrite, Row } from '../crud/crud.service';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';

const HOUR_MS = 3_600_000;

/** The hours a rotation keeps the previous secret: what the action was sent, else the key's own. */
const overlapOf = (write: PendingWrite): number => {
  const sent = write.recordAction?.body.overlapHours;
  const hours = typeof sent === 'number' ? sent : typeof sent === 'string' && sent.trim() !== '' ? Number(sent) : Number(write.before?.overlapHours ?? 24);
  return Number.isInteger(hours) && hours >= 0 && hours <= 720 ? hours : 24;
};

// API keys (schema/src/resources/apiKeys.ts): each is backed by a service user (no password, never
// active, so nobody signs in as it) that acts with the key's role and names the key in the audit
// trail. A new secret is made on create and on `rotate`, answered once under `revealed` and kept
// only as its SHA-256 (api_key_secrets); `revoke` stops the key at once. Keys never change keys.
export const override = defineOverride(({ records, auth, rules }) => {
  const keys = auth.apiKeys;
  /** The hashes of secrets made before their key's row was written, by their lookup, until it is. */
  const made = new Map<string, string>();

  const issueSecret = (write: PendingWrite): void => {
    const secret = newSecret();
    made.set(secret.prefix, secret.hash);
    write.values.prefix = secret.prefix;
    write.reveal?.({ secret: secret.secret });
  };

  const keepSecret = async (client: PoolClient, keyId: string, prefix: unknown): Promise<void> => {
    const hash = typeof prefix === 'string' ? made.get(prefix) : undefined;
    if (!hash) return;
    made.delete(prefix as string);
    await client.query('INSERT INTO "api_key_secrets" ("key_id", "lookup", "secret_hash") VALUES ($1, $2, $3)', [keyId, (prefix as string).slice(-12), hash]);
  };

  return {
    beforeWrite: async (write, client) => {
      await refuseKeyActor(write, client);
      if (write.action === 'delete' || write.action === 'restore') return;
      if ('allowedSources' in write.values) {
        const wrong = invalidSources(write.values.allowedSources as string | null);
        if (wrong.length) throw rules.refuse(write, 'allowedSources', { sources: wrong.join(', ') });
      }
      const cause = causeOf(write);
      if (write.action === 'create') {
        // The key's service user: named as the key, of its role (the users' rank rules judge that
        // the creator may give it), without a password and not active: it never signs in.
        const handle = `apikey-${randomBytes(6).toString('hex')}`;
        const user = await records.create('users', { firstName: write.values.name, username: handle, email: keyAccountEmail(handle), roleId: write.values.roleId, status: 'inactive' }, cause);
        write.values.userId = user.id;
        write.values.status = 'active';
        write.values.useCount = 0;
        issueSecret(write);
        return;
      }
      const action = write.recordAction?.name;
      if (action === 'rotate') {
        write.values.overlapHours = overlapOf(write);
        issueSecret(write);
      } else if (action === 'revoke') {
        write.values.status = 'revoked';
        write.values.revokedAt = new Date(keys.now()).toISOString();
      }
      // The service user follows the key's name and role.
      const userId = write.before?.userId as string | undefined;
      const follows: Row = {};
      if ('name' in write.values && write.values.name !== write.before?.name) follows.firstName = write.values.name;
      if ('roleId' in write.values && write.values.roleId !== write.before?.roleId) follows.roleId = write.values.roleId;
      if (userId && Object.keys(follows).length) await records.update('users', userId, follows, cause);
    },
    afterWrite: async (event, client) => {
      if (event.action === 'create') await keepSecret(client, event.id, event.after?.prefix);
      if (event.recordAction?.name === 'rotate') {
        // The previous secret works for the overlap chosen, then never again.
        const until = new Date(keys.now() + Number(event.after?.overlapHours ?? 0) * HOUR_MS);
        await client.query('UPDATE "api_key_secrets" SET "valid_until" = LEAST(COALESCE("valid_until", $2), $2) WHERE "key_id" = $1', [event.id, until]);
        await keepSecret(client, event.id, event.after?.prefix);
      }
      keys.forget();
    },
    // Another request may have read the key's old state meanwhile.
    afterCommit: () => keys.forget(),
    recordActions: { rotate: editAction('rotate'), revoke: editAction('revoke') },
  };
});
