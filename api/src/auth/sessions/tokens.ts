import { createHash, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Pool } from 'pg';
import { UUID } from '../../crud/values';

/** Access tokens live 15 minutes; the refresh token (cookie) renews them. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
/**
 * A session (a sign-in and its refreshes) ends 30 days after the sign-in, however often it is
 * refreshed (its absolute lifetime), or after 7 days without a refresh (its idle limit): a
 * refresh token lives 7 days, never past its session's end.
 */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;

const SECRET_KEY = 'jwt';
/** Who signs access tokens and who takes them: a token made for anything else is refused. */
export const TOKEN_ISSUER = 'club-back-office';
export const TOKEN_AUDIENCE = 'club-back-office/api';
/** A JWT_SECRET shorter than this is refused: HS256 wants at least 256 bits of key. */
export const MIN_SECRET_LENGTH = 32;

export class AuthConfigError extends Error {}

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated at the first start and kept
 * in auth_secrets, so that every instance on the same database signs and verifies alike.
 */
export const loadSigningSecret = async (pool: Pick<Pool, 'query'>, configured?: string): Promise<Uint8Array> => {
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) throw new AuthConfigError(`JWT_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
    return new TextEncoder().encode(configured);
  }
  // Two instances starting together: one insert wins, both read the winner.
  await pool.query('INSERT INTO "auth_secrets" ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING', [
    SECRET_KEY,
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await pool.query('SELECT "value" FROM "auth_secrets" WHERE "key" = $1', [SECRET_KEY]);
  return new TextEncoder().encode(rows[0].value as string);
};

export interface AccessClaims {
  sub: string;
  tv: number;
  typ: 'access';
  iat: number;
  exp: number;
  jti: string;
}

/** A random opaque refresh token (256 bits) and the only form that is stored: its SHA-256. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** base64url of 32 bytes: anything else is not one of ours (checked before touching the database). */
export const REFRESH_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A JWT is three base64url parts; checked before any crypto so garbage is refused cheaply. */
const JWT_FORMAT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const MAX_TOKEN_LENGTH = 2048;
/** Verified tokens kept in memory (a few MB at most); the whole map is dropped when full. */
const MAX_VERIFIED = 10_000;

/**
 * Signs and verifies access tokens: HS256 only, in memory, no database.
 *
 * jose verifies through WebCrypto, ~130 µs a token on this kind of machine: as much as a whole
 * list request. A token is sent again and again during its 15 minutes, so the claims of a token
 * that passed verification are remembered (keyed by the exact token text) until it expires; what
 * can change meanwhile (token version, status, role) is checked on every request by the guard.
 */
export class AccessTokens {
  private readonly verified = new Map<string, AccessClaims>();

  private constructor(private readonly key: webcrypto.CryptoKey) {}

  static async create(secret: Uint8Array): Promise<AccessTokens> {
    // Imported once: jose would otherwise import the raw secret again on every verification.
    const key = await webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    return new AccessTokens(key);
  }

  async sign(userId: string, tokenVersion: number, ttlSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ tv: tokenVersion, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** The claims of a valid access token, or undefined for anything else (never throws). */
  async verify(token: string): Promise<AccessClaims | undefined> {
    const known = this.verified.get(token);
    if (known) return this.verifiedNow(token);
    const claims = await this.verifyWithKey(token);
    if (claims) {
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims;
  }

  /** The claims of a token verified before and not expired; undefined when it is not known (or expired). */
  verifiedNow(token: string): AccessClaims | undefined {
    const known = this.verified.get(token);
    if (!known) return undefined;
    if (known.exp * 1000 > Date.now()) return known;
    this.verified.delete(token);
    return undefined;
  }

  private async verifyWithKey(token: string): Promise<AccessClaims | undefined> {
    if (token.length > MAX_TOKEN_LENGTH || !JWT_FORMAT.test(token)) return undefined;
    try {
      // algorithms pins HS256: 'none' and every other algorithm are refused; exp is required.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return undefined;
      if (!Number.isSafeInteger(payload.tv) || (payload.tv as number) < 0) return undefined;
      return payload as unknown as AccessClaims;
    } catch {
      return undefined;
    }
  }
}
