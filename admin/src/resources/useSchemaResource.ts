import { registry } from '@club/schema/browser';
import type { AnyResource, ResourceFacts } from '@club/schema';
import { useMemo } from 'react';
import { useResourceContext } from 'react-admin';
import { apiNameOf } from './names';

export interface SchemaResource {
  apiName: string;
  definition: AnyResource;
  facts: ResourceFacts;
}

const schemaResourceOf = (resource: string | undefined): SchemaResource => {
  const apiName = apiNameOf(resource ?? '');
  const definition = registry.get(apiName);
  if (!definition) throw new Error(`No schema resource for react-admin resource '${resource}'`);
  return { apiName, definition, facts: registry.facts(apiName) };
};

/** The schema declaration behind the current react-admin resource. */
export const useSchemaResource = (): SchemaResource => {
  const resource = useResourceContext();
  return useMemo(() => schemaResourceOf(resource), [resource]);
};
