import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

const KEY_NAME = 'integration-settings';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts the integrations' secrets (SMTP password, gateway token) at rest with AES-256-GCM.
 * The key: SETTINGS_KEY when set (kept apart from the database: a stolen dump reads nothing),
 * otherwise one generated at first start and kept in the database (auth_secrets).
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static async create(pool: Pick<Pool, 'query'>, configured?: string): Promise<SecretBox> {
    if (configured) return new SecretBox(createHash('sha256').update(configured).digest());
    // Two instances starting together: one insert wins, both read the winner.
    await pool.query('INSERT INTO "auth_secrets" ("key", "value") VALUES ($1, $2) ON CONFLICT ("key") DO NOTHING', [KEY_NAME, randomBytes(32).toString('base64url')]);
    const { rows } = await pool.query('SELECT "value" FROM "auth_secrets" WHERE "key" = $1', [KEY_NAME]);
    return new SecretBox(Buffer.from(rows[0].value as string, 'base64url'));
  }

  seal(values: Record<string, string>): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  /** The secrets, or undefined when they were sealed with another key (SETTINGS_KEY changed). */
  open(text: string): Record<string, string> | undefined {
    try {
      const bytes = Buffer.from(text, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as Record<string, string>;
    } catch {
      return undefined;
    }
  }
}
