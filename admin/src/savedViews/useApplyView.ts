import { useCallback } from 'react';
import { useStoreContext } from 'react-admin';
import { columnsKey } from './listColumns';
import type { SavedView } from './viewState';

/** The store key of the view last picked for a resource's list (its toolbar says which). */
export const pickedViewKey = (apiName: string) => `${apiName}.savedView`;

/**
 * Shows a saved view: its columns become the list's (kept on this device; the declared ones when it
 * has none), it is remembered as the list's picked view, and `follow` opens its list location.
 */
export const useApplyView = () => {
  const store = useStoreContext();
  return useCallback(
    (view: SavedView, location: string, follow: (to: string) => void) => {
      const columns = view.state?.columns;
      if (columns && columns.length > 0) store.setItem(columnsKey(view.resource), columns);
      else store.removeItem(columnsKey(view.resource));
      store.setItem(pickedViewKey(view.resource), view.id);
      follow(location);
    },
    [store],
  );
};
