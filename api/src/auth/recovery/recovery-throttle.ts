import { HttpStatus } from '@nestjs/common';
import type { Pool } from 'pg';
import { ApiError } from '../../crud/errors';
import type { Locale } from '../../i18n/messages';
import { forgiveAttempt, takeAttempt } from '../shared/throttle-window';
import { RECOVERY_MESSAGES } from './recovery-messages';

/** A client address may make this many times an account's attempts: an office shares one address. */
const CLIENT_FACTOR = 20;

/** 429 with the seconds to wait in Retry-After (the exception filter sends an ApiError's headers). */
export class TooManyRequests extends ApiError {
  constructor(
    readonly retryAfter: number,
    locale: Locale,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, RECOVERY_MESSAGES[locale].tooManyRequests(retryAfter), {}, { 'retry-after': String(retryAfter) });
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
 * flow's name, so a forgotten password never blocks a sign-in and the other way round. Each
 * attempt is counted and decided in one step (takeAttempt) before the flow does any work.
 */
export class RecoveryThrottle {
  constructor(private readonly pool: Pool) {}

  /** Counts the attempt, or refuses it (429) when the account, or the client, has used up `limit` in the window. */
  async take(keys: ThrottleKeys, limit: number, locale: Locale): Promise<{ id: string }> {
    const { account, client } = this.keysOf(keys);
    // A flow without an account counts under the client alone.
    const attempt = await takeAttempt(this.pool, account, client, { account: limit, client: keys.account === undefined ? limit : limit * CLIENT_FACTOR });
    if ('wait' in attempt) throw new TooManyRequests(Math.max(1, attempt.wait), locale);
    return attempt;
  }

  /** An attempt that succeeded (a right code, a live link) is not held against the client. */
  async forgive(attempt: { id: string }): Promise<void> {
    await forgiveAttempt(this.pool, attempt);
  }

  private keysOf({ flow, client, account }: ThrottleKeys): { account: string; client: string } {
    const clientKey = `${flow}:${client}`;
    return { account: account === undefined ? `${flow}:client:${client}` : `${flow}:${account.toLowerCase()}`, client: clientKey };
  }
}
