import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../support/raw-get';
import { startTestApp, type TestApp } from '../support/test-app';

// The built admin as the API serves it: each script compressed once at build time (.br, .gz), not
// per request; hashed files kept by the browser for a year, index.html asked about each load.
const adminDist = resolve(import.meta.dirname, '../../admin/dist');

describe.runIf(existsSync(join(adminDist, 'index.html')))('the admin files', () => {
  let app: TestApp;
  let entry: string;
  beforeAll(async () => {
    app = await startTestApp({ adminDist });
    entry = /<script type="module"[^>]* src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(adminDist, 'index.html'), 'utf8'))![1]!;
  });
  afterAll(() => app?.stop());

  const original = () => readFileSync(join(adminDist, entry));

  it('sends the entry script as brotli to a browser that takes it, made at build time', async () => {
    const response = await rawGet(`${app.url}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.equals(readFileSync(join(adminDist, `${entry}.br`)))).toBe(true);
    expect(brotliDecompressSync(response.body).equals(original())).toBe(true);
  });

  it('sends gzip to one that takes gzip only, and the file itself to one that takes neither', async () => {
    const gzipped = await rawGet(`${app.url}${entry}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(original())).toBe(true);
    const plain = await rawGet(`${app.url}${entry}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original())).toBe(true);
  });

  it('lets the browser keep a hashed file for a year, and ask again for index.html each time', async () => {
    expect((await rawGet(`${app.url}${entry}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await rawGet(`${app.url}/`);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    // A screen's own address (the app's page for a link from outside) is asked about each time too.
    const deep = await rawGet(`${app.url}/tasks/00000000-0000-4000-8000-000000000000/show`);
    expect(deep.status).toBe(200);
    expect(deep.body.toString()).toContain('<div id="root">');
    expect(deep.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unchanged index.html with 304', async () => {
    const first = await rawGet(`${app.url}/`);
    expect(first.headers.etag).toBeTruthy();
    const again = await rawGet(`${app.url}/`, { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
  });
});
