import { Logger } from '@nestjs/common';
import { securityEvents } from '@club/schema/resources/securityEvents';
import type { Pool } from 'pg';
import { isIP } from 'node:net';

/** The security log's vocabulary (OWASP logging vocabulary), declared once in the resource. */
export type SecurityEventName = (typeof securityEvents.fields.event.values)[number];
export type SecurityLevel = (typeof securityEvents.fields.level.values)[number];

/** Where an event happened: the request's id and client address, and the account concerned. */
export interface SecurityContext {
  requestId?: string;
  ip?: string;
  userId?: string | null;
}

export interface SecurityEvent extends SecurityContext {
  event: SecurityEventName;
  /** What happened in words: names and counts, never a password, token or code. */
  detail?: string;
}

/** Events are kept this long, then deleted. */
export const SECURITY_LOG_DAYS = 90;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const LEVEL_OF: Record<SecurityEventName, SecurityLevel> = {
  authn_login_success: 'info',
  authn_login_fail: 'warn',
  authn_login_lock: 'warn',
  authn_token_reuse: 'critical',
  authn_password_change: 'info',
  authn_password_change_fail: 'warn',
  authn_password_reset: 'info',
  authz_fail: 'warn',
  authz_change: 'warn',
  authz_admin: 'warn',
  excess_rate_limit_exceeded: 'warn',
  session_expired: 'info',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records security events twice: a structured log line (for the operator's log shipping) and a
 * row of `securityEvents` (the superadmin's screen). Recording never fails the request it
 * describes: a row that cannot be written is told in the log line's place.
 */
export class SecurityLog {
  private readonly logger = new Logger('Security');
  private lastCleanup = 0;

  constructor(private readonly pool: Pick<Pool, 'query'>) {}

  /**
   * `client`: a write's own connection, for an event that belongs to the write (a role change):
   * stored in its transaction, gone if the write is rolled back, and never a second connection
   * taken while the write holds one.
   */
  async record({ event, detail, requestId, ip, userId }: SecurityEvent, client?: Pick<Pool, 'query'>): Promise<void> {
    const level = LEVEL_OF[event];
    const row = {
      event,
      level,
      userId: userId && UUID.test(userId) ? userId : null,
      clientIp: ip && isIP(ip) ? ip : null,
      requestId: requestId?.slice(0, 100) ?? null,
      detail: detail?.slice(0, 500) ?? null,
    };
    const line = { time: new Date().toISOString(), ...row };
    if (level === 'info') this.logger.log(line);
    else this.logger.warn(line);
    try {
      await (client ?? this.pool).query(
        `INSERT INTO "security_events" ("event", "level", "user_id", "client_ip", "request_id", "detail") VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.event, row.level, row.userId, row.clientIp, row.requestId, row.detail],
      );
      if (!client) await this.cleanUpNowAndThen();
    } catch (error) {
      // In a write's transaction the failure is the write's: its transaction cannot go on anyway.
      if (client) throw error;
      this.logger.error({ message: 'A security event could not be stored', event, error: (error as Error).message });
    }
  }

  /** Events older than SECURITY_LOG_DAYS go, at most once an hour per instance. */
  private async cleanUpNowAndThen(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_INTERVAL_MS) return;
    this.lastCleanup = Date.now();
    await this.pool.query(`DELETE FROM "security_events" WHERE "created_at" < now() - make_interval(days => $1)`, [SECURITY_LOG_DAYS]);
  }
}

/** A request's part of an event: its id, its client address, and the signed-in user if any. */
export const securityContextOf = (request: { id: string; ip: string }, userId?: string | null): SecurityContext => ({
  requestId: request.id,
  ip: request.ip,
  userId: userId ?? null,
});

export { securityEvents as SECURITY_EVENTS_RESOURCE };
