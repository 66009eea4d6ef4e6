import { isClientError, statusOf } from './httpStatus';

/** SPEC §9: at most 3 retries. */
export const MAX_QUERY_RETRIES = 3;

/**
 * react-query's `retry` for every query (SPEC §8: none on 401 or 403, otherwise up to 3).
 * No 4xx is retried: 401 and 403 by the spec, and a 400 or 404 answers the same request the same
 * way every time, so retrying only delays the error. 5xx and network failures (no status) may
 * pass, so they get up to 3 retries. `failureCount` is 0 at the first failure.
 */
export const retryPolicy = (failureCount: number, error: unknown): boolean =>
  !isClientError(statusOf(error)) && failureCount < MAX_QUERY_RETRIES;
