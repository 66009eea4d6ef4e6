import { HttpStatus } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { allows, type PermissionStore } from '../../access/permission-store';
import type { CrudService, Row, WriteEvent } from '../../crud/crud.service';
import { ApiError, badRequest, type FieldErrors } from '../../crud/errors';
import { MESSAGES, type Locale } from '../../i18n/messages';
import type { MailConfig, Outbox, WriteEffects } from '../../outbox';
import type { AuthService, ClientContext, Session } from '../sessions/auth.service';
import type { OneTimeCodes } from '../recovery/one-time-codes';
import { formOf, textOf, throwIfErrors } from '../recovery/recovery-form';
import { RECOVERY_MESSAGES } from '../recovery/recovery-messages';
import type { RecoveryThrottle } from '../recovery/recovery-throttle';
import { greetingNameOf, userById } from '../recovery/recovery-users';

/** The role a request for access gets: the lowest one (an administrator raises it when activating). */
export const ACCESS_REQUEST_ROLE = 'member';
/** Failed invitation links per client, and requests for access per client, in the throttling window. */
const LINK_LIMIT = 10;
const REQUEST_LIMIT = 5;
/** An approver gets at most one access-request email in this time. */
const DIGEST_SECONDS = 60 * 60;

const PROFILE_FIELDS = ['firstName', 'lastName', 'username', 'phone', 'password'] as const;

export interface SignUpDeps {
  pool: Pool;
  crud: CrudService;
  auth: AuthService;
  codes: OneTimeCodes;
  outbox: Outbox;
  effects: WriteEffects;
  throttle: RecoveryThrottle;
  mail: MailConfig;
  permissions: PermissionStore;
}

export type SignUpResult = { session: Session } | { message: string };

/** What the sign-up form may prefill from an invitation. */
export interface InvitedProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string;
  phone: string | null;
}

/**
 * /sign-up: with an invitation link, the invited user fills in their profile and password, is
 * activated and signed in; without one, a person asks for access: an inactive user with the
 * lowest role, and an email to everyone who may activate users.
 */
export class SignUpService {
  constructor(private readonly deps: SignUpDeps) {}

  /** The invited user behind a live link, to prefill the form (the link stays unused). */
  async invitation(body: unknown, context: ClientContext): Promise<InvitedProfile> {
    const m = RECOVERY_MESSAGES[context.locale];
    const form = formOf(body, ['token'], context.locale, m.signUpBody);
    const user = await this.liveInvitation(form.token, context);
    if (!user) throw badRequest(m.linkInvalid, { token: m.linkInvalid });
    return { email: user.email, firstName: user.firstName, lastName: user.lastName, username: user.username, phone: user.phone };
  }

  async signUp(body: unknown, context: ClientContext): Promise<SignUpResult> {
    const hasToken = typeof body === 'object' && body !== null && 'token' in body;
    return hasToken ? { session: await this.acceptInvitation(body, context) } : { message: await this.requestAccess(body, context) };
  }

  /** Activates the invited user with the profile they entered and the link used up, in one transaction; then signs them in. */
  private async acceptInvitation(body: unknown, context: ClientContext): Promise<Session> {
    const m = RECOVERY_MESSAGES[context.locale];
    const form = formOf(body, ['token', ...PROFILE_FIELDS], context.locale, m.signUpBody);
    const profile = this.profileOf(form, context.locale);
    const invalid = () => badRequest(m.linkInvalid, { token: m.linkInvalid });
    const keys = { flow: 'invitationLink', client: context.ip };
    const attempt = await this.deps.throttle.take(keys, LINK_LIMIT, context.locale);
    const link = await this.deps.codes.findLink(this.deps.pool, form.token, 'invitation');
    if (!link) throw invalid();
    await this.deps.throttle.forgive(attempt);
    const user = await this.deps.effects.run(
      async (event, client) => {
        if (event.id !== link.userId) return;
        if (event.before?.status !== 'invited' || !(await this.deps.codes.markUsed(client, link.id))) throw invalid();
      },
      // A system write: the link, not a signed-in user, allows this one status change.
      () => this.deps.crud.update('users', link.userId, { ...profile, status: 'active' }, context.locale),
    );
    return this.deps.auth.signIn({ email: user.email, password: profile.password }, context);
  }

