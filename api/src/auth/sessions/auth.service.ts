import { inTransaction } from '../../database/transaction';
import { HttpStatus } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { CrudService, Row, WriteEvent } from '../../crud/crud.service';
import { ApiError, badRequest } from '../../crud/errors';
import { MESSAGES, type Locale } from '../../i18n/messages';
import type { AuthUser } from '../../http/request-user';
import { AUTH_MESSAGES } from '../shared/messages';
import { AccessTokens, type AccessClaims, ACCESS_TOKEN_SECONDS, hashToken, loadSigningSecret, newRefreshToken, REFRESH_TOKEN_SECONDS, SESSION_IDLE_SECONDS } from './tokens';
import { attemptsInWindow, FAILURE_MEMORY_SECONDS, FAILURE_WINDOW_SECONDS, forgiveAttempt, takeAttempt } from '../shared/throttle-window';
import { HashingBusy } from '../../security/password-hashing';
import { UserStates, type UserState } from '../shared/user-states';
import { revokeAllCodes } from '../recovery/one-time-codes';
import { permissionsObject, type PermissionStore } from '../../access/permission-store';
import type { ClientContext } from '../shared/client-context';
import type { SecurityLog } from '../../security/security-log';
import { ApiKeys, type KeyAuthentication } from '../api-keys/api-keys';
import { bearerKeyOf } from '../api-keys/key-secrets';

/** Sign-in throttling: this many failures in the window lock the account (each further lock within a day lasts twice as long). */
export const MAX_FAILURES = 5;
/** A client address's failures in the window before it waits too: far more, a club's office shares one address. */
export const MAX_CLIENT_FAILURES = 100;
export { FAILURE_WINDOW_SECONDS };
/** Expired rows (failures, refresh tokens) are deleted at most this often, by whichever instance signs someone in. */
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;
const MAX_IDENTIFIER_LENGTH = 320;
const MAX_PASSWORD_LENGTH = 1024;

export interface AuthOptions {
  pool: Pool;
  crud: CrudService;
  /** Roles and pages, for the permissions a session carries. */
  permissions: PermissionStore;
  /** The HS256 secret; when absent, one generated at first start and kept in the database. */
  jwtSecret?: string;
  /** Name the guard's statement (PostgreSQL server only; see CrudService). */
  prepareStatements?: boolean;
  securityLog: SecurityLog;
}

export type { ClientContext };

export interface Session {
  accessToken: string;
  user: Row;
  /** Goes to the httpOnly cookie, never into a response body. */
  refreshToken: string;
  /** The cookie's life: until the session's absolute end. */
  refreshSeconds: number;
}

export type Authentication = { user: AuthUser } | { error: 'missing' | 'invalid' };

const BEARER = /^Bearer +([^\s]+) *$/i;

/** The access token of an Authorization header, or why there is none. */
const bearerTokenOf = (authorization: string | undefined): string | { error: 'missing' | 'invalid' } => {
  if (!authorization) return { error: 'missing' };
  const match = BEARER.exec(authorization);
  return match ? match[1]! : { error: 'invalid' };
};

/** A verified token's user, when they are active and the token is of their current version. */
const authenticationOf = (claims: AccessClaims, state: UserState | undefined): Authentication => {
  if (!state || state.status !== 'active' || state.tokenVersion !== claims.tv) return { error: 'invalid' };
  return { user: { id: claims.sub, role: state.role, status: state.status, tokenVersion: state.tokenVersion, mustChangeCredentials: state.mustChangeCredentials } };
};

const unauthorized = (message: string) => new ApiError(HttpStatus.UNAUTHORIZED, message);

/** The throttling refusal: 429 with the seconds to wait in Retry-After. */
export class TooManyAttempts extends ApiError {
  constructor(
    readonly retryAfter: number,
    locale: Locale,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, AUTH_MESSAGES[locale].tooManyAttempts(retryAfter), {}, { 'retry-after': String(retryAfter) });
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * Sign-in, refresh-token rotation, sign-out and access-token checks. Stateless between requests:
 * everything that must be shared by several instances lives in the database.
 */
export class AuthService {
  private lastCleanup = 0;
  /** API keys (`Bearer club_live_…`): the guard's other way in, for integrators. */
  readonly apiKeys: ApiKeys;

