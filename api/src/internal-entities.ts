import type { EntitySchema } from 'typeorm';
import { authEntities } from './auth';
import { apiKeySecretsEntity } from './auth/api-keys/api-key-secrets.entity';
import { sequenceCountersEntity } from './crud/sequences';
import { storedFilesEntity } from './files/stored-files.entity';
import { integrationSettingsEntity } from './integrations/integration-settings.entity';
import { scheduledJobsEntity } from './scheduler';
import { sentRemindersEntity } from './reminders/sent-reminders.entity';
import { idempotencyKeysEntity } from './idempotency/idempotency-keys.entity';
import { webhookSecretsEntity } from './webhooks/webhook-secrets.entity';

/** Tables that are not resources (sessions, API keys' secrets, one-time codes, sequence counters, scheduled jobs, integration settings, reminders sent, idempotency keys, webhook secrets), for the migrations' diff. */
export const internalEntities: EntitySchema[] = [...authEntities, sequenceCountersEntity, storedFilesEntity, scheduledJobsEntity, integrationSettingsEntity, sentRemindersEntity, apiKeySecretsEntity, idempotencyKeysEntity, webhookSecretsEntity];
