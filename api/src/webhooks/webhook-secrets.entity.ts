import { EntitySchema } from 'typeorm';

/**
 * Each webhook subscription's signing secret, sealed (integrations/secret-box.ts): a table of its
 * own, never a field, so no answer, export, history or trash entry can carry it.
 */
export const webhookSecretsEntity = new EntitySchema<Record<string, unknown>>({
  name: 'webhookSecrets',
  tableName: 'webhook_secrets',
  columns: {
    subscriptionId: { name: 'subscription_id', type: 'uuid', primary: true },
    sealed: { type: 'text' },
    createdAt: { name: 'created_at', type: 'timestamptz', default: () => 'now()' },
  },
});