  private constructor(
    private readonly pool: Pool,
    private readonly crud: CrudService,
    readonly tokens: AccessTokens,
    readonly userStates: UserStates,
    readonly permissions: PermissionStore,
    /** Verified when the user is unknown or has no password, so that every failure costs the same. */
    private readonly dummyHash: string,
    readonly securityLog: SecurityLog,
    prepareStatements: boolean,
  ) {
    this.apiKeys = new ApiKeys(pool, prepareStatements);
  }

  static async create({ pool, crud, permissions, jwtSecret, prepareStatements = true, securityLog }: AuthOptions): Promise<AuthService> {
    const secret = await loadSigningSecret(pool, jwtSecret);
    const dummyHash = await crud.passwords.hash(randomBytes(24).toString('base64url'));
    return new AuthService(pool, crud, await AccessTokens.create(secret), new UserStates(pool, prepareStatements), permissions, dummyHash, securityLog, prepareStatements);
  }

  /** Whether anybody has an account yet (a first start has none: demo data and the first administrator follow). */
  async hasUsers(): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT EXISTS (SELECT 1 FROM "users") AS "any"');
    return rows[0].any === true;
  }

  // ---------------------------------------------------------------- sign-in

  async signIn(body: unknown, context: ClientContext): Promise<Session> {
    const { identifier, byUsername, password } = this.parseSignIn(body, context.locale);
    await this.cleanUpNowAndThen();
    const user = await this.findUser(identifier, byUsername);
    // One key per account, whether it is named by its email or its username (its email, lower
    // case); a name that is no account counts under that name, and answers alike.
    const accountKey = user ? String(user.email).toLowerCase() : identifier.toLowerCase();
    if (!(await this.passwordHolds(user, accountKey, password, context, 'sign-in'))) throw unauthorized(AUTH_MESSAGES[context.locale].invalidCredentials);
    const session = await this.startSession(user!.id as string, randomUUID(), context);
    await this.securityLog.record({ event: 'authn_login_success', ...this.where(context, user!.id) });
    return session;
  }

  /**
   * Whether `password` is the password of an active account, judged exactly as a sign-in judges
   * it and on the same budget: for a step that the account's password must confirm (linking a
   * provider's account found by its email). 400 without a password; 429 while the account waits.
   */
  async confirmPassword(userId: string, password: unknown, context: ClientContext, purpose: string): Promise<boolean> {
    const m = AUTH_MESSAGES[context.locale];
    if (typeof password !== 'string' || password === '') throw badRequest(m.passwordRequired, { password: m.passwordRequired });
    if (password.length > MAX_PASSWORD_LENGTH) throw badRequest(MESSAGES[context.locale].maxLength(MAX_PASSWORD_LENGTH), { password: MESSAGES[context.locale].maxLength(MAX_PASSWORD_LENGTH) });
    await this.cleanUpNowAndThen();
    const { rows } = await this.pool.query('SELECT "id", "email", "username", "password", "status" FROM "users" WHERE "id" = $1', [userId]);
    const user = rows[0] as Row | undefined;
    return this.passwordHolds(user, String(user?.email ?? userId).toLowerCase(), password, context, purpose);
  }

