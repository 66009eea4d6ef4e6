import type { EntitySchema } from 'typeorm';
import { authEntities } from './auth';
import { sequenceCountersEntity } from './crud/sequences';
import { storedFilesEntity } from './files/stored-files.entity';

/** Tables that are not resources (sessions, one-time codes, sequence counters), for the migrations' diff. */
export const internalEntities: EntitySchema[] = [...authEntities, sequenceCountersEntity, storedFilesEntity];
