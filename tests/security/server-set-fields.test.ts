import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser } from '../api/auth-helpers';

// Issue 44, L5: when a support ticket was opened is the server's to say (its resolution time is
// counted from it): read-only in the schema, set when the ticket is made, never taken from a
// client, be it the requester or anyone else, on create or on edit.
let app: TestApp;
let requesterToken: string;
beforeAll(async () => {
  app = await startTestApp();
  const requester = await createUser(app, { role: 'member' });
  requesterToken = await app.auth.issueAccessToken(requester.id);
});
afterAll(() => app?.stop());

const asRequester = () => ({
  post: (path: string, body: object) => anonymous(app).post(path).set(bearer(requesterToken)).send(body),
  put: (path: string, body: object) => anonymous(app).put(path).set(bearer(requesterToken)).send(body),
});
const DAYS_AGO = new Date(Date.now() - 3 * 86_400_000).toISOString();

describe("a support ticket's opening time", () => {
  it('is declared read-only: the API documents no way to write it', async () => {
    const schemas = (await app.http.get('/api/openapi.json').expect(200)).body.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(schemas.SupportTickets!.properties).toHaveProperty('openedAt');
    expect(schemas.SupportTicketsCreate!.properties).not.toHaveProperty('openedAt');
    expect(schemas.SupportTicketsUpdate!.properties).not.toHaveProperty('openedAt');
  });

  it('is the moment the requester files it, whatever they send', async () => {
    const before = Date.now();
    const ticket = (await asRequester().post('/api/supportTickets', { subject: 'Printer jammed', description: 'Jammed again', category: 'technical', openedAt: DAYS_AGO }).expect(201)).body;
    expect(Date.parse(ticket.openedAt)).toBeGreaterThanOrEqual(before - 1000);
    // Nor moved back afterwards, by the requester or by an administrator.
    await asRequester().put(`/api/supportTickets/${ticket.id}`, { openedAt: DAYS_AGO, version: ticket.version }).expect(200);
    await app.http.put(`/api/supportTickets/${ticket.id}`).send({ openedAt: DAYS_AGO }).expect(200);
    const stored = (await app.http.get(`/api/supportTickets/${ticket.id}`).expect(200)).body;
    expect(stored.openedAt).toBe(ticket.openedAt);
    // So its resolution time is counted from when it really came in.
    const resolved = (await app.http.put(`/api/supportTickets/${ticket.id}`).send({ status: 'resolved', resolution: 'Cleared the paper path' }).expect(200)).body;
    expect(Number(resolved.resolutionHours)).toBeLessThan(1);
  });
});
