import { actionsOf } from '@club/schema';
import { diffSchema } from '@club/api';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../support/raw-get';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('migrations', () => {
  it('match the schema exactly: a schema change without a migration fails here', async () => {
    const diff = await diffSchema(app.dataSource, app.registry);
    expect(diff.up, 'run `pnpm migration:generate <Name>` and commit the file').toEqual([]);
  });

  it('index every reference, sortable and filterable column, and trigram-index the search text', async () => {
    const { rows } = await app.pool.query(`SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()`);
    const definitions = rows.map((row: { indexdef: string }) => row.indexdef).join('\n');
    for (const resource of app.registry.resources) {
      const facts = app.registry.facts(resource.name);
      const table = resource.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      const column = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
      for (const name of [...facts.sortable, ...facts.filters.keys()]) {
        if (name === 'id') continue;
        // An enum is sorted in its declared order, by an index on its place in that order.
        expect(definitions, `${resource.name}.${name}`).toMatch(
          new RegExp(`ON (public\\.)?${table} USING (btree|gin) \\(("?${column(name)}"?|array_position\\(ARRAY\\[[^\\]]*\\], "?${column(name)}"?\\))[,)]`),
        );
      }
      // The search fields' folded text, kept in one column by a trigger, has the trigram index.
      if (facts.search.length) expect(definitions, `${resource.name} search text trigram`).toMatch(new RegExp(`ON (public\\.)?${table} USING gin \\(search_text gin_trgm_ops\\)`));
    }
  });
});

describe('platform endpoints', () => {
  it('serves health', async () => {
    expect((await app.http.get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI 3 document generated from every resource, and the docs page', async () => {
    const document = (await app.http.get('/api/openapi.json').expect(200)).body;
    expect(document.openapi).toMatch(/^3\./);
    for (const resource of app.registry.resources) {
      // A read-only resource documents no write operations (they answer 405).
      const offered = actionsOf(resource);
      expect(Object.keys(document.paths[`/api/${resource.name}`])).toEqual(offered.includes('create') ? ['get', 'post'] : ['get']);
      expect(Object.keys(document.paths[`/api/${resource.name}/{id}`])).toEqual(['get', ...(offered.includes('edit') ? ['put'] : []), ...(offered.includes('delete') ? ['delete'] : [])]);
      // Its declared rules and moves, as the engine enforces them, and what a reader may take now.
      if (resource.workflow) expect(document.paths[`/api/${resource.name}/{id}`].get['x-rules'].workflow.moves).toEqual(JSON.parse(JSON.stringify(resource.workflow.moves)));
      for (const action of Object.keys(resource.actions ?? {})) expect(document.paths[`/api/${resource.name}/{id}/${action}`], action).toHaveProperty('post');
      if (resource.actions) expect(document.paths[`/api/${resource.name}/{id}/actions`]).toHaveProperty('get');
      const record = document.components.schemas[resource.name[0]!.toUpperCase() + resource.name.slice(1)];
      for (const field of Object.keys(resource.fields)) {
        if (!app.registry.facts(resource.name).secret.has(field)) expect(record.properties, `${resource.name}.${field}`).toHaveProperty(field);
      }
    }
    expect(JSON.stringify(document)).not.toMatch(/"password":\{"type":"string","maxLength":\d+\}/);
    const docs = await app.http.get('/api/docs').redirects(1);
    expect(docs.status).toBe(200);
    expect(docs.text).toMatch(/swagger/i);
  });

  it('exposes Content-Range to browsers on lists', async () => {
    const response = await app.http.get('/api/tasks').expect(200);
    expect(response.headers['access-control-expose-headers']).toMatch(/Content-Range/);
  });

  it('keeps answering HTTP while the database is busy with a long query', async () => {
    const order: string[] = [];
    const slow = app.pool.query('SELECT pg_sleep(1.5)').then(() => order.push('slow query'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app.http.get('/api/openapi.json').expect(200);
    order.push('http');
    await slow;
    expect(order).toEqual(['http', 'slow query']);
  });
});

/** A GET as the signed-in administrator with exactly these headers besides, its body as sent. */
const getAsAdmin = (path: string, headers: Record<string, string> = {}) => rawGet(`${app.url}${path}`, { authorization: `Bearer ${app.token}`, ...headers });

describe('compressed answers', () => {
  const page = '/api/pages?range=[0,49]';

  it('gzip a large answer for a client that takes gzip, and send it as it is to one that does not', async () => {
    const plain = await getAsAdmin(page);
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await getAsAdmin(page, { 'accept-encoding': 'br, gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    // The list's own headers are kept.
    expect(zipped.headers['content-range']).toBe(plain.headers['content-range']);
  });

  it('leave alone what is small, refused by q=0, or asked in an encoding the API does not make', async () => {
    const small = await getAsAdmin('/api/health', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok', database: 'ok' });
    for (const accepted of ['gzip;q=0', 'br', 'identity']) {
      const answer = await getAsAdmin(page, { 'accept-encoding': accepted });
      expect(answer.headers['content-encoding'], accepted).toBeUndefined();
      expect(Array.isArray(JSON.parse(answer.body.toString())), accepted).toBe(true);
    }
  });

  it('gzip the OpenAPI document too, not only lists', async () => {
    const document = await getAsAdmin('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(document.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(document.body).toString()).openapi).toMatch(/^3\./);
  });
});

// Last: it drops every table, the signed-in administrator included.
describe('migrations, undone', () => {
  it('roll all the way down and up again to the same schema', async () => {
    const applied = (await app.pool.query('SELECT count(*) AS "count" FROM "migrations"')).rows[0].count as number;
    for (let step = 0; step < applied; step++) await app.dataSource.undoLastMigration({ transaction: 'each' });
    const { rows } = await app.pool.query(`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'`);
    expect(rows).toEqual([]);
    await app.dataSource.runMigrations({ transaction: 'each' });
    expect((await diffSchema(app.dataSource, app.registry)).up).toEqual([]);
  });
});
