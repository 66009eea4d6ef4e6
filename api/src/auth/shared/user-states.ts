import type { Pool } from 'pg';

/** What the guard needs to know about a user on every request. */
export interface UserState {
  status: string;
  /** The role's key. */
  role: string;
  tokenVersion: number;
  /** A generated first password: nothing but the account's own endpoints until it is changed. */
  mustChangeCredentials: boolean;
}

/**
 * How long a user's (status, role, token_version) may be served from memory.
 *
 * Trade-off: without the cache every authenticated request costs one indexed query; with it a
 * busy user costs one query per 2 seconds. The price: when ANOTHER instance deactivates a user,
 * changes a role or signs them out, this instance may accept that user's old access token for at
 * most 2 more seconds. Changes made through this instance forget the entry at once.
 */
export const USER_STATE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

const STATEMENT = `SELECT u."status", r."key" AS "role", COALESCE(s."token_version", 0) AS "tokenVersion",
  COALESCE(s."password_change_required", false) AS "mustChangeCredentials"
  FROM "users" u JOIN "roles" r ON r."id" = u."role_id" LEFT JOIN "auth_user_state" s ON s."user_id" = u."id" WHERE u."id" = $1`;

export class UserStates {
  private readonly entries = new Map<string, { state: UserState | undefined; until: number }>();
  /** Bumped by every `forget`: a lookup that overlapped one does not cache what it read. */
  private epoch = 0;

  constructor(
    private readonly pool: Pick<Pool, 'query'>,
    private readonly prepareStatements: boolean,
  ) {}

  /** The current state, never from the cache (sign-in, refresh). */
  async load(userId: string): Promise<UserState | undefined> {
    const query = this.prepareStatements ? { name: 'club_auth_user_state_v3', text: STATEMENT, values: [userId] } : { text: STATEMENT, values: [userId] };
    const { rows } = await this.pool.query(query);
    return rows[0] as UserState | undefined;
  }

  /** The state, from memory when read less than USER_STATE_TTL_MS ago (the guard). */
  async get(userId: string): Promise<UserState | undefined> {
    const now = Date.now();
    const cached = this.fresh(userId, now);
    if (cached) return cached.state;
    const epoch = this.epoch;
    const state = await this.load(userId);
    if (epoch === this.epoch) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(userId, { state, until: now + USER_STATE_TTL_MS });
    }
    return state;
  }

  /** The entry read less than USER_STATE_TTL_MS ago, if there is one (its state: undefined for an unknown user). */
  fresh(userId: string, now = Date.now()): { state: UserState | undefined } | undefined {
    const cached = this.entries.get(userId);
    return cached && cached.until > now ? cached : undefined;
  }

  forget(userId: string): void {
    this.epoch++;
    this.entries.delete(userId);
  }
}
