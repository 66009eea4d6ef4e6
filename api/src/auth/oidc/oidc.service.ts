import { HttpStatus, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { Pool, PoolClient } from 'pg';
import { allows, type PermissionStore } from '../../access/permission-store';
import type { CrudService, Row } from '../../crud/crud.service';
import { ApiError, badRequest } from '../../crud/errors';
import { MESSAGES, type Locale } from '../../i18n/messages';
import type { AuthUser } from '../../http/request-user';
import type { InAppNotifications } from '../../notifications/in-app';
import { inTransaction } from '../../database/transaction';
import { ACCESS_MESSAGES } from '../../access/messages';
import type { AuthService, Session } from '../sessions/auth.service';
import type { ClientContext } from '../shared/client-context';
import { uniqueUsername } from '../invitations/invitation-username';
import type { Outbox } from '../../outbox';
import { cleanDisplayName } from '../../security/unseen-characters';
import { DEFAULT_PENDING_LIMITS, isLocalIssuer, type OidcConfig } from './oidc-config';
import { OIDC_MESSAGES, type LinkedNotice } from './oidc-messages';

export type FlowMode = 'sign-in' | 'sign-up' | 'link';
const MODES: readonly FlowMode[] = ['sign-in', 'sign-up', 'link'];
/** How long a sign-in may stay at the provider before its answer is no longer taken. */
export const FLOW_SECONDS = 600;
/** How long a provider's account found by its email waits for the account's password before it must sign in again. */
export const LINK_SECONDS = 600;
/** The window of the pending accounts' limits (OidcPendingLimits): a day. */
export const PENDING_WINDOW_SECONDS = 24 * 60 * 60;
/** Administrators hear of waiting account requests at most once in this long (one notice for them all). */
export const APPROVAL_NOTICE_SECONDS = 60 * 60;
/** The longest first and last names a provider's profile gives a pending account (the users' fields' limit). */
const NAME_LENGTH = 80;
export const CALLBACK_PATH = '/api/auth/oidc/callback';
export const CLERK_SIGN_IN = '/clerk/sign-in';
export const CLERK_USER_MANAGEMENT = '/clerk/user-management';

/** Why a round trip ended without a session; the /clerk pages word each code in both languages. */
export type FlowError = 'expired' | 'browser' | 'refused' | 'unreachable' | 'provider' | 'noEmail' | 'emailTaken' | 'inactive' | 'taken' | 'busy' | 'full' | 'failed';

/** Where the browser goes after the provider's answer, and the session it got if any. */
export interface FlowOutcome {
  redirect: string;
  session?: Session;
  /** A provider's account found by its email: the browser's key to link it with the account's password (a cookie). */
  linkToken?: string;
}

/** What a first sign-in comes to: the identity linked or made, the account's password asked, or why not. */
type FirstSignIn = { identity: LinkedIdentity } | { linkToken: string } | { error: FlowError };

/** A provider's account waiting for an account's password (oidc_pending_links). */
interface PendingLink {
  userId: string;
  issuer: string;
  subject: string;
  email: string;
}

export interface LinkedIdentity {
  id: string;
  userId: string;
  email: string | null;
  emailVerified: boolean;
  createdAt: string;
  lastUsedAt: string | null;
  approvedAt: string | null;
  /** Pending requests only: who asks. */
  userName?: string;
}

interface FlowRow {
  browserKey: string;
  codeVerifier: string;
  nonce: string;
  mode: FlowMode;
  redirect: string;
  userId: string | null;
  locale: Locale;
}

interface ProviderClaims {
  subject: string;
  email?: string;
  emailVerified: boolean;
  firstName: string;
  lastName?: string;
}

export interface OidcDependencies {
  pool: Pool;
  crud: CrudService;
  auth: AuthService;
  permissions: PermissionStore;
  notifications: InAppNotifications;
  /** Where the owner's notice of a link is queued (set once the outbox exists: useOutbox). */
  outbox?: Pick<Outbox, 'enqueue' | 'wake'>;
  config?: OidcConfig;
  /** The admin's address: the callback and the pages the browser returns to. */
  publicUrl: string;
}

/** The provider's metadata and the client's way to authenticate (plain http only for a provider on this machine). */
const discover = (config: OidcConfig): Promise<client.Configuration> =>
  client.discovery(
    new URL(config.issuer),
    config.clientId,
    config.clientSecret,
    config.clientSecret ? client.ClientSecretBasic(config.clientSecret) : client.None(),
    isLocalIssuer(config.issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
  );

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** A path of this site only: '/x', never '//other.site' or 'https://…' (an open redirect). */
export const safeRedirect = (value: unknown): string =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500 ? value : '/';

const IDENTITY_COLUMNS = `i."id", i."user_id" AS "userId", i."email", i."email_verified" AS "emailVerified", i."created_at" AS "createdAt",
  i."last_used_at" AS "lastUsedAt", i."approved_at" AS "approvedAt"`;

const PENDING_LINK_COLUMNS = `"user_id" AS "userId", "issuer", "subject", "email"`;

/** 2026-05-01 09:30 UTC: one moment for readers of either language, wherever they are. */
const momentOf = (date: Date): string => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Sign-in through the external OpenID Connect provider (authorization code with PKCE, through
 * openid-client): `start` sends the browser there, `finish` takes its answer back. An identity
 * already linked signs its user in. A first one whose verified email is a user's is never linked
 * by that alone: the browser is asked for the user's password (linkWithPassword); otherwise it
 * makes a pending user that an administrator approves, within a day's limits and a cap on those waiting. Signed-in users
 * link and unlink theirs. Every link is told to its owner by email and recorded as a security event.
 */
export class OidcService {
  private readonly logger = new Logger('OpenID Connect');
  private discovered: Promise<client.Configuration> | undefined;

  constructor(private readonly deps: OidcDependencies) {}

  /** The outbox the owners' notices go through (it is made after this service: the senders need the apps page's settings). */
  useOutbox(outbox: Pick<Outbox, 'enqueue' | 'wake'>): void {
    this.deps.outbox = outbox;
  }

  /** What the /clerk pages show before anyone signs in. */
  get provider(): { enabled: boolean; name: string | null } {
    return { enabled: this.deps.config !== undefined, name: this.deps.config?.name ?? null };
  }

  /** A page of the admin, as the browser reaches it. */
  pageUrl(path: string): string {
    return `${this.deps.publicUrl}${path}`;
  }

  get redirectUri(): string {
    return `${this.deps.publicUrl}${CALLBACK_PATH}`;
  }

  /** Whether the provider answers its discovery document now (the apps page's check). */
  async reachable(): Promise<boolean> {
    const config = this.deps.config;
    if (!config) return false;
    try {
      // Asked afresh, not from the discovery kept for sign-ins: the answer is about now.
      await discover(config);
      return true;
    } catch {
      return false;
    }
  }

  private configured(locale: Locale): OidcConfig {
    if (!this.deps.config) throw new ApiError(HttpStatus.NOT_FOUND, OIDC_MESSAGES[locale].notConfigured);
    return this.deps.config;
  }

  /** The provider's metadata, discovered once (a failure is tried again on the next request). */
  private async configuration(locale: Locale): Promise<client.Configuration> {
    const config = this.configured(locale);
    this.discovered ??= discover(config).catch((error: unknown) => {
      this.discovered = undefined;
      throw error;
    });
    try {
      return await this.discovered;
    } catch (error) {
      this.logger.warn(`The provider's discovery failed: ${(error as Error).message}`);
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, OIDC_MESSAGES[locale].providerUnreachable);
    }
  }

  // ---------------------------------------------------------------- the round trip

  /**
   * A new flow: the provider's authorization URL for the browser, and the secret its flow cookie
   * carries. Linking needs the signed-in user (`user`).
   */
  async start(body: unknown, user: AuthUser | undefined, context: ClientContext): Promise<{ url: string; browserSecret: string }> {
    const m = OIDC_MESSAGES[context.locale];
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(MESSAGES[context.locale].bodyNotObject);
    const { mode, redirect } = body as Record<string, unknown>;
    if (!MODES.includes(mode as FlowMode)) throw badRequest(m.startBody, { mode: m.modeInvalid });
    const configuration = await this.configuration(context.locale);
    const browserSecret = randomBytes(32).toString('base64url');
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.deps.pool.query('DELETE FROM "oidc_flows" WHERE "expires_at" < now()');
    await this.deps.pool.query(
      `INSERT INTO "oidc_flows" ("state", "browser_key", "code_verifier", "nonce", "mode", "redirect", "user_id", "locale", "expires_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
      [state, sha256(browserSecret), codeVerifier, nonce, mode, safeRedirect(redirect), mode === 'link' ? user!.id : null, context.locale, FLOW_SECONDS],
    );
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: context.locale,
      ...(mode === 'sign-up' ? { prompt: 'login' } : {}),
    });
    return { url: url.href, browserSecret };
  }

  /** The provider's answer (the callback's query) in the browser that started the flow. */
  async finish(query: Record<string, string>, browserSecret: string | undefined, context: ClientContext): Promise<FlowOutcome> {
    const { rows } = await this.deps.pool.query<FlowRow>(
      `DELETE FROM "oidc_flows" WHERE "state" = $1 AND "expires_at" > now()
       RETURNING "browser_key" AS "browserKey", "code_verifier" AS "codeVerifier", "nonce", "mode", "redirect", "user_id" AS "userId", "locale"`,
      [typeof query.state === 'string' ? query.state : ''],
    );
    const flow = rows[0];
    if (!flow) return { redirect: this.errorPage('sign-in', 'expired') };
    const failed = (error: FlowError) => ({ redirect: this.errorPage(flow.mode, error) });
    // Another browser's answer (someone pasting their callback link into a victim's): refused.
    if (!browserSecret || sha256(browserSecret) !== flow.browserKey) return failed('browser');
    if (query.error) return failed('refused');
    const claims = await this.claimsOf(query, flow).catch((error: unknown) => {
      this.logger.warn(`A sign-in's answer was refused: ${(error as Error).message}`);
      return error instanceof ApiError ? ('unreachable' as const) : ('provider' as const);
    });
    if (typeof claims === 'string') return failed(claims);
    const locale = flow.locale === 'ar' ? 'ar' : 'en';
    try {
      return await (flow.mode === 'link' ? this.link(flow, claims, context) : this.signIn(flow, claims, { ...context, locale }));
    } catch (error) {
      // Two first sign-ins of one new account at once, the database away: the browser still lands on a page that says so.
      this.logger.error(`A sign-in through the provider failed: ${(error as Error).message}`);
      return failed('failed');
    }
  }

  private errorPage(mode: FlowMode, error: FlowError): string {
    return `${mode === 'link' ? CLERK_USER_MANAGEMENT : CLERK_SIGN_IN}?error=${error}`;
  }

  /** The code exchanged (PKCE verifier, state and nonce checked by openid-client), the user's claims read. */
  private async claimsOf(query: Record<string, string>, flow: FlowRow): Promise<ProviderClaims> {
    const configuration = await this.configuration('en');
    const answer = new URL(this.redirectUri);
    for (const [key, value] of Object.entries(query)) answer.searchParams.set(key, value);
    const tokens = await client.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: query.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims()!;
    let claims: Record<string, unknown> = { ...idToken };
    // Many providers keep the email for the userinfo endpoint.
    if (typeof claims.email !== 'string') claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...claims };
    const text = (key: string) => (typeof claims[key] === 'string' && (claims[key] as string).trim() ? (claims[key] as string).trim() : undefined);
    const email = text('email')?.toLowerCase();
    return {
      subject: idToken.sub,
      email,
      emailVerified: claims.email_verified === true,
      // Names a stranger chose: no control or bidirectional characters, cut to the users' fields.
      firstName: [text('given_name'), text('name'), email?.split('@', 1)[0]].map((name) => cleanDisplayName(name ?? '', NAME_LENGTH)).find(Boolean) ?? 'User',
      lastName: cleanDisplayName(text('family_name') ?? '', NAME_LENGTH) || undefined,
    };
  }

  /** A signed-in user links the provider's account to theirs (one user per provider account); they are told by email. */
  private async link(flow: FlowRow, claims: ProviderClaims, context: ClientContext): Promise<FlowOutcome> {
    const existing = await this.identityOf(claims.subject);
    if (existing && existing.userId !== flow.userId) return { redirect: this.errorPage('link', 'taken') };
    const state = await this.deps.auth.userStates.load(flow.userId!);
    if (state?.status !== 'active') return { redirect: this.errorPage('link', 'inactive') };
    if (!existing) {
      await inTransaction(this.deps.pool, async (client) => {
        await this.insertIdentity(client, flow.userId!, claims, true);
        await this.announceLink(client, flow.userId!, claims.email ?? null, 'session', context);
      });
      this.deps.outbox?.wake();
    }
    return { redirect: `${CLERK_USER_MANAGEMENT}?linked=1` };
  }

  private async signIn(flow: FlowRow, claims: ProviderClaims, context: ClientContext): Promise<FlowOutcome> {
    let identity = await this.identityOf(claims.subject);
    if (!identity) {
      const first = await this.firstSignIn(claims, context);
      if ('error' in first) return { redirect: this.errorPage(flow.mode, first.error) };
      if ('linkToken' in first) return { linkToken: first.linkToken, redirect: `${CLERK_SIGN_IN}?link=1&redirect=${encodeURIComponent(flow.redirect)}` };
      identity = first.identity;
    }
    await this.deps.pool.query('UPDATE "external_identities" SET "last_used_at" = now(), "email" = COALESCE($2, "email") WHERE "id" = $1', [identity.id, claims.email ?? null]);
    const state = await this.deps.auth.userStates.load(identity.userId);
    if (identity.approvedAt === null) {
      if (state?.status !== 'active') return { redirect: `${CLERK_SIGN_IN}?status=pending` };
      // Activated on the users page rather than approved here: that is the approval.
      await this.deps.pool.query('UPDATE "external_identities" SET "approved_at" = now() WHERE "id" = $1 AND "approved_at" IS NULL', [identity.id]);
    }
    if (state?.status !== 'active') {
      await this.deps.auth.securityLog.record({ event: 'authn_login_fail', ...this.deps.auth.where(context, identity.userId), detail: `sign-in through ${this.deps.config!.name} refused: the account is ${state?.status ?? 'gone'}` });
      return { redirect: this.errorPage(flow.mode, 'inactive') };
    }
    const session = await this.deps.auth.startSessionOf(identity.userId, context);
    await this.deps.auth.securityLog.record({ event: 'authn_login_success', ...this.deps.auth.where(context, identity.userId), detail: `through ${this.deps.config!.name}` });
    // The page takes the session through the refresh cookie: no token ever travels in an address.
    return { session, redirect: `${CLERK_SIGN_IN}?complete=1&redirect=${encodeURIComponent(flow.redirect)}` };
  }

  /**
   * The provider's account is new here. Its verified email is a user's: nothing is linked yet, the
   * browser gets a key to link it with that user's password (an email alone proves nothing of the
   * account here: anyone may have it verified at some provider). An unverified one a user has is
   * refused: that user links it from user management after a password sign-in. Otherwise a
   * pending user (the default role, inactive), within the limits (pendingAccount), for an administrator.
   */
  private async firstSignIn(claims: ProviderClaims, context: ClientContext): Promise<FirstSignIn> {
    if (!claims.email) return { error: 'noEmail' };
    const { rows } = await this.deps.pool.query<{ id: string; status: string }>('SELECT "id", "status" FROM "users" WHERE lower("email") = $1 ORDER BY "created_at" LIMIT 1', [claims.email]);
    const user = rows[0];
    if (user && !claims.emailVerified) return { error: 'emailTaken' };
    if (user && user.status !== 'active') return { error: 'inactive' };
    if (user) return { linkToken: await this.askPassword(user.id, claims) };
    return this.pendingAccount(claims, context);
  }

  /** A link waiting for the account's password, for LINK_SECONDS: the browser's key to it (its hash is kept). */
  private async askPassword(userId: string, claims: ProviderClaims): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.deps.pool.query('DELETE FROM "oidc_pending_links" WHERE "expires_at" < now()');
    await this.deps.pool.query(
      `INSERT INTO "oidc_pending_links" ("token_hash", "user_id", "issuer", "subject", "email", "expires_at") VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
      [sha256(token), userId, this.deps.config!.issuer, claims.subject, claims.email, LINK_SECONDS],
    );
    return token;
  }

  /**
   * A pending user for an unknown person, unless the day's limits are reached (overall, and for
   * the email's domain) or too many wait for approval already: decided one at a time (an
   * advisory lock), so a burst cannot pass them.
   */
  private async pendingAccount(claims: ProviderClaims, context: ClientContext): Promise<FirstSignIn> {
    const limits = { ...DEFAULT_PENDING_LIMITS, ...this.deps.config!.pendingLimits };
    const domain = claims.email!.split('@').pop()!;
    const outcome = await this.deps.crud.together(async (connection): Promise<{ identity: LinkedIdentity } | { refused: string; error: FlowError }> => {
      await connection.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['oidc.pending-accounts']);
      const { rows } = await connection.query<{ all: number; domain: number; waiting: number }>(
        `SELECT count(*) FILTER (WHERE i."created_at" > now() - make_interval(secs => $1))::int AS "all",
                count(*) FILTER (WHERE i."created_at" > now() - make_interval(secs => $1) AND split_part(lower(i."email"), '@', 2) = $2)::int AS "domain",
                count(*) FILTER (WHERE i."approved_at" IS NULL AND u."status" = 'inactive')::int AS "waiting"
         FROM "external_identities" i JOIN "users" u ON u."id" = i."user_id" WHERE i."made_account"`,
        [PENDING_WINDOW_SECONDS, domain],
      );
      const made = rows[0]!;
      if (made.domain >= limits.perDomainPerDay) return { refused: `${made.domain} from ${domain} in a day`, error: 'busy' };
      if (made.all >= limits.perDay) return { refused: `${made.all} in a day`, error: 'busy' };
      if (made.waiting >= limits.waiting) return { refused: `${made.waiting} waiting for approval`, error: 'full' };
      const { rows: roles } = await connection.query<{ id: string }>('SELECT "id" FROM "roles" WHERE "key" = $1', [this.deps.config!.defaultRole]);
      const username = await uniqueUsername(connection, claims.email!, new Set());
      const created = await this.deps.crud.create(
        'users',
        { email: claims.email, username, firstName: claims.firstName, ...(claims.lastName ? { lastName: claims.lastName } : {}), roleId: roles[0]?.id ?? null, status: 'inactive' },
        context.locale,
      );
      const identity = await this.insertIdentity(connection, String(created.id), claims, false);
      await this.tellApprovers(connection, String(created.id));
      return { identity };
    });
    if ('identity' in outcome) return outcome;
    await this.deps.auth.securityLog.record({ event: 'excess_rate_limit_exceeded', ...this.deps.auth.where(context), detail: `account requests through ${this.deps.config!.name}: ${outcome.refused}` });
    return { error: outcome.error };
  }

  /**
   * Everyone who may approve (edit users) hears that requests wait, in the app: once in
   * APPROVAL_NOTICE_SECONDS however many come, and never with the name a requester chose.
   */
  private async tellApprovers(connection: PoolClient, userId: string): Promise<void> {
    const snapshot = await this.deps.permissions.load(connection);
    const roles = [...snapshot.roles.values()].filter((role) => allows(role, 'users', ['edit'])).map((role) => role.key);
    const notices = this.deps.crud.table('notificationRecipients');
    const { rows } = await connection.query<{ id: string }>(
      `SELECT u."id" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE r."key" = ANY($1) AND u."status" = 'active'
         AND NOT EXISTS (SELECT 1 FROM ${notices.table} n WHERE n.${notices.column('userId')} = u."id" AND n.${notices.column('kind')} = 'approval'
                           AND n.${notices.column('link')} = $2 AND n.${notices.column('createdAt')} > now() - make_interval(secs => $3))`,
      [roles, CLERK_USER_MANAGEMENT, APPROVAL_NOTICE_SECONDS],
    );
    const { en, ar } = OIDC_MESSAGES;
    const provider = this.deps.config!.name;
    await this.deps.notifications.send(
      connection,
      rows.map((row) => ({
        userId: row.id,
        kind: 'approval' as const,
        resource: 'users',
        recordId: userId,
        title: `${en.approvalNotice(provider)} · ${ar.approvalNotice(provider)}`,
        body: `${en.approvalBody} · ${ar.approvalBody}`,
        link: CLERK_USER_MANAGEMENT,
      })),
    );
  }

  /**
   * A link is told to the account's owner by email (in both languages: whoever made it cannot
   * keep it from them) and recorded as a security event, in the link's transaction.
   */
  private async announceLink(client: PoolClient, userId: string, providerEmail: string | null, how: LinkedNotice['how'], context: ClientContext): Promise<void> {
    const provider = this.deps.config!.name;
    await this.deps.auth.securityLog.record(
      {
        event: 'authz_change',
        ...this.deps.auth.where(context, userId),
        detail: `linked an account of ${this.deps.config!.issuer}${providerEmail ? ` (${providerEmail})` : ''} ${how === 'password' ? "with the account's password" : 'from a signed-in session'}`,
      },
      client,
    );
    const { rows } = await client.query<{ email: string }>('SELECT "email" FROM "users" WHERE "id" = $1', [userId]);
    if (!rows[0] || !this.deps.outbox) throw new Error('The notice of a link has no recipient or no outbox');
    const notice: LinkedNotice = { provider, providerEmail, how, when: momentOf(new Date()), manageUrl: this.pageUrl(CLERK_USER_MANAGEMENT) };
    const { en, ar } = OIDC_MESSAGES;
    await this.deps.outbox.enqueue(client, {
      channel: 'email',
      kind: 'securityNotice',
      recipient: rows[0].email,
      subject: `${en.linkedSubject(provider)} · ${ar.linkedSubject(provider)}`,
      body: `${en.linkedBody(notice)}\n\n${ar.linkedBody(notice)}`,
      userId,
    });
  }

  // ---------------------------------------------------------------- linking with the account's password

  /** The link waiting in this browser (its cookie's key), if it is still alive. */
  private async pendingLink(token: string | undefined): Promise<PendingLink | undefined> {
    if (!token) return undefined;
    const { rows } = await this.deps.pool.query<PendingLink>(
      `SELECT ${PENDING_LINK_COLUMNS} FROM "oidc_pending_links" WHERE "token_hash" = $1 AND "expires_at" > now()`,
      [sha256(token)],
    );
    return rows[0];
  }

  /** The same link, used up in the caller's transaction: two submissions at once link once. */
  private async takePendingLink(client: PoolClient, token: string): Promise<PendingLink | undefined> {
    const { rows } = await client.query<PendingLink>(
      `DELETE FROM "oidc_pending_links" WHERE "token_hash" = $1 AND "expires_at" > now() RETURNING ${PENDING_LINK_COLUMNS}`,
      [sha256(token)],
    );
    return rows[0];
  }

  /** What the page asking for the password shows: the account's email and the provider's name. */
  async linkWaiting(token: string | undefined, locale: Locale): Promise<{ email: string; provider: string }> {
    const link = await this.pendingLink(token);
    if (!link) throw new ApiError(HttpStatus.NOT_FOUND, OIDC_MESSAGES[locale].nothingToLink);
    return { email: link.email, provider: this.deps.config?.name ?? '' };
  }

  /**
   * The account's password links the provider's account waiting in this browser, and signs the
   * user in. Guesses count as sign-in's do (the same lock); the link is used once; the owner is
   * told by email and the link recorded as a security event.
   */
  async linkWithPassword(token: string | undefined, body: unknown, context: ClientContext): Promise<Session> {
    const m = OIDC_MESSAGES[context.locale];
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(m.linkBody);
    const link = await this.pendingLink(token);
    const config = this.deps.config;
    if (!link || !config || link.issuer !== config.issuer) throw new ApiError(HttpStatus.NOT_FOUND, m.nothingToLink);
    const provider = config.name;
    if (!(await this.deps.auth.confirmPassword(link.userId, (body as Record<string, unknown>).password, context, `linking an account of ${provider}`))) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, m.passwordWrong, { password: m.passwordWrong });
    }
    const linked = await inTransaction(this.deps.pool, async (client) => {
      const taken = await this.takePendingLink(client, token!);
      if (!taken) return 'gone' as const;
      const existing = await client.query<{ userId: string }>('SELECT "user_id" AS "userId" FROM "external_identities" WHERE "issuer" = $1 AND "subject" = $2', [taken.issuer, taken.subject]);
      if (existing.rows[0] && existing.rows[0].userId !== taken.userId) return 'taken' as const;
      if (!existing.rows[0]) {
        await this.insertIdentity(client, taken.userId, { subject: taken.subject, email: taken.email, emailVerified: true }, true);
        await this.announceLink(client, taken.userId, taken.email, 'password', context);
      }
      return 'linked' as const;
    });
    if (linked === 'gone') throw new ApiError(HttpStatus.NOT_FOUND, m.nothingToLink);
    if (linked === 'taken') throw new ApiError(HttpStatus.CONFLICT, m.linkTaken);
    this.deps.outbox?.wake();
    const session = await this.deps.auth.startSessionOf(link.userId, context);
    await this.deps.auth.securityLog.record({ event: 'authn_login_success', ...this.deps.auth.where(context, link.userId), detail: `through ${provider}, linked with the account's password` });
    return session;
  }

  private async identityOf(subject: string): Promise<LinkedIdentity | undefined> {
    const { rows } = await this.deps.pool.query<LinkedIdentity>(`SELECT ${IDENTITY_COLUMNS} FROM "external_identities" i WHERE i."issuer" = $1 AND i."subject" = $2`, [
      this.deps.config!.issuer,
      subject,
    ]);
    return rows[0];
  }

  /** `approved`: linked to a user who has an account; not approved: the pending account it made. */
  private async insertIdentity(connection: Pick<Pool, 'query'>, userId: string, claims: Pick<ProviderClaims, 'subject' | 'email' | 'emailVerified'>, approved: boolean): Promise<LinkedIdentity> {
    const { rows } = await connection.query<LinkedIdentity>(
      `INSERT INTO "external_identities" AS i ("user_id", "issuer", "subject", "email", "email_verified", "approved_at", "made_account")
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END, NOT $6)
       ON CONFLICT ("issuer", "subject") DO UPDATE SET "email" = excluded."email"
       RETURNING ${IDENTITY_COLUMNS}`,
      [userId, this.deps.config!.issuer, claims.subject, claims.email ?? null, claims.emailVerified, approved],
    );
    return rows[0]!;
  }

  // ---------------------------------------------------------------- user management

  /** The user's linked identities; with the users page's edit permission, the requests waiting too. */
  async identities(user: AuthUser): Promise<{ identities: LinkedIdentity[]; pending: LinkedIdentity[] | null }> {
    const { rows } = await this.deps.pool.query<LinkedIdentity>(
      `SELECT ${IDENTITY_COLUMNS} FROM "external_identities" i WHERE i."user_id" = $1 ORDER BY i."created_at"`,
      [user.id],
    );
    if (!allows(await this.deps.permissions.role(user.role), 'users', ['edit'])) return { identities: rows, pending: null };
    const { rows: pending } = await this.deps.pool.query<LinkedIdentity>(
      `SELECT ${IDENTITY_COLUMNS}, trim(concat_ws(' ', u."first_name", u."last_name")) AS "userName"
       FROM "external_identities" i JOIN "users" u ON u."id" = i."user_id"
       WHERE i."approved_at" IS NULL AND u."status" <> 'active' ORDER BY i."created_at"`,
    );
    return { identities: rows, pending };
  }

  /** The user's own identity goes, unless it is their only way in (no password, nothing else linked). */
  async unlink(user: AuthUser, id: string, context: ClientContext): Promise<void> {
    const m = OIDC_MESSAGES[context.locale];
    await inTransaction(this.deps.pool, async (connection) => {
      // The user's row locked: two unlinks at once cannot both see "another way in".
      const { rows: owner } = await connection.query<{ hasPassword: boolean }>('SELECT "password" IS NOT NULL AS "hasPassword" FROM "users" WHERE "id" = $1 FOR UPDATE', [user.id]);
      const { rows } = await connection.query<{ id: string }>('SELECT "id" FROM "external_identities" WHERE "user_id" = $1', [user.id]);
      if (!isUuid(id) || !rows.some((row) => row.id === id)) throw new ApiError(HttpStatus.NOT_FOUND, m.identityNotFound);
      if (!owner[0]?.hasPassword && rows.length === 1) throw new ApiError(HttpStatus.CONFLICT, m.lastSignIn);
      await connection.query('DELETE FROM "external_identities" WHERE "id" = $1', [id]);
    });
    await this.deps.auth.securityLog.record({ event: 'authz_change', ...this.deps.auth.where(context, user.id), detail: `unlinked an account of ${this.deps.config?.issuer ?? 'a former provider'}` });
  }

  /** An administrator approves a pending account: the user becomes active (the users page's rules and audit apply). */
  async approve(approver: AuthUser, id: string, context: ClientContext): Promise<Row> {
    const m = OIDC_MESSAGES[context.locale];
    if (!allows(await this.deps.permissions.role(approver.role), 'users', ['edit'])) {
      throw new ApiError(HttpStatus.FORBIDDEN, ACCESS_MESSAGES[context.locale].forbidden('edit', 'users'));
    }
    return this.deps.crud.together(async (connection) => {
      const { rows } = await connection.query<{ userId: string; approvedAt: Date | null }>(
        'SELECT "user_id" AS "userId", "approved_at" AS "approvedAt" FROM "external_identities" WHERE "id" = $1 FOR UPDATE',
        [isUuid(id) ? id : '00000000-0000-0000-0000-000000000000'],
      );
      const identity = rows[0];
      if (!identity) throw new ApiError(HttpStatus.NOT_FOUND, m.identityNotFound);
      if (identity.approvedAt) throw new ApiError(HttpStatus.CONFLICT, m.notPending);
      // The users page's edit permission and rank rules, as for any edit of the user.
      const user = await this.deps.crud.update('users', identity.userId, { status: 'active' }, context.locale, { actor: { id: approver.id } });
      await connection.query('UPDATE "external_identities" SET "approved_at" = now(), "approved_by" = $2 WHERE "id" = $1', [id, approver.id]);
      return user;
    });
  }
}

const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
