import { badRequest } from '../../crud/errors';
import type { CrudService } from '../../crud/crud.service';
import { inTransaction } from '../../database/transaction';
import type { MailConfig, Outbox, WriteEffects } from '../../outbox';
import type { Pool } from 'pg';
import type { AuthService, ClientContext } from '../sessions/auth.service';
import type { OneTimeCodes } from './one-time-codes';
import { formOf, textOf, throwIfErrors } from './recovery-form';
import { RECOVERY_MESSAGES } from './recovery-messages';
import type { RecoveryThrottle } from './recovery-throttle';
import { greetingNameOf, userByEmail } from './recovery-users';

/** A reset link lives an hour; a code 10 minutes; the token a right code earns, 15 minutes. */
export const RESET_LINK_SECONDS = 60 * 60;
export const OTP_SECONDS = 10 * 60;
export const OTP_RESET_TOKEN_SECONDS = 15 * 60;
/** Requests per email (and per client) in the throttling window; wrong codes per email and client. */
const FORGOT_LIMIT = 5;
const OTP_LIMIT = 10;
const RESET_LIMIT = 10;
/** Every accepted forgot-password request answers after this long, account or not. */
export const FORGOT_ANSWER_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RecoveryDeps {
  pool: Pool;
  crud: CrudService;
  /** Sign-in failures cleared after a reset; the security log. */
  auth: Pick<AuthService, 'clearFailures' | 'securityLog' | 'where'>;
  codes: OneTimeCodes;
  outbox: Outbox;
  effects: WriteEffects;
  throttle: RecoveryThrottle;
  mail: MailConfig;
}

/**
 * Forgotten passwords: a link and a 6-digit code sent to the account, a code exchanged for the
 * link's kind of token, and the new password set through CrudService (validation, password
 * policy, the write hooks that end every session, the audit trail) with the token used up in the
 * same transaction. Nothing tells whether an email belongs to an account.
 */
export class RecoveryService {
  constructor(private readonly deps: RecoveryDeps) {}

  /** Always the same answer; an active account gets the link and the code (SMS when it has a phone). */
  async forgotPassword(body: unknown, context: ClientContext): Promise<{ message: string }> {
    const m = RECOVERY_MESSAGES[context.locale];
    const form = formOf(body, ['email'], context.locale, m.recoveryBody);
    const errors = {};
    const email = textOf(form, 'email', errors, context.locale, 320);
    if (!email) Object.assign(errors, { email: m.emailRequired });
    throwIfErrors(errors, m.recoveryBody);
    const keys = { flow: 'forgot', client: context.ip, account: email };
    await this.deps.throttle.take(keys, FORGOT_LIMIT, context.locale);
    const started = Date.now();
    const user = await userByEmail(this.deps.pool, email);
    if (user?.status === 'active') {
      await this.deps.codes.cleanUpNowAndThen();
      await inTransaction(this.deps.pool, async (client) => {
        const link = `${this.deps.mail.publicUrl}/forgot-password?token=${await this.deps.codes.issueLink(client, user.id, 'passwordReset', RESET_LINK_SECONDS)}`;
        const code = await this.deps.codes.issueOtp(client, user.id, OTP_SECONDS);
        const minutes = OTP_SECONDS / 60;
        await this.deps.outbox.enqueue(client, {
          channel: 'email',
          kind: 'passwordReset',
          recipient: user.email,
          subject: m.resetEmail.subject,
          body: m.resetEmail.body(greetingNameOf(user), link, user.phone ? undefined : code, minutes),
          userId: user.id,
        });
        if (user.phone) {
          await this.deps.outbox.enqueue(client, { channel: 'sms', kind: 'otp', recipient: user.phone, body: m.resetSms(code, minutes), userId: user.id });
        }
      });
      this.deps.outbox.wake();
    }
    // An account's codes and messages take a few milliseconds more than no account: every answer
    // waits out the same floor, so the time tells nobody which emails have an account.
    await sleep(Math.max(0, FORGOT_ANSWER_MS - (Date.now() - started)));
    return { message: m.forgotPasswordAccepted };
  }

  /** A right code earns a short-lived reset token; a wrong one counts (the code dies after 5). */
  async verifyOtp(body: unknown, context: ClientContext): Promise<{ token: string }> {
    const m = RECOVERY_MESSAGES[context.locale];
    const form = formOf(body, ['email', 'code'], context.locale, m.recoveryBody);
    const errors: Record<string, string> = {};
    const email = textOf(form, 'email', errors, context.locale, 320);
    const code = textOf(form, 'code', errors, context.locale, 32);
    if (!email) errors.email = m.emailRequired;
    if (!code) errors.code = m.codeRequired;
    throwIfErrors(errors, m.recoveryBody);
    const keys = { flow: 'otp', client: context.ip, account: email };
    const attempt = await this.deps.throttle.take(keys, OTP_LIMIT, context.locale);
    const user = await userByEmail(this.deps.pool, email);
    const token =
      user?.status === 'active'
        ? await inTransaction(this.deps.pool, async (client) =>
            (await this.deps.codes.verifyOtp(client, user.id, code)) === 'valid'
              ? this.deps.codes.issueLink(client, user.id, 'passwordReset', OTP_RESET_TOKEN_SECONDS)
              : undefined,
          )
        : undefined;
    if (!token) throw badRequest(m.codeInvalid, { code: m.codeInvalid });
    await this.deps.throttle.forgive(attempt);
    return { token };
  }

  /** Sets the new password and uses the token up, in one transaction; every session of the user ends. */
  async resetPassword(body: unknown, context: ClientContext): Promise<{ message: string }> {
    const m = RECOVERY_MESSAGES[context.locale];
    const form = formOf(body, ['token', 'password'], context.locale, m.recoveryBody);
    const errors: Record<string, string> = {};
    const token = textOf(form, 'token', errors, context.locale, 64);
    if (!token) errors.token = m.linkRequired;
    if (typeof form.password !== 'string' || form.password === '') errors.password = m.passwordRequired;
    throwIfErrors(errors, m.recoveryBody);
    const keys = { flow: 'reset', client: context.ip };
    const attempt = await this.deps.throttle.take(keys, RESET_LIMIT, context.locale);
    const invalid = () => badRequest(m.linkInvalid, { token: m.linkInvalid });
    const link = await this.deps.codes.findLink(this.deps.pool, token, 'passwordReset');
    if (!link) throw invalid();
    await this.deps.throttle.forgive(attempt);
    // The new password voids the user's other links and codes (AuthService.afterUserWrite).
    const updated = await this.deps.effects.run(
      async (event, client) => {
        if (event.id !== link.userId) return;
        // Used meanwhile (a concurrent reset with the same token), or the account was deactivated.
        if (event.before?.status !== 'active' || !(await this.deps.codes.markUsed(client, link.id))) throw invalid();
      },
      () => this.deps.crud.update('users', link.userId, { password: form.password }, context.locale, { actor: { id: link.userId, reauthenticated: true } }),
    );
    // The owner proved themselves: their account's lock and failed sign-ins are over.
    await this.deps.auth.clearFailures(String(updated.email));
    await this.deps.auth.securityLog.record({ event: 'authn_password_reset', ...this.deps.auth.where(context, link.userId) });
    return { message: m.passwordChanged };
  }
}
