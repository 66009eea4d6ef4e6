import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person with an account at the test's identity provider. */
export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface LocalProvider {
  /** http://127.0.0.1:{port}: OIDC_ISSUER of the app under test. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who can sign in at the provider, by email (the login form asks for one, no password). */
  accounts: Map<string, ProviderAccount>;
  /** The provider answers from here on, for the app whose callback this is. */
  register(redirectUri: string): void;
  stop(): Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const formPage = (uid: string, error?: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}"><label>Email <input name="email" type="email" autocomplete="off"></label>
<button type="submit">Sign in at the provider</button></form></main></body></html>`;

const formBody = async (request: IncomingMessage): Promise<URLSearchParams> => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
};

/**
 * An OpenID Connect provider on this machine (the npm package oidc-provider) with one confidential
 * client, PKCE required, and a login page of its own: the tests' stand-in for a real identity
 * provider. Signing in there grants the client's scopes at once (no consent screen).
 */
export const startLocalProvider = async (): Promise<LocalProvider> => {
  const accounts = new Map<string, ProviderAccount>();
  const bySub = (sub: string) => [...accounts.values()].find((account) => account.sub === sub);
  let provider: Provider | undefined;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'club-back-office';
  const clientSecret = 'a-test-client-secret-of-the-local-provider';

  const grantAndFinish = async (request: IncomingMessage, response: ServerResponse, uid: string, accountId: string) => {
    const details = await provider!.interactionDetails(request, response);
    const grant = new provider!.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider!.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    void uid;
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!provider) {
      response.writeHead(503).end('not registered yet');
      return;
    }
    if (!interaction) {
      provider.callback()(request, response);
      return;
    }
    const uid = interaction[1]!;
    void (async () => {
      try {
        const details = await provider!.interactionDetails(request, response);
        if (request.method === 'GET') {
          // Signed in here already: only the grant is missing.
          if (details.prompt.name === 'consent' && details.session?.accountId) return await grantAndFinish(request, response, uid, details.session.accountId);
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(formPage(uid));
          return;
        }
        const email = (await formBody(request)).get('email')?.trim().toLowerCase() ?? '';
        const account = accounts.get(email);
        if (!account) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(formPage(uid, `No account for '${email}'`));
          return;
        }
        await grantAndFinish(request, response, uid, account.sub);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String((error as Error).message));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    register(redirectUri: string) {
      provider = new Provider(issuer, {
        clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
        pkce: { required: () => true },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
        cookies: { keys: ['the-local-provider-cookie-key'] },
        ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
        findAccount: (_context, sub) => {
          const account = bySub(sub);
          return account ? { accountId: sub, claims: () => ({ ...account, name: `${account.given_name} ${account.family_name}` }) } : undefined;
        },
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
