import { HttpStatus } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { ACCESS_MESSAGES } from '../../access/messages';
import { allows, type PermissionStore } from '../../access/permission-store';
import type { CrudService, Row, WriteEvent } from '../../crud/crud.service';
import { ApiError, badRequest, type FieldErrors } from '../../crud/errors';
import { MESSAGES, type Locale } from '../../i18n/messages';
import type { MailConfig, Outbox, WriteEffects } from '../../outbox';
import type { OneTimeCodes } from '../recovery/one-time-codes';
import { uniqueUsername } from './invitation-username';
import { takeAttemptIn } from '../shared/throttle-window';
import { TooManyAttempts } from '../sessions/auth.service';
import { formOf, textOf } from '../recovery/recovery-form';
import { RECOVERY_MESSAGES } from '../recovery/recovery-messages';
import { greetingNameOf, userByEmail, userById, type AccountRow } from '../recovery/recovery-users';

/** An invitation link lives 72 hours. */
export const INVITATION_SECONDS = 72 * 60 * 60;
export const MAX_INVITATIONS = 50;
/** Invitation emails one user may send in the throttling window (15 minutes). */
export const INVITATIONS_PER_WINDOW = 100;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InvitationDeps {
  pool: Pool;
  crud: CrudService;
  codes: OneTimeCodes;
  outbox: Outbox;
  effects: WriteEffects;
  mail: MailConfig;
  permissions: PermissionStore;
}

interface Invitation {
  email: string;
  roleId: string;
  description?: string;
  /** Set when the email belongs to a user who is still `invited`: they get a new link. */
  existing?: AccountRow;
}

/**
 * POST /api/users/invitations: users invited by email, each with a role. Each invitation is one
 * write through CrudService (validation, access rules, audit trail) whose transaction also holds
 * a new single-use link and the email that carries it. A user still `invited` is invited again
 * (a new link; the old one dies); any other existing user is an error on that row.
 */
export class InvitationService {
  constructor(private readonly deps: InvitationDeps) {}

  /** Invites as `actor`, who needs the create permission on users (and, per user, the rank rules of every users write). */
  async invite(body: unknown, actor: { id: string; role: string }, locale: Locale): Promise<Row[]> {
    if (!allows(await this.deps.permissions.role(actor.role), 'users', ['create'])) {
      throw new ApiError(HttpStatus.FORBIDDEN, ACCESS_MESSAGES[locale].forbidden('create', 'users'));
    }
    return this.deps.crud.together(async (client) => this.send(client, await this.parse(client, body, locale), actor, locale));
  }

  /**
   * Invites one address to a role on behalf of a feature that holds its own permission for it (the
   * parent portal gives the `parent` role): the same checks, budget, rank rules and email as
   * `invite`, without the users page's create permission. Answers the invited user.
   */
  async inviteTo(roleKey: string, email: string, actor: { id: string }, locale: Locale): Promise<Row> {
    return this.deps.crud.together(async (client) => {
      const [invitation] = await this.parse(client, { invitations: [{ email, roleId: roleKey }] }, locale, 'email');
      return (await this.send(client, [invitation!], actor, locale))[0]!;
    });
  }

  /**
   * In the transaction of the write that asks for it (a parent's portal row), or one of its own:
   * the budget, the users and their links land together or not at all, on one connection (the
   * embedded database has one).
   */
  private async send(client: PoolClient, invitations: Invitation[], actor: { id: string }, locale: Locale): Promise<Row[]> {
    // Each invitation is an email to an address anyone with the permission may type: a budget per inviter.
    const budget = await takeAttemptIn(client, `invitations:${actor.id}`, `invitations:${actor.id}`, {
      account: INVITATIONS_PER_WINDOW,
      client: INVITATIONS_PER_WINDOW,
      weight: invitations.length,
    });
    if ('wait' in budget) throw new TooManyAttempts(budget.wait, locale);
    const inviter = await userById(client, actor.id);
    const inviterName = inviter ? greetingNameOf(inviter) : '';
    const taken = new Set<string>();
    const users: Row[] = [];
    for (const invitation of invitations) {
      const effect = (event: WriteEvent, client: PoolClient) => this.sendLink(event, client, inviterName, locale);
      const values: Row = { roleId: invitation.roleId, ...(invitation.description !== undefined ? { description: invitation.description } : {}) };
      if (invitation.existing) {
        users.push(await this.deps.effects.run(effect, () => this.deps.crud.update('users', invitation.existing!.id, values, locale, { actor: { id: actor.id } })));
        continue;
      }
      const localPart = invitation.email.split('@', 1)[0]!.slice(0, 80);
      const username = await uniqueUsername(client, invitation.email, taken);
      taken.add(username);
      const create = { ...values, email: invitation.email, username, firstName: localPart, status: 'invited' };
      users.push(await this.deps.effects.run(effect, () => this.deps.crud.create('users', create, locale, { actor: { id: actor.id } })));
    }
    this.deps.outbox.wake();
    return users;
  }

