import type { AnyResource, Field } from '@club/schema';

/**
 * The fields of a resource the server sets and a client never writes, `readOnly` in the OpenAPI
 * document (and left out of its create and update bodies): those declared read-only (derived
 * totals, approval state), sequence numbers, the fields rollups keep (`into`) and the ones a
 * workflow move stamps (who, when, the comment).
 */
export const serverSetFieldsOf = (resource: AnyResource): ReadonlySet<string> =>
  new Set([
    ...Object.entries(resource.fields as Record<string, Field>)
      .filter(([, field]) => field.readOnly || ('sequence' in field && field.sequence))
      .map(([name]) => name),
    ...Object.values(resource.rollups ?? {}).map((rollup) => rollup.into),
    ...Object.values(resource.workflow?.moves ?? {}).flatMap((move) => Object.values(move.stamps ?? {})),
  ]);

