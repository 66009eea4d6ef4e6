import { useCallback } from 'react';
import { useGetRecordRepresentation, useGetResourceLabel, type RaRecord } from 'react-admin';

/**
 * A record as a toast names it: its kind and its name ("Invoice" and "INV-2026-0012 Riyadh
 * International School"), in the screen's language.
 */
export const useNamedRecord = (resource: string) => {
  const resourceLabel = useGetResourceLabel();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (record: RaRecord) => {
      const name = represent(record);
      return { resource: resourceLabel(resource, 1), name: typeof name === 'string' ? name : '' };
    },
    [represent, resource, resourceLabel],
  );
};
