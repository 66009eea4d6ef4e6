// The scale projection (part of `pnpm bench`, alone as `pnpm bench:scale`): the registry grown to
// 120 resources with synthetic ones, the admin built and the API started on it, and the three
// figures that grow with every resource printed: the admin's entry chunk, the API's start time
// and the OpenAPI document's size.
import { configFromEnv, createApp } from '@club/api';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeSyntheticRegistry } from './synthetic-resources';

const RESOURCES = 120;
const ENTRY_BUDGET_KB = 300;
const adminDirectory = resolve(import.meta.dirname, '../../admin');

/** The gzip size (level 9, as the budget is measured) of the entry script of a built admin. */
export const entryChunkKb = (dist: string): number => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No entry script in ${dist}/index.html`);
  return gzipSync(readFileSync(join(dist, entry)), { level: 9 }).length / 1000;
};

export const runScaleProjection = async (): Promise<void> => {
  const scratch = mkdtempSync(join(tmpdir(), 'club-scale-'));
  try {
    const { resources, count } = writeSyntheticRegistry(scratch, RESOURCES);
    console.log(`Scale projection: ${count} resources (the real ones and synthetic ones)`);

    const dist = join(scratch, 'dist');
    execFileSync(join(adminDirectory, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--logLevel', 'error'], {
      cwd: adminDirectory,
      env: { ...process.env, CLUB_RESOURCES_DIR: resources },
      stdio: 'inherit',
    });
    const entry = entryChunkKb(dist);

    const started = performance.now();
    // The embedded database in memory: the start's own cost, not a server's.
    const app = await createApp({ ...configFromEnv({}), databaseUrl: undefined, dataDir: 'memory://', seedDemo: false, logLevel: 'error', adminDist: undefined, resourcesDir: resources });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const startSeconds = (performance.now() - started) / 1000;
    const url = (await app.app.getUrl()).replace('[::1]', '127.0.0.1');
    const openApi = await (await fetch(`${url}/api/openapi.json`)).text();
    await app.close();

    console.log(`  admin entry chunk: ${entry.toFixed(1)} kB gzip (budget ${ENTRY_BUDGET_KB} kB)${entry > ENTRY_BUDGET_KB ? '  OVER BUDGET' : ''}`);
    console.log(`  API start (embedded database, migrations, ${count} resources): ${startSeconds.toFixed(2)} s`);
    console.log(`  OpenAPI document: ${(Buffer.byteLength(openApi) / 1000).toFixed(0)} kB, ${Object.keys(JSON.parse(openApi).paths).length} paths`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
};

if (process.argv[1] === import.meta.filename) await runScaleProjection();
