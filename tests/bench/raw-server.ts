// The baseline: Fastify + pg with nothing in between, running the API's own statements and its
// total strategy (an estimate, kept 10 s, beyond twice the cap; else a capped exact count).
import Fastify from 'fastify';
import pg from 'pg';
import { LIST_PATH, listStatements } from './list-request';

pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const statements = await listStatements();
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
const app = Fastify();

let estimate: { value: number; expires: number } | undefined;

app.get(LIST_PATH.split('?')[0]!, async (_request, reply) => {
  const { rows } = await pool.query(statements.page);
  let total = rows.length;
  if (rows.length === statements.limit) {
    if (estimate && estimate.expires > Date.now()) {
      total = estimate.value;
    } else {
      const plan = Math.round((await pool.query(statements.explain)).rows[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number);
      if (plan > statements.cap * 2) estimate = { value: plan, expires: Date.now() + 10_000 };
      total = plan > statements.cap * 2 ? plan : (await pool.query(statements.count)).rows[0].count;
    }
  }
  reply.header('Content-Range', `tasks 0-${rows.length - 1}/${total}`);
  return rows;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
