import type { Agent } from 'supertest';

/** A seed's POST that must answer `status` (201 by default): its body, or an error saying what failed. */
export const posted = async (http: Agent | { post: Agent['post'] }, what: string, path: string, body: Record<string, unknown>, status = 201): Promise<{ id: string }> => {
  const response = await http.post(path).send(body);
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string };
};
