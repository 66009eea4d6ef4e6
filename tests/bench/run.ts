// pnpm bench: 1,000,000 tasks in PostgreSQL; GET /api/tasks through the app and through a raw
// Fastify + pg endpoint running the same SQL, each loaded by autocannon at 50 connections.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { configFromEnv, createApp } from '@club/api';
import { LIST_PATH } from './list-request';
import { RARE_WORD, SEARCHES, titleSql } from './task-titles';
import { benchImport } from './import-bench';
import { benchScreens } from './browser-bench';

const ROWS = 1_000_000;
/** The home dashboard's load (issue: p95 ≤ 50 ms at 20 connections). */
const DASHBOARD_CONNECTIONS = 20;
const CONNECTIONS = 50;
/** Searches are timed as an office uses them: fewer people at once than a list's integrators. */
const SEARCH_CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Rounds alternate the two servers so that neither always runs on the warmer cache. */
const ROUNDS = 3;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: '/club_bench' }).toString();
const root = fileURLToPath(new URL('../../', import.meta.url));

const prepareDatabase = async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'club_bench'`)).rowCount;
  if (!exists) await admin.query('CREATE DATABASE club_bench');
  await admin.end();
  // Migrations run exactly as at a real start.
  const app = await createApp({ ...configFromEnv({}), databaseUrl: benchUrl, seedDemo: false, logLevel: 'error', adminDist: undefined });
  await app.close();
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT count(*)::int AS count, bool_or(title LIKE '%${RARE_WORD}%') AS current FROM tasks`);
  if (rows[0].count !== ROWS || !rows[0].current || process.argv.includes('--reseed')) {
    console.log(`Seeding ${ROWS.toLocaleString('en')} tasks…`);
    const started = Date.now();
    await client.query('TRUNCATE tasks CASCADE');
    // The search index is built once after the rows, not kept up to date row by row.
    const { rows: searchIndexes } = await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'tasks' AND indexname LIKE 'IDX_tasks_search%'`);
    for (const index of searchIndexes) await client.query(`DROP INDEX "${index.indexname}"`);
    await client.query(`
      INSERT INTO tasks (title, description, status, priority, label, due_date, created_at, updated_at)
      SELECT ${titleSql('g')},
             NULL,
             (ARRAY['backlog','todo','in progress','done','canceled'])[1 + g % 5],
             (ARRAY['low','medium','high','critical'])[1 + (g / 5) % 4],
             (ARRAY['bug','feature','documentation'])[1 + g % 3],
             DATE '2026-01-01' + (g % 365),
             TIMESTAMPTZ '2024-01-01' + g * INTERVAL '1 minute',
             TIMESTAMPTZ '2024-01-01' + g * INTERVAL '1 minute'
      FROM generate_series(1, ${ROWS}) AS g`);
    for (const index of searchIndexes) await client.query(index.indexdef);
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.query('VACUUM ANALYZE tasks');
  await client.end();
};

/** Starts a server and waits until `probe` answers (its log may be silent: LOG_LEVEL=error). */
const startServer = async (args: string[], env: Record<string, string>, cwd: string, probe: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []), ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (exited !== undefined) throw new Error(`server exited with ${exited}`);
    if (await fetch(probe).then((response) => response.status < 500, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`server at ${probe} did not answer within 2 minutes`);
};

interface Figures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** What one load of a server gave: every response's latency, the requests answered, over how long. */
interface Samples {
  latencies: number[];
  requests: number;
  seconds: number;
  errors: number;
}

const sample = async (url: string, seconds: number, headers: Record<string, string>, connections = CONNECTIONS): Promise<Samples> => {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  return { latencies, requests: result.requests.total, seconds: result.duration, errors: result.errors + result.non2xx + result.timeouts };
};

/** The figures of one or more loads of the same server, taken together. */
const figuresOf = (parts: Samples[]): Figures => {
  const latencies = parts.flatMap((part) => part.latencies).sort((a, b) => a - b);
  const total = (pick: (part: Samples) => number) => parts.reduce((sum, part) => sum + pick(part), 0);
  return {
    requests: total((part) => part.requests) / total((part) => part.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: total((part) => part.errors),
  };
};

const load = async (url: string, seconds: number, headers: Record<string, string>, connections = CONNECTIONS): Promise<Figures> =>
  figuresOf([await sample(url, seconds, headers, connections)]);

/**
 * Servers are compared as they run for hours, not as they start: the first round warms each one
 * up until V8 has compiled its hot path (the API has far more code on it than the raw server), the
 * next ones briefly.
 */
const FIRST_WARM_UP_SECONDS = 10;
const WARM_UP_SECONDS = 3;
/**
 * Within a round the servers take turns in slices of DURATION / SLICES seconds: a slow spell of a
 * shared host (seconds long) then falls on both alike instead of on whichever was running.
 */
const SLICES = 5;

interface Server {
  name: string;
  url: string;
  headers: Record<string, string>;
}

/** One round: each server warmed up, then both loaded in alternating slices; their figures in order. */
const measureRound = async (servers: Server[], warmUpSeconds: number): Promise<Figures[]> => {
  for (const { name, url, headers } of servers) {
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`${name} answered ${check.status}: ${await check.text()}`);
    console.log(`${name}: warming up for ${warmUpSeconds} s…`);
    await sample(url, warmUpSeconds, headers);
  }
  console.log(`both: ${DURATION} s each at ${CONNECTIONS} connections, in ${SLICES} alternating slices…`);
  const parts = servers.map((): Samples[] => []);
  for (let slice = 0; slice < SLICES; slice++) {
    for (const [index, { url, headers }] of servers.entries()) parts[index]!.push(await sample(url, DURATION / SLICES, headers));
  }
  return parts.map(figuresOf);
};

/** The mean of each figure over the rounds. */
const mean = (runs: Figures[]): Figures => {
  const average = (pick: (f: Figures) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return {
    requests: average((f) => f.requests),
    p50: average((f) => f.p50),
    p95: average((f) => f.p95),
    p99: average((f) => f.p99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
};

// The API is measured as integrators call it: signed in, with a bearer token on every request.
const BENCH_ADMIN = { email: 'bench@club.sa', password: 'Bench-Floodlights-2026!' };
const signIn = async (base: string) => {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
};

await prepareDatabase();
const env = { DATABASE_URL: benchUrl, LOG_LEVEL: 'error', ADMIN_DIST: '/nonexistent', NODE_ENV: 'production', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, API_RATE_LIMIT: '1000000000' };
// The API as production runs it: the compiled bundle of `pnpm build`, with the node flags of `pnpm start`.
const bundle = `${root}api/dist/main.mjs`;
if (!existsSync(bundle)) throw new Error('Build the API first: pnpm build');
const startScript = (JSON.parse(readFileSync(`${root}api/package.json`, 'utf8')) as { scripts: { start: string } }).scripts.start;
const startFlags = /\bnode ((?:--\S+ )*)dist\/main\.mjs/.exec(startScript)?.[1]?.trim().split(' ').filter(Boolean);
if (!startFlags) throw new Error(`api/package.json's start script is not 'node [flags] dist/main.mjs': ${startScript}`);
const ours = await startServer([...startFlags, bundle], { ...env, PORT: '3301', HOST: '127.0.0.1' }, `${root}api`, 'http://127.0.0.1:3301/api/health');
const raw = await startServer(['--import', 'tsx', 'bench/raw-server.ts'], { ...env, PORT: '3302' }, `${root}tests`, `http://127.0.0.1:3302${LIST_PATH}`);
try {
  const token = await signIn('http://127.0.0.1:3301');
  const apiRuns: Figures[] = [];
  const rawRuns: Figures[] = [];
  // `--search`: the searches only; `--import`: the import only; `--screens`: the screens only.
  const screensOnly = process.argv.includes('--screens');
  const only = process.argv.includes('--search') || process.argv.includes('--import') || screensOnly;
  for (let round = 1; round <= (only ? 0 : ROUNDS); round++) {
    console.log(`round ${round} of ${ROUNDS}`);
    const [api, baseline] = await measureRound(
      [
        { name: 'API (NestJS, signed in)', url: `http://127.0.0.1:3301${LIST_PATH}`, headers: { authorization: `Bearer ${token}` } },
        { name: 'raw Fastify + pg', url: `http://127.0.0.1:3302${LIST_PATH}`, headers: {} },
      ],
      round === 1 ? FIRST_WARM_UP_SECONDS : WARM_UP_SECONDS,
    );
    apiRuns.push(api!);
    rawRuns.push(baseline!);
    console.log(`  API ${api.requests.toFixed(0)} req/s (p95 ${api.p95.toFixed(1)} ms), raw ${baseline.requests.toFixed(0)} req/s: ratio ${(api.requests / baseline.requests).toFixed(2)}`);
  }
  if (apiRuns.length > 0) {
  const api = mean(apiRuns);
  const baseline = mean(rawRuns);
  const row = (name: string, f: Figures) =>
    `${name.padEnd(16)} ${f.requests.toFixed(0).padStart(8)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${String(f.errors).padStart(7)}`;
  console.log(`\nGET ${LIST_PATH}\n${ROWS.toLocaleString('en')} tasks, ${CONNECTIONS} connections, mean of ${ROUNDS} rounds of ${DURATION} s each, the two servers taking turns in ${DURATION / SLICES} s slices\n`);
  console.log(`${''.padEnd(16)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  console.log(row('API', api));
  console.log(row('raw Fastify+pg', baseline));
  const ratio = api.requests / baseline.requests;
  console.log(`\nratio API/raw: ${ratio.toFixed(2)} (target ≥ 0.90) ${ratio >= 0.9 ? 'met' : 'MISSED'}`);
  console.log(`API p95: ${api.p95.toFixed(1)} ms (target ≤ 25 ms) ${api.p95 <= 25 ? 'met' : 'MISSED'}`);
  }

  if (!process.argv.includes('--import') && !screensOnly) {
  console.log(`\nSearch (q) on the same tasks, newest first with the total, ${SEARCH_CONNECTIONS} connections, ${DURATION} s each\n`);
  console.log(`${''.padEnd(32)} ${'matches'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const search of SEARCHES) {
    const url = `http://127.0.0.1:3301/api/tasks?${new URLSearchParams({ sort: '["createdAt","DESC"]', range: '[0,24]', filter: JSON.stringify({ q: search.q }) })}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`search ${search.q} answered ${first.status}`);
    const matches = first.headers.get('content-range')?.split('/')[1] ?? '?';
    await load(url, 2, headers, SEARCH_CONNECTIONS);
    const f = await load(url, DURATION, headers, SEARCH_CONNECTIONS);
    console.log(
      `${`${search.name} (${search.q})`.padEnd(32)} ${matches.padStart(9)} ${f.requests.toFixed(0).padStart(8)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${String(f.errors).padStart(7)}  ${f.p95 <= 50 ? 'met' : 'MISSED'} (p95 ≤ 50 ms)`,
    );
  }

  // The home dashboard (its cards, lists and tasks by status) over the same million tasks.
  {
    const url = 'http://127.0.0.1:3301/api/dashboards/home';
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`the home dashboard answered ${first.status}`);
    await load(url, 2, headers, DASHBOARD_CONNECTIONS);
    const f = await load(url, DURATION, headers, DASHBOARD_CONNECTIONS);
    console.log(`\nGET /api/dashboards/home, ${DASHBOARD_CONNECTIONS} connections, ${DURATION} s`);
    console.log(`${f.requests.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, errors ${f.errors}  ${f.p95 <= 50 ? 'met' : 'MISSED'} (p95 ≤ 50 ms)`);
  }
  }
  if (!screensOnly) await benchImport('http://127.0.0.1:3301', token, benchUrl);
  if (!process.argv.includes('--import') && !process.argv.includes('--search')) {
    // The screens: the same API with the admin's production build, on a port of its own.
    const adminDist = `${root}admin/dist`;
    if (!existsSync(`${adminDist}/index.html`)) throw new Error('Build the admin first: pnpm build');
    const withAdmin = await startServer([...startFlags, bundle], { ...env, ADMIN_DIST: adminDist, PORT: '3303', HOST: '127.0.0.1' }, `${root}api`, 'http://127.0.0.1:3303/api/health');
    try {
      const client = new pg.Client({ connectionString: benchUrl });
      await client.connect();
      const { rows } = await client.query<{ id: string }>('SELECT "id" FROM "tasks" ORDER BY "created_at" DESC LIMIT 1').finally(() => client.end());
      await benchScreens('http://127.0.0.1:3303', BENCH_ADMIN, rows[0]!.id);
    } finally {
      withAdmin.kill('SIGTERM');
    }
  }
} finally {
  ours.kill('SIGTERM');
  raw.kill('SIGTERM');
}
