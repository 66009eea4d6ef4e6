import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { databaseAvailability } from '../database/availability';
import { RETRY_AFTER_SECONDS } from './unavailable';
import { DATABASE_POOL } from './tokens';

/** How long readiness waits for the database's answer before it says "not ready". */
const READY_CHECK_MS = 2_000;

@Controller('api/health')
export class HealthController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: Pool) {}

  /**
   * Liveness: the process serves (200 while it runs, whatever the database does: restarting the
   * app would not bring the database back). It says how the database is, for people.
   */
  @Get()
  health(): { status: 'ok'; database: 'ok' | 'unavailable' } {
    return { status: 'ok', database: databaseAvailability.available ? 'ok' : 'unavailable' };
  }

  /** Readiness: 200 when the database answers (migrations are done before the app listens), else 503. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: 'ready' | 'unavailable'; database: 'ok' | 'unavailable' }> {
    try {
      await Promise.race([
        this.pool.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout exceeded when trying to connect')), READY_CHECK_MS).unref()),
      ]);
      databaseAvailability.reached();
      return { status: 'ready', database: 'ok' };
    } catch (error) {
      databaseAvailability.lost(error);
      void reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return { status: 'unavailable', database: 'unavailable' };
    }
  }
}
