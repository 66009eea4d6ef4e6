import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressGuard } from './address-guard';
import { DeliveryError, deliveryErrorOf } from './delivery-error';

/** How long a receiver may take to answer before the attempt counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

/**
 * POSTs a JSON body to an http(s) URL and answers the status: the connection goes to the address
 * the guard checked (no second lookup: DNS rebinding cannot move it inside), the certificate is
 * checked against the URL's name, a redirect is an answer (never followed), and the receiver's own
 * words are never read (nothing of theirs reaches an error or a log).
 */
export const postToCheckedAddress = async (guard: AddressGuard, target: string, body: string, headers: Record<string, string>): Promise<number> => {
  const url = new URL(target);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new DeliveryError('unexpectedReply', 'Only http and https URLs are delivered to');
  const address = await guard.check(url.hostname);
  return new Promise<number>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      {
        host: address.address,
        family: address.family,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        servername: address.serverName || undefined,
        agent: false,
        timeout: TIMEOUT_MS,
        headers: { host: url.host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new DeliveryError('timedOut')));
    request.on('error', reject);
    request.end(body);
  }).catch((error: unknown) => {
    throw deliveryErrorOf(error);
  });
};
