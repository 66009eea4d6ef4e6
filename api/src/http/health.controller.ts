import { Controller, Get, Inject } from '@nestjs/common';
import type { Pool } from 'pg';
import { DATABASE_POOL } from './tokens';

@Controller('api/health')
export class HealthController {
  constructor(@Inject(DATABASE_POOL) private readonly pool: Pool) {}

  @Get()
  async health(): Promise<{ status: 'ok'; database: 'ok' }> {
    await this.pool.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  }
}
