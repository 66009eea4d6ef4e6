import supertest from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, refreshCookieOf } from '../api/auth-helpers';
import { startLocalProvider, type LocalProvider, type ProviderAccount } from './oidc-provider';
import { freePort, startTestApp, type TestApp } from './test-app';

// A browser's round trips through the app's third-party sign-in and the local provider
// (oidc-provider.ts): start, the provider's login form, the callback, and the cookies between.

export const setCookies = (headers: Headers | Record<string, unknown>): string[] => {
  if (headers instanceof Headers) return headers.getSetCookie();
  const value = headers['set-cookie'];
  return Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
};

/** The `name=value` of a response's cookie, if it sets one with a value. */
export const cookieOf = (response: { headers: Record<string, unknown> }, name: string): string | undefined => {
  const pair = setCookies(response.headers)
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];
  return pair && pair.length > name.length + 1 ? pair : undefined;
};

export const flowCookieOf = (response: { headers: Record<string, unknown> }) => cookieOf(response, 'oidc_flow')!;

/** The round trips of one test file, against its app and its provider (known once both started). */
export const oidcRoundTrips = (context: () => { app: TestApp; provider: LocalProvider }) => {
  let accounts = 0;

  /** A person with an account at the provider (unique subject and email unless given). */
  const account = (values: Partial<ProviderAccount> = {}): ProviderAccount => {
    accounts += 1;
    const tag = `${accounts}-${Date.now()}`;
    const made = { sub: `subject-${tag}`, email: `person.${tag}@provider.example`, email_verified: true, given_name: 'Faisal', family_name: `Harbi ${accounts}`, ...values };
    context().provider.accounts.set(made.email.toLowerCase(), made);
    return made;
  };

  /** The browser at the provider: its login form answered with `email`, redirects followed until they leave it. */
  const atProvider = async (url: string, email: string): Promise<URL> => {
    const { provider } = context();
    const jar = new Map<string, string>();
    let next = url;
    let form: string | undefined;
    for (let step = 0; step < 12; step++) {
      const response = await fetch(next, {
        method: form ? 'POST' : 'GET',
        body: form,
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      });
      form = undefined;
      for (const line of setCookies(response.headers)) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        jar.set(pair!.slice(0, index), pair!.slice(index + 1));
      }
      if (response.status >= 300 && response.status < 400) {
        const location = new URL(response.headers.get('location')!, next);
        if (location.origin !== provider.issuer) return location;
        next = location.href;
        continue;
      }
      const page = await response.text();
      const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
      if (!action || page.includes('role="alert"')) throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
      next = new URL(action, next).href;
      form = new URLSearchParams({ email }).toString();
    }
    throw new Error('The provider kept redirecting');
  };

  /** One round trip: start (as `token`'s user when linking), the provider, the callback; the callback's answer. */
  const roundTrip = async (who: ProviderAccount, body: Record<string, unknown> = { mode: 'sign-in' }, token?: string) => {
    const { app } = context();
    const start = supertest(app.url).post('/api/auth/oidc/start').send(body);
    const started = await (token ? start.set(bearer(token)) : start).expect(200);
    const back = await atProvider(started.body.url, who.email);
    const callback = await supertest(app.url).get(`${back.pathname}${back.search}`).set('cookie', flowCookieOf(started)).expect(303);
    return { started, back, callback, location: new URL(callback.headers.location as string) };
  };

  /** The session a refresh cookie holds: the access token and the user it names. */
  const sessionOf = async (answer: { headers: Record<string, unknown> }) => {
    const cookie = refreshCookieOf(answer);
    expect(cookie, 'a refresh cookie').toBeDefined();
    const refreshed = await supertest(context().app.url).post('/api/auth/refresh').set('cookie', `refresh_token=${cookie!.value}`).expect(200);
    return { accessToken: refreshed.body.accessToken as string, user: refreshed.body.user as Record<string, unknown> };
  };

  return { account, atProvider, roundTrip, sessionOf };
};

/**
 * An app signed in through a local provider registered with its callback; `pendingLimits` as the
 * test needs them. Stops both after the file.
 */
export const useAppWithProvider = (pendingLimits?: { perDay: number; perDomainPerDay: number; waiting?: number }) => {
  const handle = {} as { app: TestApp; provider: LocalProvider };
  beforeAll(async () => {
    handle.provider = await startLocalProvider();
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    handle.provider.register(`${publicUrl}/api/auth/oidc/callback`);
    const { issuer, clientId, clientSecret } = handle.provider;
    handle.app = await startTestApp({
      port,
      config: { mail: { publicUrl }, oidc: { issuer, clientId, clientSecret, name: 'Club ID', defaultRole: 'member', ...(pendingLimits ? { pendingLimits } : {}) } },
    });
  });
  afterAll(async () => {
    await handle.app?.stop();
    await handle.provider?.stop();
  });
  return handle;
};
