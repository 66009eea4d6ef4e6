import { useCanAccess, useGetList } from 'react-admin';
import { resourceNameFor } from '../resources/names';
import { SAVED_VIEWS } from './texts';
import type { SavedView } from './viewState';

/** react-admin's name of the saved views. */
export const SAVED_VIEWS_RESOURCE = resourceNameFor(SAVED_VIEWS);

/** The most views one list or the sidebar offers. */
const SHOWN = 100;

/**
 * The saved views the signed-in user sees (their own and those shared with their role; the API
 * leaves out views of lists they may not open), by name: those of one list, or the pinned ones.
 */
export const useSavedViews = (filter: { resource: string } | { pinned: true }) => {
  const { canAccess } = useCanAccess({ resource: SAVED_VIEWS_RESOURCE, action: 'list' });
  const { data, refetch } = useGetList<SavedView>(
    SAVED_VIEWS_RESOURCE,
    { filter, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: SHOWN } },
    { enabled: canAccess === true },
  );
  return { views: canAccess ? (data ?? []) : [], canSave: canAccess === true, refetch };
};