  /**
   * The password check of sign-in: counted before argon2 runs (a burst is decided as it arrives),
   * always one verification whether or not the user exists or has a password, failures logged
   * and the fifth in the window locks the account (429 from then on); a success clears them.
   */
  private async passwordHolds(user: Row | undefined, accountKey: string, password: string, context: ClientContext, purpose: string): Promise<boolean> {
    const attempt = await takeAttempt(this.pool, accountKey, context.ip, { account: MAX_FAILURES, client: MAX_CLIENT_FAILURES, backOff: true });
    if ('wait' in attempt) {
      if (attempt.by === 'client') await this.securityLog.record({ event: 'excess_rate_limit_exceeded', ...this.where(context), detail: `${purpose}: ${MAX_CLIENT_FAILURES} failures from this address` });
      throw new TooManyAttempts(attempt.wait, context.locale);
    }
    let valid: boolean;
    try {
      valid = await this.crud.passwords.verify(typeof user?.password === 'string' ? user.password : this.dummyHash, password);
    } catch (error) {
      // Refused for load, not for the password: the attempt does not count.
      if (error instanceof HashingBusy) await forgiveAttempt(this.pool, attempt);
      throw error;
    }
    if (!user || typeof user.password !== 'string' || !valid || user.status !== 'active') {
      await this.securityLog.record({ event: 'authn_login_fail', ...this.where(context, user?.id), detail: user ? `${purpose} refused for ${accountKey}` : `${purpose} with a name that is no account` });
      if ((await attemptsInWindow(this.pool, accountKey)) === MAX_FAILURES) {
        await this.securityLog.record({ event: 'authn_login_lock', ...this.where(context, user?.id), detail: `${MAX_FAILURES} failed sign-ins: ${user ? accountKey : 'a name that is no account'} locked` });
      }
      return false;
    }
    // A success clears the account's failures (its own burst's counted attempts among them).
    await this.clearFailures(accountKey);
    return true;
  }

  /** The account's failed sign-ins are forgotten (a success, a password reset). */
  async clearFailures(accountKey: string): Promise<void> {
    await this.pool.query('DELETE FROM "sign_in_failures" WHERE "account_key" = $1', [accountKey.toLowerCase()]);
  }

  /** The security log's context of a request: its id, its address, the account. */
  where(context: ClientContext, userId?: unknown): { requestId?: string; ip: string; userId: string | null } {
    return { requestId: context.requestId, ip: context.ip, userId: typeof userId === 'string' ? userId : null };
  }

  private parseSignIn(body: unknown, locale: Locale): { identifier: string; byUsername: boolean; password: string } {
    const m = AUTH_MESSAGES[locale];
    const common = MESSAGES[locale];
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(common.bodyNotObject);
    const { email, username, password } = body as Record<string, unknown>;
    const errors: Record<string, string> = {};
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const identifier = text(email) || text(username);
    if (!identifier) errors[email !== undefined || username === undefined ? 'email' : 'username'] = m.identifierRequired;
    else if (identifier.length > MAX_IDENTIFIER_LENGTH) errors[text(email) ? 'email' : 'username'] = common.maxLength(MAX_IDENTIFIER_LENGTH);
    if (typeof password !== 'string' || password === '') errors.password = m.passwordRequired;
    else if (password.length > MAX_PASSWORD_LENGTH) errors.password = common.maxLength(MAX_PASSWORD_LENGTH);
    if (Object.keys(errors).length > 0) throw badRequest(m.signInBody, errors);
    // An "email" without @ is a username: the sign-in form has one field for both.
    return { identifier, byUsername: !text(email) || !identifier.includes('@'), password: password as string };
  }

  private async findUser(identifier: string, byUsername: boolean): Promise<Row | undefined> {
    const { rows } = byUsername
      ? await this.pool.query('SELECT "id", "email", "username", "password", "status" FROM "users" WHERE "username" = $1', [identifier.toLowerCase()])
      : // ILIKE without wildcards: case-insensitive equality that the email's trigram index serves.
        await this.pool.query(
          `SELECT "id", "email", "username", "password", "status" FROM "users" WHERE "email" ILIKE $1 ORDER BY ("email" = $2) DESC, "created_at" LIMIT 1`,
          [escapeLike(identifier), identifier],
        );
    return rows[0];
  }

