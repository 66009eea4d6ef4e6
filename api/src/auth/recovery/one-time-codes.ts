import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Pool } from 'pg';

type Queryable = Pick<Pool, 'query'>;

/** What a single-use secret is for: a link (passwordReset, invitation, a public page's personalLink) or a 6-digit code (otp). */
export type CodePurpose = 'passwordReset' | 'otp' | 'invitation' | 'personalLink';

/**
 * Whose secrets a OneTimeCodes issues and checks, by the column naming them: users' (password
 * resets, invitations, sign-in codes), or the people of public pages, named by a text key
 * (public/public-codes.ts). A constant of the code, never input.
 */
export type CodeHolder = '"user_id"' | '"holder"';

/** Links carry 256 bits: base64url of 32 random bytes. Anything else is refused before any query. */
export const LINK_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
export const OTP_FORMAT = /^[0-9]{6}$/;
/** Wrong guesses a code survives; the next one finds it dead. */
export const OTP_MAX_ATTEMPTS = 5;
/** Expired codes are kept this long (history), then deleted, at most once per CLEANUP_INTERVAL_MS. */
const KEEP_EXPIRED_SECONDS = 24 * 60 * 60;
const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

const sha256 = (secret: string): Buffer => createHash('sha256').update(secret).digest();

export type OtpCheck = 'valid' | 'wrong' | 'dead';

/**
 * Kills every live link and code of the user: a change of password, email or status leaves no
 * reset link, code or invitation sent before it usable (they were sent to who the user was).
 */
export const revokeAllCodes = (client: Queryable, userId: string): Promise<unknown> =>
  client.query(`UPDATE "one_time_codes" SET "expires_at" = now() WHERE "user_id" = $1 AND "used_at" IS NULL AND "expires_at" > now()`, [userId]);

/**
 * Kills every live link and code of every user: the senders that carried them changed (the apps
 * page), so whoever controlled the old sender, or controls the new one, may hold one. Answers how many.
 */
export const revokeEveryonesCodes = async (client: Queryable): Promise<number> =>
  (await client.query(`UPDATE "one_time_codes" SET "expires_at" = now() WHERE "used_at" IS NULL AND "expires_at" > now()`)).rowCount ?? 0;

/**
 * Issues and checks single-use secrets. Only their SHA-256 is stored. Issuing a secret kills the
 * holder's older unused ones of the same purpose, so only the newest link or code works. The
 * holder is a user, or a public page's person (see CodeHolder).
 */
export class OneTimeCodes {
  private lastCleanup = 0;

  constructor(
    private readonly pool: Pool,
    private readonly holderColumn: CodeHolder = '"user_id"',
  ) {}

  /** A new link token for the holder, valid `ttlSeconds`. */
  async issueLink(client: Queryable, holder: string, purpose: Exclude<CodePurpose, 'otp'>, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.save(client, holder, purpose, token, ttlSeconds);
    return token;
  }

  /** A new 6-digit code for the holder, valid `ttlSeconds`. */
  async issueOtp(client: Queryable, holder: string, ttlSeconds: number): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.save(client, holder, 'otp', code, ttlSeconds);
    return code;
  }

  private async save(client: Queryable, holder: string, purpose: CodePurpose, secret: string, ttlSeconds: number): Promise<void> {
    await client.query(
      `UPDATE "one_time_codes" SET "expires_at" = now() WHERE ${this.holderColumn} = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()`,
      [holder, purpose],
    );
    await client.query(
      `INSERT INTO "one_time_codes" ("purpose", ${this.holderColumn}, "code_hash", "expires_at") VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
      [purpose, holder, sha256(secret).toString('hex'), ttlSeconds],
    );
  }

  /** The live (unused, unexpired) link of this purpose that the token names (`userId`: its holder), or undefined. */
  async findLink(client: Queryable, token: unknown, purpose: Exclude<CodePurpose, 'otp'>): Promise<{ id: string; userId: string } | undefined> {
    if (typeof token !== 'string' || !LINK_TOKEN_FORMAT.test(token)) return undefined;
    const { rows } = await client.query(
      `SELECT "id", ${this.holderColumn} AS "userId" FROM "one_time_codes"
       WHERE "code_hash" = $1 AND "purpose" = $2 AND "used_at" IS NULL AND "expires_at" > now()`,
      [sha256(token).toString('hex'), purpose],
    );
    return rows[0];
  }

  /**
   * Marks a live code used. False when it was used (or expired) meanwhile: in a transaction, a
   * concurrent use of the same code waits for the first one's commit and then gets false.
   */
  async markUsed(client: Queryable, id: string): Promise<boolean> {
    // `>=`: the write a code is used for revokes the user's codes in the same transaction (same
    // now(), see revokeAllCodes); that one is still this write's to use.
    const { rowCount } = await client.query(
      `UPDATE "one_time_codes" SET "used_at" = now() WHERE "id" = $1 AND "used_at" IS NULL AND "expires_at" >= now()`,
      [id],
    );
    return rowCount === 1;
  }

  /**
   * Checks a 6-digit code against the holder's newest live one (constant-time comparison of the
   * hashes). A wrong guess is counted; after OTP_MAX_ATTEMPTS the code is dead. A right one is
   * used up. Run it in a transaction: the row is locked while it is checked.
   */
  async verifyOtp(client: Queryable, holder: string, code: string): Promise<OtpCheck> {
    const { rows } = await client.query(
      `SELECT "id", "code_hash" AS "codeHash", "attempts" FROM "one_time_codes"
       WHERE ${this.holderColumn} = $1 AND "purpose" = 'otp' AND "used_at" IS NULL AND "expires_at" > now()
       ORDER BY "created_at" DESC LIMIT 1 FOR UPDATE`,
      [holder],
    );
    const row = rows[0] as { id: string; codeHash: string; attempts: number } | undefined;
    if (!row || row.attempts >= OTP_MAX_ATTEMPTS) return 'dead';
    if (OTP_FORMAT.test(code) && timingSafeEqual(sha256(code), Buffer.from(row.codeHash, 'hex'))) {
      await client.query('UPDATE "one_time_codes" SET "used_at" = now() WHERE "id" = $1', [row.id]);
      return 'valid';
    }
    await client.query('UPDATE "one_time_codes" SET "attempts" = "attempts" + 1 WHERE "id" = $1', [row.id]);
    return 'wrong';
  }

  /** Deletes long-expired codes now and then. Call it outside a transaction (the embedded database has one connection). */
  async cleanUpNowAndThen(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_INTERVAL_MS) return;
    this.lastCleanup = Date.now();
    await this.pool.query('DELETE FROM "one_time_codes" WHERE "expires_at" < now() - make_interval(secs => $1)', [KEEP_EXPIRED_SECONDS]);
  }
}
