import { useCallback } from 'react';
import { useCreatePath } from 'react-admin';

/** The path of a resource's list, by react-admin's own rule (the sidebar's links and its current entry agree on it). */
export const useListPath = (): ((resource: string) => string) => {
  const createPath = useCreatePath();
  return useCallback((resource: string) => createPath({ resource, type: 'list' }), [createPath]);
};
