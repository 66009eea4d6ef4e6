import type { EntitySchema } from 'typeorm';
import { authEntities } from './auth';
import { apiKeySecretsEntity } from './auth/api-keys/api-key-secrets.entity';
import { sequenceCountersEntity } from './crud/sequences';
import { storedFilesEntity } from './files/stored-files.entity';
import { integrationSettingsEntity } from './integrations/integration-settings.entity';
import { scheduledJobsEntity } from './scheduler';
import { sentRemindersEntity } from './reminders/sent-reminders.entity';

/** Tables that are not resources (sessions, API keys' secrets, one-time codes, sequence counters, scheduled jobs, integration settings, reminders sent), for the migrations' diff. */
export const internalEntities: EntitySchema[] = [...authEntities, sequenceCountersEntity, storedFilesEntity, scheduledJobsEntity, integrationSettingsEntity, sentRemindersEntity, apiKeySecretsEntity];
