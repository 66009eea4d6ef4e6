import type { Row } from '../crud/crud.service';
import { notFound } from '../crud/errors';
import { MESSAGES } from '../i18n/messages';
import type { SecretBox } from '../integrations/secret-box';
import type { RecordAction } from '../server-overrides/record-actions';
import type { DeliveryQueue } from './enqueue-deliveries';
import { newWebhookSecret } from './signature';
import { DELIVERIES } from './webhook-events';

/**
 * `newSecret`: a new signing secret replaces the subscription's at once, sealed at rest, and is
 * answered this once (`revealed.secret`), never again. The write is the record's own (its version, its
 * audit entry: the time, not the secret).
 */
export const newSecretAction = (secrets: SecretBox): RecordAction => ({
  run: ({ resource, id, actor, reader, locale }, crud) =>
    crud.together(async (client) => {
      const secret = newWebhookSecret();
      await client.query(
        `INSERT INTO "webhook_secrets" ("subscription_id", "sealed") VALUES ($1, $2) ON CONFLICT ("subscription_id") DO UPDATE SET "sealed" = EXCLUDED."sealed", "created_at" = now()`,
        [id, secrets.seal({ secret })],
      );
      const row = await crud.update(resource, id, {}, locale, { actor, reader, recordAction: { name: 'new-secret', body: {} } });
      // Under `revealed`, as every secret shown once (an API key's too): nothing keeps that part of an answer.
      return { ...row, revealed: { secret } };
    }),
});

/**
 * `sendAgain`: the logged delivery's event queued anew for its subscription, as it was first sent
 * (the same event id and body: a receiver that kept it knows it again), signed anew when it goes.
 */
export const sendAgainAction = (queue: DeliveryQueue, notifications: string): RecordAction => ({
  run: ({ id, reader, locale }, crud) =>
    crud.together(async (client): Promise<Row> => {
      const delivery = await crud.getOne(DELIVERIES, id, locale, reader);
      const outbox = crud.table(notifications);
      const { rows } = await client.query<{ body: string }>(`SELECT ${outbox.column('body')} AS "body" FROM ${outbox.table} WHERE "id" = $1`, [delivery.messageId]);
      if (!rows[0]) throw notFound(MESSAGES[locale].notFound(DELIVERIES, id));
      await queue.send(client, { subscriptionId: String(delivery.subscriptionId), eventId: String(delivery.eventId), body: rows[0].body });
      return delivery;
    }),
});
