import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether a webhook delivery is genuine and fresh. `body`: the raw request body exactly as it
 * arrived (a string or a Buffer, before any JSON parsing); `header`: its `Club-Signature` header;
 * `secret`: the subscription's secret. Deliveries older than `toleranceSeconds` are refused
 * (a replayed request); compare in constant time.
 */
export function verifyWebhookSignature(body, header, secret, toleranceSeconds = 300, now = Date.now()) {
  const parts = Object.fromEntries(String(header ?? '').split(',').map((part) => part.trim().split('=')));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
