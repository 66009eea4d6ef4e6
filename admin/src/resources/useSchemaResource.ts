import { registry } from '@club/schema/browser';
import type { AnyResource, ResourceFacts } from '@club/schema';
import { useMemo } from 'react';
import { useGetIdentity, useResourceContext } from 'react-admin';
import { authStorage } from '../auth/authStorage';
import { apiNameOf } from './names';
import { readableSchema } from './readableSchema';

export interface SchemaResource {
  apiName: string;
  definition: AnyResource;
  facts: ResourceFacts;
}

const schemaResourceOf = (resource: string | undefined, shown: ReadonlySet<string>): SchemaResource => {
  const apiName = apiNameOf(resource ?? '');
  const definition = registry.get(apiName);
  if (!definition) throw new Error(`No schema resource for react-admin resource '${resource}'`);
  return { apiName, ...readableSchema(definition, registry.facts(apiName), shown) };
};

/** The schema declaration behind the current react-admin resource, as the signed-in user may read it. */
export const useSchemaResource = (): SchemaResource => {
  const resource = useResourceContext();
  useGetIdentity(); // re-renders when the session's user (and so their grants) changes
  // The session is parsed afresh on each read: memoise on what matters, the pages the user may show.
  const shown = Object.entries(authStorage.read().user?.permissions ?? {})
    .filter(([, actions]) => actions.includes('show'))
    .map(([page]) => page)
    .join();
  return useMemo(() => schemaResourceOf(resource, new Set(shown.split(','))), [resource, shown]);
};
