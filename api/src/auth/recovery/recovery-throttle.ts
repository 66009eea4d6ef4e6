import { HttpStatus } from '@nestjs/common';
import type { Pool } from 'pg';
import { ApiError } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';
import { waitsOf } from '../shared/throttle-window';
import { RECOVERY_MESSAGES } from './recovery-messages';

/** 429 with the seconds to wait (the controller puts them in Retry-After). */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfter: number,
    locale: Locale,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, RECOVERY_MESSAGES[locale].tooManyRequests(retryAfter));
  }
}

/** Who an attempt counts against: the client always, the account (an email) when the flow names one. */
export interface ThrottleKeys {
  /** The flow ('forgot', 'otp', 'reset', 'signUp'): each flow counts apart from the others and from sign-in. */
  flow: string;
  client: string;
  account?: string;
}

/**
 * Throttling of the public recovery and sign-up flows, on sign-in's table and window
 * (sign_in_failures, FAILURE_WINDOW_SECONDS; AuthService deletes the old rows): keys carry the
 * flow's name, so a forgotten password never blocks a sign-in and the other way round.
 */
export class RecoveryThrottle {
  constructor(private readonly pool: Pool) {}

  /** Refuses (429) when the client, or the account, has `limit` attempts of this flow in the window. */
  async check(keys: ThrottleKeys, limit: number, locale: Locale): Promise<void> {
    const { account, client } = this.keysOf(keys);
    const found = await waitsOf(this.pool, account, client, limit);
    const waits = [keys.account === undefined ? null : found.account, found.client].filter((value): value is number => typeof value === 'number');
    if (waits.length) throw new TooManyRequests(Math.max(1, ...waits), locale);
  }

  /** Counts one attempt. */
  async record(keys: ThrottleKeys): Promise<void> {
    const { account, client } = this.keysOf(keys);
    await this.pool.query('INSERT INTO "sign_in_failures" ("account_key", "client_key") VALUES ($1, $2)', [account, client]);
  }

  private keysOf({ flow, client, account }: ThrottleKeys): { account: string; client: string } {
    const clientKey = `${flow}:${client}`;
    // A flow without an account counts under the client alone.
    return { account: account === undefined ? `${flow}:client:${client}` : `${flow}:${account.toLowerCase()}`, client: clientKey };
  }
}
