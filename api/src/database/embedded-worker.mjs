// Hosts the embedded PostgreSQL (PGlite, WebAssembly) on its own thread and serves it over the
// PostgreSQL wire protocol on loopback, so a long query never stalls the HTTP server's event loop.
// Plain JavaScript on purpose: a worker thread does not inherit a TypeScript loader everywhere.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;

try {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  const server = new PGLiteSocketServer({ db, path: socketPath });
  await server.start();
  parentPort.postMessage({ type: 'ready', address: server.getServerConn() });
  parentPort.on('message', async (message) => {
    if (message?.type === 'dump') {
      // A copy of the data directory taken between two statements (PGlite runs one at a time): what
      // a crash at that instant would leave, which PostgreSQL's recovery opens with every commit in.
      try {
        const bytes = new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer());
        parentPort.postMessage({ type: 'dumped', id: message.id, bytes }, [bytes.buffer]);
      } catch (error) {
        parentPort.postMessage({ type: 'dumped', id: message.id, error: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    if (message?.type !== 'stop') return;
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  });
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