  private async cleanUpNowAndThen(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_INTERVAL_MS) return;
    this.lastCleanup = Date.now();
    await this.pool.query('DELETE FROM "sign_in_failures" WHERE "failed_at" < now() - make_interval(secs => $1)', [FAILURE_MEMORY_SECONDS]);
    await this.pool.query('DELETE FROM "refresh_tokens" WHERE "expires_at" < now()');
  }

  // ---------------------------------------------------------------- sessions

  /** A new session of a user who proved themselves elsewhere (the identity provider); refused unless active. */
  startSessionOf(userId: string, context: ClientContext): Promise<Session> {
    return this.startSession(userId, randomUUID(), context);
  }

  /** A new refresh token in the family, and an access token for the user's current token version. */
  private async startSession(userId: string, familyId: string, context: ClientContext, client: Pick<Pool, 'query'> = this.pool): Promise<Session> {
    const refreshToken = newRefreshToken();
    await client.query(
      `INSERT INTO "refresh_tokens" ("user_id", "family_id", "token_hash", "expires_at", "session_ends_at", "user_agent", "ip")
       VALUES ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5), $6, $7)`,
      [userId, familyId, hashToken(refreshToken), SESSION_IDLE_SECONDS, REFRESH_TOKEN_SECONDS, context.userAgent?.slice(0, 500) ?? null, context.ip],
    );
    return { refreshToken, refreshSeconds: REFRESH_TOKEN_SECONDS, ...(await this.accessFor(userId, context.locale)) };
  }

  private async accessFor(userId: string, locale: Locale): Promise<{ accessToken: string; user: Row }> {
    const state = await this.userStates.load(userId);
    if (!state || state.status !== 'active') throw unauthorized(AUTH_MESSAGES[locale].sessionExpired);
    const user = await this.sessionUser(await this.crud.getOne('users', userId, locale));
    return { accessToken: await this.tokens.sign(userId, state.tokenVersion), user };
  }

  /**
   * The user as a session shows them: the record plus their role (key, names, rank) and its
   * effective permissions ({ page: [actions] }), which the admin uses to hide what is not allowed.
   */
  private async sessionUser(user: Row): Promise<Row> {
    const { rows } = await this.pool.query('SELECT "key", "name", "name_ar" AS "nameAr", "rank" FROM "roles" WHERE "id" = $1', [user.roleId]);
    const role = rows[0] as { key: string } | undefined;
    const state = await this.userStates.load(String(user.id));
    return {
      ...user,
      role: role ?? null,
      permissions: permissionsObject(role && (await this.permissions.role(role.key))),
      // The admin opens the password form and nothing else while this holds.
      mustChangeCredentials: state?.mustChangeCredentials === true,
    };
  }

  /**
   * Rotation: the presented token is marked used and a new one of the same family issued. A token
   * presented again after its use (a stolen copy, or the thief's after the owner's) revokes the
   * whole family, so neither copy works any more.
   */
  async refresh(token: string | undefined, context: ClientContext): Promise<Session> {
    const expired = () => unauthorized(AUTH_MESSAGES[context.locale].sessionExpired);
    if (!token) throw expired();
    const rotated = await this.transaction(async (client) => {
      const { rows } = await client.query(
        `SELECT "id", "user_id" AS "userId", "family_id" AS "familyId", "used_at" IS NOT NULL AS "used", "revoked_at" IS NOT NULL AS "revoked",
                "expires_at" <= now() AS "expired",
                COALESCE("session_ends_at", "created_at" + make_interval(secs => $2)) AS "sessionEndsAt",
                ceil(extract(epoch FROM COALESCE("session_ends_at", "created_at" + make_interval(secs => $2)) - now()))::int AS "sessionSeconds"
         FROM "refresh_tokens" WHERE "token_hash" = $1 FOR UPDATE`,
        [hashToken(token), REFRESH_TOKEN_SECONDS],
      );
      const row = rows[0] as
        | { id: string; userId: string; familyId: string; used: boolean; revoked: boolean; expired: boolean; sessionEndsAt: Date; sessionSeconds: number }
        | undefined;
      if (!row) return undefined;
      if (row.used) {
        // A copy is in other hands: the family ends, and so does every access token of the user
        // (the thief's may have been refreshed from it already).
        await this.revokeFamily(client, row.familyId);
        await this.bumpTokenVersion(client, row.userId);
        return { reused: row.userId };
      }
      if (row.revoked) return undefined;
      // Idle too long, or the session's absolute lifetime is over: sign in again.
      if (row.expired || row.sessionSeconds <= 0) return undefined;
      await client.query('UPDATE "refresh_tokens" SET "used_at" = now() WHERE "id" = $1', [row.id]);
      const refreshToken = newRefreshToken();
      await client.query(
        `INSERT INTO "refresh_tokens" ("user_id", "family_id", "token_hash", "expires_at", "session_ends_at", "user_agent", "ip")
         VALUES ($1, $2, $3, least(now() + make_interval(secs => $4), $5), $5, $6, $7)`,
        [row.userId, row.familyId, hashToken(refreshToken), SESSION_IDLE_SECONDS, row.sessionEndsAt, context.userAgent?.slice(0, 500) ?? null, context.ip],
      );
      return { userId: row.userId, familyId: row.familyId, refreshToken, refreshSeconds: row.sessionSeconds };
    });
    if (!rotated) throw expired();
    if ('reused' in rotated) {
      await this.securityLog.record({ event: 'authn_token_reuse', ...this.where(context, rotated.reused), detail: 'a spent refresh token came again: its family and the access tokens ended' });
      throw expired();
    }
    try {
      return { refreshToken: rotated.refreshToken, refreshSeconds: rotated.refreshSeconds, ...(await this.accessFor(rotated.userId, context.locale)) };
    } catch (error) {
      // The user is gone or no longer active: the family ends here.
      await this.revokeFamily(this.pool, rotated.familyId);
      throw error;
    }
  }

  /**
   * Ends the session of this browser: its refresh family is revoked and the user's token version
   * bumped, so every access token issued so far stops working. Idempotent.
   */
  async signOut(refreshToken: string | undefined, authorization: string | undefined): Promise<void> {
    const users = new Set<string>();
    if (refreshToken) {
      const { rows } = await this.pool.query('SELECT "user_id" AS "userId", "family_id" AS "familyId" FROM "refresh_tokens" WHERE "token_hash" = $1', [
        hashToken(refreshToken),
      ]);
      if (rows[0]) {
        await this.revokeFamily(this.pool, rows[0].familyId);
        users.add(rows[0].userId);
      }
    }
    const bearer = await this.authenticate(authorization);
    if ('user' in bearer) users.add(bearer.user.id);
    for (const userId of users) await this.bumpTokenVersion(this.pool, userId);
  }

  /** Every session of the user ends: refresh tokens revoked, access tokens refused. */
  async endSessions(userId: string): Promise<void> {
    await this.bumpTokenVersion(this.pool, userId);
    await this.pool.query('UPDATE "refresh_tokens" SET "revoked_at" = now() WHERE "user_id" = $1 AND "revoked_at" IS NULL', [userId]);
  }

  private async revokeFamily(client: Pick<Pool, 'query'>, familyId: string): Promise<void> {
    await client.query('UPDATE "refresh_tokens" SET "revoked_at" = now() WHERE "family_id" = $1 AND "revoked_at" IS NULL', [familyId]);
  }

  /** The user's password was generated (first start): until they change it, nothing else answers. */
  async requirePasswordChange(userId: string): Promise<void> {
    await this.pool.query(
      `INSERT INTO "auth_user_state" ("user_id", "token_version", "password_change_required") VALUES ($1, 0, true)
       ON CONFLICT ("user_id") DO UPDATE SET "password_change_required" = true`,
      [userId],
    );
    this.userStates.forget(userId);
  }

  /** Every access token of the user dies (their `tv` no longer matches). */
  private async bumpTokenVersion(client: Pick<Pool, 'query'>, userId: string): Promise<void> {
    await client.query(
      `INSERT INTO "auth_user_state" ("user_id", "token_version") VALUES ($1, 1)
       ON CONFLICT ("user_id") DO UPDATE SET "token_version" = "auth_user_state"."token_version" + 1`,
      [userId],
    );
    this.userStates.forget(userId);
  }

  /**
   * After a write of a user (api/src/overrides/users.ts): a password, status or role change ends
   * every session of the user, in the same transaction.
   */
  async afterUserWrite(event: WriteEvent, client: PoolClient): Promise<void> {
    if (event.action === 'delete') {
      this.userStates.forget(event.id);
      return;
    }
    // Links and codes were sent to who the user was: a new password, email or status voids them.
    if (event.action === 'update' && event.changed.some((field) => field === 'password' || field === 'email' || field === 'status')) await revokeAllCodes(client, event.id);
    if (event.action !== 'update' || !event.changed.some((field) => field === 'password' || field === 'status' || field === 'roleId')) return;
    await this.bumpTokenVersion(client, event.id);
    // A password of the user's own choosing (or an administrator's) ends a generated one's hold.
    if (event.changed.includes('password')) await client.query('UPDATE "auth_user_state" SET "password_change_required" = false WHERE "user_id" = $1', [event.id]);
    await client.query('UPDATE "refresh_tokens" SET "revoked_at" = now() WHERE "user_id" = $1 AND "revoked_at" IS NULL AND "used_at" IS NULL', [event.id]);
  }

  // ---------------------------------------------------------------- access tokens

  /** The Authorization header's user: a valid access token of an active user whose token version matches. */
  async authenticate(authorization: string | undefined): Promise<Authentication> {
    const token = bearerTokenOf(authorization);
    if (typeof token !== 'string') return token;
    const claims = await this.tokens.verify(token);
    if (!claims) return { error: 'invalid' };
    return authenticationOf(claims, await this.userStates.get(claims.sub));
  }

  /**
   * The same answer without waiting, when everything it needs is in memory (a token verified
   * before, its user's state read within USER_STATE_TTL_MS); undefined when something must be read.
   */
  authenticateNow(authorization: string | undefined): Authentication | undefined {
    const token = bearerTokenOf(authorization);
    if (typeof token !== 'string') return token;
    const claims = this.tokens.verifiedNow(token);
    const known = claims && this.userStates.fresh(claims.sub);
    return known && authenticationOf(claims, known.state);
  }

  /**
   * Whoever calls an /api route: a person's access token or an API key (`Bearer club_live_…`,
   * judged with the address it comes from). A key's refusal keeps its reason (the guard logs it).
   */
  async authenticateCaller(authorization: string | undefined, ip: string): Promise<Authentication | Exclude<KeyAuthentication, { user: AuthUser }>> {
    const key = bearerKeyOf(authorization);
    return key === undefined ? this.authenticate(authorization) : this.apiKeys.authenticate(key, ip);
  }

  /** The same without waiting when everything it needs is in memory; undefined otherwise, a key's refusal included (its slow way logs it). */
  authenticateCallerNow(authorization: string | undefined, ip: string): Authentication | undefined {
    const key = bearerKeyOf(authorization);
    if (key === undefined) return this.authenticateNow(authorization);
    const known = this.apiKeys.authenticateNow(key, ip);
    return known && 'user' in known ? known : undefined;
  }

  /** The users record of an authenticated user, as the API returns it (a user deleted meanwhile: 401). */
  async currentUser(userId: string, locale: Locale): Promise<Row> {
    let user: Row;
    try {
      user = await this.crud.getOne('users', userId, locale);
    } catch {
      throw unauthorized(AUTH_MESSAGES[locale].invalidToken);
    }
    return this.sessionUser(user);
  }

  /** An access token for a user (tests, tools): the user's current token version, `ttlSeconds` of life. */
  async issueAccessToken(userId: string, ttlSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
    const state = await this.userStates.load(userId);
    if (!state) throw new Error(`No user has the id '${userId}'`);
    return this.tokens.sign(userId, state.tokenVersion, ttlSeconds);
  }

  private transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }
}
