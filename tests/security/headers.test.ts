import { existsSync } from 'node:fs';
import { writeFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// Security headers on every answer (api/src/http/security-headers.ts): the page set on the admin's
// page and the API's documentation, the API set on API answers (no-store); dotfiles never served.
const adminDist = resolve(import.meta.dirname, '../../admin/dist');
const DOTFILE = join(adminDist, '.env.test-secret');

const expectBrowserHeaders = (headers: Record<string, string | undefined>) => {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
};

/** API answers (JSON, files): a policy that allows nothing, and none of the page-only headers. */
const expectApiHeaders = (headers: Record<string, string | undefined>) => {
  expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cache-control']).toBe('no-store');
  for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) {
    expect(headers[pageOnly], pageOnly).toBeUndefined();
  }
};

describe.runIf(existsSync(join(adminDist, 'index.html')))('security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ adminDist });
    await writeFile(DOTFILE, 'SECRET=1');
  });
  afterAll(async () => {
    await rm(DOTFILE, { force: true });
    await app?.stop();
  });

  it('are on the admin page, without HSTS on an http address', async () => {
    const response = await app.anonymous.get('/').expect(200);
    expectBrowserHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('are the API set on API answers, with Cache-Control: no-store, refusals included', async () => {
    const list = await app.http.get('/api/tasks').expect(200);
    expectApiHeaders(list.headers);
    const refused = await app.anonymous.get('/api/tasks').expect(401);
    expectApiHeaders(refused.headers);
    // Errors thrown through the exception filter keep them too.
    const malformed = await app.http.get('/api/tasks').query({ filter: '{' }).expect(400);
    expectApiHeaders(malformed.headers);
    const missing = await app.http.get('/api/tasks/00000000-0000-4000-8000-000000000000').expect(404);
    expectApiHeaders(missing.headers);
    // A path that only starts like the documentation's is an API answer.
    expectApiHeaders((await app.anonymous.get('/api/docsx')).headers);
  });

  it('are on the API documentation, which still loads its script and style', async () => {
    const page = await app.anonymous.get('/api/docs').expect(200);
    expectBrowserHeaders(page.headers);
    // Swagger UI runs from files of its own (script-src 'self'), no inline script.
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
    const scripts = [...page.text.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) await app.anonymous.get(new URL(script, `${app.url}/api/docs/`).pathname).expect(200);
  });

  it('never serve a dotfile of the admin folder', async () => {
    const response = await app.anonymous.get('/.env.test-secret');
    expect(response.text).not.toContain('SECRET=1');
  });
});

describe('HSTS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { mail: { publicUrl: 'https://club.example.sa', mailFrom: 'club@example.sa' } } });
  });
  afterAll(async () => app?.stop());

  it('is sent when the public address is https', async () => {
    const response = await app.http.get('/api/tasks').expect(200);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
