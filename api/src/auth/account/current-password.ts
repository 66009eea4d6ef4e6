import type { Pool } from 'pg';
import { badRequest } from '../../crud/errors';
import type { PasswordHasher } from '../../security/password-hashing';
import type { SecurityEventName } from '../../security/security-log';
import { TooManyAttempts, type AuthService } from '../sessions/auth.service';
import type { ClientContext } from '../shared/client-context';
import { AUTH_MESSAGES } from '../shared/messages';
import { attemptsInWindow, takeAttempt } from '../shared/throttle-window';
import { ACCOUNT_MESSAGES } from './account-messages';

/** Wrong current passwords in the throttling window before the next is refused and every session of the user ends. */
export const MAX_CURRENT_PASSWORD_FAILURES = 5;
/** Longer than any password the policy accepts: refused before argon2 spends time on it. */
const MAX_PASSWORD_LENGTH = 1024;

/** What a confirmation is for, in the security log when the password is wrong. */
export interface ConfirmationPurpose {
  /** The form field the password was typed in (its error goes there). */
  field: string;
  event: SecurityEventName;
  /** Words for the log, never the password. */
  detail: string;
}

/**
 * The signed-in user proves it is them before a sensitive change (their password, the senders
 * that carry every reset code) by typing their current password. Guesses are throttled as
 * sign-ins are, on one budget per user whatever asks: counted before argon2 runs, and the fifth
 * wrong one in the window ends every session of the user (a stolen access token guesses no more).
 */
export class CurrentPassword {
  constructor(
    private readonly pool: Pool,
    private readonly passwords: PasswordHasher,
    private readonly auth: Pick<AuthService, 'securityLog' | 'where' | 'endSessions' | 'clearFailures'>,
  ) {}

  /** Throws 400 with the field's error when the password is missing or wrong, 429 while the user must wait. */
  async confirm(userId: string, password: unknown, context: ClientContext, purpose: ConfirmationPurpose): Promise<void> {
    if (typeof password !== 'string' || password === '') throw badRequest(AUTH_MESSAGES[context.locale].passwordRequired, { [purpose.field]: AUTH_MESSAGES[context.locale].passwordRequired });
    const accountKey = `current-password:${userId}`;
    const attempt = await takeAttempt(this.pool, accountKey, `current-password:${context.ip}`, {
      account: MAX_CURRENT_PASSWORD_FAILURES,
      client: MAX_CURRENT_PASSWORD_FAILURES * 20,
    });
    if ('wait' in attempt) throw new TooManyAttempts(attempt.wait, context.locale);
    if (!(await this.matches(userId, password))) {
      await this.auth.securityLog.record({ event: purpose.event, ...this.auth.where(context, userId), detail: purpose.detail });
      if ((await attemptsInWindow(this.pool, accountKey)) >= MAX_CURRENT_PASSWORD_FAILURES) await this.auth.endSessions(userId);
      const wrong = ACCOUNT_MESSAGES[context.locale].currentPasswordWrong;
      throw badRequest(wrong, { [purpose.field]: wrong });
    }
    await this.auth.clearFailures(accountKey);
  }

  private async matches(userId: string, password: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT "password" FROM "users" WHERE "id" = $1', [userId]);
    const stored = rows[0]?.password;
    if (typeof stored !== 'string' || password.length > MAX_PASSWORD_LENGTH) return false;
    return this.passwords.verify(stored, password);
  }
}
