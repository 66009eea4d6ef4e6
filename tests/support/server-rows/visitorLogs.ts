import { loadRegistry } from '@club/schema/node';
import type { Agent } from 'supertest';

// The gate's register is written when an approved invitation is checked in (api/src/overrides/invitations.ts).

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  // Loaded when seeding, not with the rules (samples.ts loads this file).
  const { createSampleRecord } = await import('../samples');
  const registry = await loadRegistry();
  const invitation = await createSampleRecord(http, registry, registry.get('invitations')!);
  for (const action of ['approve', 'check-in']) {
    const done = await http.post(`/api/invitations/${invitation.id}/${action}`).send({});
    if (done.status !== 200) throw new Error(`The sample invitation's ${action}: ${done.status} ${JSON.stringify(done.body)}`);
  }
};
