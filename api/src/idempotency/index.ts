import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { Scheduler } from '../scheduler';
import { registerIdempotency } from './idempotency-hooks';
import { IdempotencyStore } from './idempotency-store';

export { idempotencyKeysEntity } from './idempotency-keys.entity';
export { IdempotencyStore, KEY_LIFETIME_HOURS } from './idempotency-store';
export { REPLAYED_HEADER } from './idempotency-hooks';

/** How often expired keys are removed: they answer nothing once expired, so an hour late costs only rows. */
const SWEEP_EVERY_MINUTES = 60;
export const IDEMPOTENCY_SWEEP_JOB = 'idempotencyKeys.sweep';

/** Idempotency-Key on the API's writes (see registerIdempotency), its keys swept by the scheduler once expired. */
export const installIdempotency = (fastify: FastifyInstance, pool: Pool, scheduler: Scheduler): void => {
  registerIdempotency(fastify, new IdempotencyStore(pool), new Logger('Idempotency'));
  scheduler.add(IDEMPOTENCY_SWEEP_JOB, { everyMinutes: SWEEP_EVERY_MINUTES, run: (client) => IdempotencyStore.sweep(client) });
};
