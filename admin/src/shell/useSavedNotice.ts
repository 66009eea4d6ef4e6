import { useCallback } from 'react';
import { useNotify, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { useNamedRecord } from './useNamedRecord';
import { useNotYetWarning } from './useNotYetWarning';

export type SavedKind = 'created' | 'saved';

/**
 * What a successful create or edit does: a toast that names the record and what happened
 * ("Invoice INV-2026-0012 saved", not react-admin's "Element updated"), then the record's own
 * page, so the person sees what they saved instead of losing it in the list.
 */
export const useSavedNotice = (kind: SavedKind) => {
  const resource = useResourceContext()!;
  const notify = useNotify();
  const redirect = useRedirect();
  const named = useNamedRecord(resource);
  const warnNotYet = useNotYetWarning();
  return useCallback(
    (record: RaRecord) => {
      notify(`app.saved.${kind}`, { type: 'success', messageArgs: named(record) });
      redirect('show', resource, record.id, record);
      void warnNotYet(record);
    },
    [kind, named, notify, redirect, resource, warnNotYet],
  );
};
