import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const APP_TYPES = ['all', 'connected', 'notConnected'] as const;
export const APP_SORTS = ['asc', 'desc'] as const;
export type AppType = (typeof APP_TYPES)[number];
export type AppSort = (typeof APP_SORTS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values.includes(value as T) ? (value as T) : undefined);

/**
 * /apps' search parameters (SPEC §2): type (all, connected, notConnected), filter (text) and sort
 * (asc or desc); an invalid type or sort is as if absent. Changes replace the address, so Back
 * leaves the page rather than stepping through each keystroke.
 */
export const useAppsSearch = () => {
  const [params, setParams] = useSearchParams();
  const type = oneOf(APP_TYPES, params.get('type'));
  const sort = oneOf(APP_SORTS, params.get('sort'));
  const filter = params.get('filter') ?? '';
  const set = useCallback(
    (name: 'type' | 'sort' | 'filter', value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { type, sort, filter, set };
};