  /** A new invitation link (older ones die) and its email, in the user write's transaction. */
  private async sendLink(event: WriteEvent, client: PoolClient, inviterName: string, locale: Locale): Promise<void> {
    const m = RECOVERY_MESSAGES[locale];
    const email = event.after?.email as string;
    const token = await this.deps.codes.issueLink(client, event.id, 'invitation', INVITATION_SECONDS);
    await this.deps.outbox.enqueue(client, {
      channel: 'email',
      kind: 'invitation',
      recipient: email,
      subject: m.invitationEmail.subject,
      body: m.invitationEmail.body(inviterName, `${this.deps.mail.publicUrl}/sign-up?token=${token}`, INVITATION_SECONDS / 3600),
      userId: event.id,
    });
  }

  /** Every row checked before anything is written; errors are keyed `invitations.{i}.{field}`. */
  private async parse(client: PoolClient, body: unknown, locale: Locale, flatKey?: string): Promise<Invitation[]> {
    const m = RECOVERY_MESSAGES[locale];
    const form = formOf(body, ['invitations'], locale, m.invitationsBody);
    const list = form.invitations;
    if (!Array.isArray(list) || list.length === 0) throw badRequest(m.invitationsRequired, { invitations: m.invitationsRequired });
    if (list.length > MAX_INVITATIONS) throw badRequest(m.tooManyInvitations(MAX_INVITATIONS), { invitations: m.tooManyInvitations(MAX_INVITATIONS) });
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    const invitations: Invitation[] = [];
    for (const [index, item] of list.entries()) {
      const key = (field: string) => `invitations.${index}.${field}`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        errors[`invitations.${index}`] = MESSAGES[locale].bodyNotObject;
        continue;
      }
      const row = item as Record<string, unknown>;
      for (const field of Object.keys(row)) if (!['email', 'roleId', 'description'].includes(field)) errors[key(field)] = m.notAFormField;
      const rowErrors: FieldErrors = {};
      const email = textOf(row, 'email', rowErrors, locale, 320);
      const roleId = textOf(row, 'roleId', rowErrors, locale, 64);
      const description = textOf(row, 'description', rowErrors, locale, 1000);
      if (!email) rowErrors.email ??= m.inviteEmailRequired;
      else if (!EMAIL.test(email)) rowErrors.email = MESSAGES[locale].email;
      else if (seen.has(email.toLowerCase())) rowErrors.email = m.listedTwice;
      if (!roleId) rowErrors.roleId ??= m.inviteRoleRequired;
      else if (!(await this.roleExists(client, roleId))) rowErrors.roleId = m.unknownRole;
      seen.add(email.toLowerCase());
      const existing = email && !rowErrors.email ? await userByEmail(client, email) : undefined;
      if (existing && existing.status !== 'invited') rowErrors.email = m.alreadyAUser;
      for (const [field, message] of Object.entries(rowErrors)) errors[key(field)] = message;
      invitations.push({ email, roleId, description: description || undefined, existing });
    }
    if (Object.keys(errors).length) {
      // One address of a feature's own form: its error under that form's field.
      if (flatKey) throw badRequest(Object.values(errors)[0]!, { [flatKey]: Object.values(errors)[0]! });
      throw badRequest(m.invitationsBody, errors);
    }
    return invitations;
  }

  /** A role named by its id or its key (roles' natural key). */
  private async roleExists(client: PoolClient, idOrKey: string): Promise<boolean> {
    const { rows } = await client.query(`SELECT 1 FROM "roles" WHERE "id"::text = $1 OR "key" = $1`, [idOrKey]);
    return rows.length > 0;
  }
}