  /** An inactive user with the lowest role; the answer is the same when the email already has an account. */
  private async requestAccess(body: unknown, context: ClientContext): Promise<string> {
    const m = RECOVERY_MESSAGES[context.locale];
    const form = formOf(body, ['email', ...PROFILE_FIELDS], context.locale, m.signUpBody);
    const errors: FieldErrors = {};
    const email = textOf(form, 'email', errors, context.locale, 320);
    if (!email) errors.email = m.emailRequired;
    const profile = this.profileOf(form, context.locale, errors);
    const keys = { flow: 'accessRequest', client: context.ip };
    await this.deps.throttle.take(keys, REQUEST_LIMIT, context.locale);
    const request = { ...profile, email, status: 'inactive', roleId: ACCESS_REQUEST_ROLE };
    // Formats and the password policy answer alike for everyone; whether the email or the
    // username is taken is told to nobody, and costs the same work (one password hash).
    await this.deps.crud.check('users', request, 'create', context.locale);
    const { rows } = await this.deps.pool.query('SELECT 1 FROM "users" WHERE lower("email") = lower($1) OR "username" = $2 LIMIT 1', [email, profile.username]);
    if (rows.length > 0) {
      await this.deps.crud.passwords.hash(profile.password);
      return m.accessRequested;
    }
    try {
      await this.deps.effects.run(
        (event, client) => (event.action === 'create' ? this.notifyApprovers(event, client, context.locale) : undefined),
        () => this.deps.crud.create('users', request, context.locale),
      );
    } catch (error) {
      // Taken meanwhile by a request running alongside: the same answer.
      if (error instanceof ApiError && error.getStatus() === HttpStatus.CONFLICT) return m.accessRequested;
      throw error;
    }
    this.deps.outbox.wake();
    return m.accessRequested;
  }

  /** The form's profile fields; required ones checked here, formats by the users resource. */
  private profileOf(form: Record<string, unknown>, locale: Locale, errors: FieldErrors = {}): Row & { password: string } {
    const m = RECOVERY_MESSAGES[locale];
    const firstName = textOf(form, 'firstName', errors, locale);
    const lastName = textOf(form, 'lastName', errors, locale);
    const username = textOf(form, 'username', errors, locale).toLowerCase();
    const phone = textOf(form, 'phone', errors, locale);
    if (!firstName) errors.firstName = MESSAGES[locale].required;
    if (!username) errors.username = MESSAGES[locale].required;
    if (typeof form.password !== 'string' || form.password === '') errors.password = m.passwordRequired;
    throwIfErrors(errors, m.signUpBody);
    return { firstName, lastName: lastName || null, username, phone: phone || null, password: form.password as string };
  }

  private async liveInvitation(token: unknown, context: ClientContext) {
    const keys = { flow: 'invitationLink', client: context.ip };
    const attempt = await this.deps.throttle.take(keys, LINK_LIMIT, context.locale);
    const link = await this.deps.codes.findLink(this.deps.pool, token, 'invitation');
    const user = link && (await userById(this.deps.pool, link.userId));
    if (user?.status !== 'invited') return undefined;
    await this.deps.throttle.forgive(attempt);
    return user;
  }

  /**
   * An email to every active user who may activate users (edit on users), in the new user's
   * transaction: at most one an hour each (a digest: the email points at every request waiting),
   * so a flood of requests never floods the approvers' inboxes.
   */
  private async notifyApprovers(event: WriteEvent, client: PoolClient, locale: Locale): Promise<void> {
    const m = RECOVERY_MESSAGES[locale];
    const requester = event.after as { firstName: string; lastName: string | null; username: string; email: string };
    // Roles read on the write's connection (the embedded database has only one).
    const { roles } = await this.deps.permissions.load(client);
    const approving = [...roles.values()].filter((role) => allows(role, 'users', ['edit'])).map((role) => role.key);
    const { rows } = await client.query(
      `SELECT u."id", u."email" FROM "users" u JOIN "roles" r ON r."id" = u."role_id"
       WHERE u."status" = 'active' AND r."key" = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM "notifications" n WHERE n."kind" = 'accessRequest' AND n."recipient" = u."email"
                         AND n."created_at" > now() - make_interval(secs => $2))`,
      [approving, DIGEST_SECONDS],
    );
    const name = greetingNameOf({ ...requester, id: event.id, phone: null, status: 'inactive' });
    for (const approver of rows as { id: string; email: string }[]) {
      await this.deps.outbox.enqueue(client, {
        channel: 'email',
        kind: 'accessRequest',
        recipient: approver.email,
        subject: m.accessRequestEmail.subject,
        body: m.accessRequestEmail.body(name, requester.email, `${this.deps.mail.publicUrl}/users/${event.id}/show`, `${this.deps.mail.publicUrl}/users?filter=${encodeURIComponent('{"status":"inactive"}')}`),
        userId: event.id,
      });
    }
  }
}
