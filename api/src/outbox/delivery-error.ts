import { STATUS_CODES } from 'node:http';

/**
 * Why a connection to an email or SMS server failed, in a fixed list: what the apps page's Test
 * reports and what the outbox keeps as a message's last error. Never the server's own words
 * (a banner, a status line, a reply), which would make the Test a way to read any service.
 */
export const DELIVERY_FAILURES = ['refused', 'timedOut', 'hostNotFound', 'tlsFailed', 'authFailed', 'addressNotAllowed', 'recipientRefused', 'unexpectedReply'] as const;
export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];

/** The outbox's words for each (its last error; the apps page says them in the reader's language). */
const DESCRIPTIONS: Record<DeliveryFailure, string> = {
  refused: 'The server refused the connection or could not be reached',
  timedOut: 'The server did not answer in time',
  hostNotFound: 'The host name was not found',
  tlsFailed: 'The secure connection (TLS) could not be set up',
  authFailed: 'The server refused the sign-in',
  addressNotAllowed: 'Address not allowed',
  recipientRefused: 'The server refused the recipient',
  unexpectedReply: 'The server did not answer as expected',
};

export class DeliveryError extends Error {
  constructor(
    readonly failure: DeliveryFailure,
    message: string = DESCRIPTIONS[failure],
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** An HTTP gateway's status, with the standard reason phrase (not the one the gateway sent). */
export const httpStatusError = (service: string, status: number): DeliveryError =>
  new DeliveryError(status === 401 || status === 403 ? 'authFailed' : 'unexpectedReply', `${service} answered ${status} ${STATUS_CODES[status] ?? ''}`.trim());

const TLS_CODES = /^(ETLS|ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_|HOSTNAME_MISMATCH)/;

/** What went wrong, from a socket's, a TLS handshake's or nodemailer's error code: the peer's text is dropped. */
export const deliveryErrorOf = (error: unknown): DeliveryError => {
  if (error instanceof DeliveryError) return error;
  const { code, originalCode } = (error ?? {}) as { code?: unknown; originalCode?: unknown };
  // nodemailer keeps the socket's code (ECONNREFUSED) as originalCode under its own (ESOCKET).
  for (const value of [originalCode, code]) {
    if (typeof value !== 'string') continue;
    if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EPIPE'].includes(value)) return new DeliveryError('refused');
    if (['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNABORTED', 'UND_ERR_CONNECT_TIMEOUT', 'ABORT_ERR'].includes(value)) return new DeliveryError('timedOut');
    if (['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EDNS'].includes(value)) return new DeliveryError('hostNotFound');
    if (TLS_CODES.test(value)) return new DeliveryError('tlsFailed');
    if (value === 'EAUTH') return new DeliveryError('authFailed');
    if (value === 'EENVELOPE') return new DeliveryError('recipientRefused');
  }
  return new DeliveryError('unexpectedReply');
};
