import { authStorage } from '../auth/authStorage';
import { refreshSession } from '../auth/refreshSession';
import { localeOf, readDirection } from '../preferences/direction';

type EventSourceFetch = (url: string | URL, init: RequestInit & { headers: Record<string, string> }) => Promise<Response>;

const attempt = (url: string | URL, init: RequestInit & { headers: Record<string, string> }, token: string) =>
  fetch(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}`, 'Accept-Language': localeOf(readDirection()) } });

/**
 * The event stream's transport: a fetch with the stored access token as a Bearer header (a
 * browser's own EventSource cannot send one), read afresh at every (re)connection. A token the
 * server refuses (it expired: the server ends the stream then) is renewed once, as every API call's.
 */
export const liveFetch: EventSourceFetch = async (url, init) => {
  const sent = authStorage.read().accessToken;
  const response = await attempt(url, init, sent);
  if (response.status !== 401 || !sent) return response;
  const renewed = await refreshSession(sent).catch(() => '');
  return renewed ? attempt(url, init, renewed) : response;
};
