// Helpers of the recovery, invitation and outbox tests: what the outbox holds for a user.
import type { TestApp } from '../support/test-app';

export interface NotificationRow {
  id: string;
  channel: string;
  kind: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  attempts: number;
  lastError: string | null;
  userId: string | null;
}

/** The user's notifications, oldest first. */
export const notificationsOf = async (app: TestApp, userId: string, kind?: string): Promise<NotificationRow[]> => {
  const { rows } = await app.pool.query(
    `SELECT "id", "channel", "kind", "recipient", "subject", "body", "status", "attempts", "last_error" AS "lastError", "user_id" AS "userId"
     FROM "notifications" WHERE "user_id" = $1 AND ($2::text IS NULL OR "kind" = $2) ORDER BY "created_at", "id"`,
    [userId, kind ?? null],
  );
  return rows;
};

/** The token of the link a message carries (`?token=…`). */
export const linkTokenIn = (body: string): string => {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(body);
  if (!match) throw new Error(`No link in: ${body}`);
  return match[1]!;
};

/** The 6-digit code a message carries. */
export const codeIn = (body: string): string => {
  // The last six-digit run: the code comes after the greeting, whose name may hold digits too
  // (a test user's random tag once made this pick the name).
  const match = [...body.matchAll(/(?<![0-9])([0-9]{6})(?![0-9])/g)].at(-1);
  if (!match) throw new Error(`No code in: ${body}`);
  return match[1]!;
};
