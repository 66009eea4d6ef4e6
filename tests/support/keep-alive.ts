import { Agent } from 'node:http';
// supertest's request class (it extends superagent's, which opens a new connection per request).
import Test from 'supertest/lib/test.js';

/**
 * Every supertest request of the suite reuses its connections, as a browser or an integrator's
 * client does: a new TCP connection per request (superagent's default) cost the worker, which runs
 * the API too, about a tenth of an API test file's time.
 */
const prototype = Test.prototype as unknown as { _agent?: unknown; request(): unknown; keepsConnections?: true };
// A worker runs this before each of its files: the request method is wrapped once.
if (!prototype.keepsConnections) {
  const connections = new Agent({ keepAlive: true });
  const request = prototype.request;
  prototype.request = function (this: { _agent?: unknown }) {
    if (!this._agent) this._agent = connections;
    return request.call(this);
  };
  prototype.keepsConnections = true;
}
