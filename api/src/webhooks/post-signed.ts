import type { AddressGuard } from '../outbox/address-guard';
import { postToCheckedAddress } from '../outbox/post-to-checked-address';

/**
 * POSTs a signed body to a webhook's URL and answers its status, through the outbox's guarded
 * POST (the address the guard checked, redirects never followed, the receiver's words never read).
 */
export const postSigned = (guard: AddressGuard, target: string, body: string, headers: Record<string, string>): Promise<number> =>
  postToCheckedAddress(guard, target, body, { 'user-agent': 'club-webhooks/1', ...headers });
