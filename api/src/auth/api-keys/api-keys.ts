import type { Pool } from 'pg';
import type { AuthUser } from '../../http/request-user';
import { hashOfKey, lookupOf, sameHash } from './key-secrets';
import { sourceCheckOf, type SourceCheck } from './key-sources';
import { KeyUsage } from './key-usage';

/** What the guard needs of one secret and its key, read together. */
interface KeyState {
  keyId: string;
  userId: string;
  role: string;
  status: string;
  secretHash: string;
  /** Milliseconds; undefined: none. */
  expiresAt?: number;
  secretValidUntil?: number;
  perMinute: number;
  allowedFrom: SourceCheck;
}

/** Why a key is refused: told to the security log, never to the client (who gets one generic 401). */
export type KeyRefusal = 'unknown' | 'revoked' | 'expired' | 'rotatedOut' | 'source';

export type KeyAuthentication = { user: AuthUser } | { refused: KeyRefusal; keyId?: string; userId?: string };

/** As long as a user's state (USER_STATE_TTL_MS): another instance's revocation reaches this one within it. */
const KEY_STATE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

const STATEMENT = `SELECT k."id" AS "keyId", k."user_id" AS "userId", r."key" AS "role", k."status", s."secret_hash" AS "secretHash",
  k."expires_at" AS "expiresAt", s."valid_until" AS "secretValidUntil", k."per_minute" AS "perMinute", k."allowed_sources" AS "allowedSources"
  FROM "api_key_secrets" s JOIN "api_keys" k ON k."id" = s."key_id" JOIN "roles" r ON r."id" = k."role_id" WHERE s."lookup" = $1`;

/**
 * Authenticates `Authorization: Bearer club_live_…` (an API key) as its service user with the
 * key's role. The secret is found by its public lookup part and its SHA-256 compared in constant
 * time; a key's state is kept in memory for 2 s (a write of a key through this instance forgets it
 * at once). `now` is the clock expiries are judged by (tests move it).
 */
export class ApiKeys {
  private readonly entries = new Map<string, { state: KeyState | undefined; until: number }>();
  private epoch = 0;
  readonly usage: KeyUsage;
  now: () => number = () => Date.now();

  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly prepareStatements: boolean,
  ) {
    this.usage = new KeyUsage(pool);
  }

  /** The answer from memory, or undefined when the key's state must be read. */
  authenticateNow(key: string, ip: string): KeyAuthentication | undefined {
    const lookup = lookupOf(key);
    if (!lookup) return { refused: 'unknown' };
    const cached = this.entries.get(lookup);
    if (!cached || cached.until <= Date.now()) return undefined;
    return this.judge(cached.state, key, ip);
  }

  async authenticate(key: string, ip: string): Promise<KeyAuthentication> {
    const lookup = lookupOf(key);
    if (!lookup) return { refused: 'unknown' };
    return this.judge(await this.stateOf(lookup), key, ip);
  }

  /** Every key's state is read again (a key was written: revoked, rotated, its role changed). */
  forget(): void {
    this.epoch++;
    this.entries.clear();
  }

  private judge(state: KeyState | undefined, key: string, ip: string): KeyAuthentication {
    if (!state || !sameHash(state.secretHash, hashOfKey(key))) return { refused: 'unknown' };
    const about = { keyId: state.keyId, userId: state.userId };
    const now = this.now();
    if (state.status !== 'active') return { refused: 'revoked', ...about };
    if (state.expiresAt !== undefined && state.expiresAt <= now) return { refused: 'expired', ...about };
    if (state.secretValidUntil !== undefined && state.secretValidUntil <= now) return { refused: 'rotatedOut', ...about };
    if (!state.allowedFrom(ip)) return { refused: 'source', ...about };
    return { user: { id: state.userId, role: state.role, status: 'active', tokenVersion: 0, apiKey: { id: state.keyId, perMinute: state.perMinute } } };
  }

  private async stateOf(lookup: string): Promise<KeyState | undefined> {
    const epoch = this.epoch;
    const query = this.prepareStatements ? { name: 'club_api_key_state_v1', text: STATEMENT, values: [lookup] } : { text: STATEMENT, values: [lookup] };
    const row = (await this.pool.query(query)).rows[0] as
      | { keyId: string; userId: string | null; role: string; status: string; secretHash: string; expiresAt: Date | null; secretValidUntil: Date | null; perMinute: number; allowedSources: string | null }
      | undefined;
    // A key whose service user is gone acts as nobody: refused as unknown.
    const state: KeyState | undefined =
      row && row.userId
        ? {
            keyId: row.keyId,
            userId: row.userId,
            role: row.role,
            status: row.status,
            secretHash: row.secretHash,
            expiresAt: row.expiresAt?.getTime(),
            secretValidUntil: row.secretValidUntil?.getTime(),
            perMinute: row.perMinute,
            allowedFrom: sourceCheckOf(row.allowedSources),
          }
        : undefined;
    if (epoch === this.epoch) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(lookup, { state, until: Date.now() + KEY_STATE_TTL_MS });
    }
    return state;
  }
}
