import { useMemo } from 'react';
import { useInfiniteGetList, type RaRecord, type SortPayload } from 'react-admin';

/** How many cards a column loads at a time. */
export const COLUMN_PAGE = 30;

/**
 * One column's records, page after page as the reader asks for more: the list's filters and this
 * state, in the list's order. Each column pages on its own, so no state is cut at any count.
 */
export const useColumnRecords = (resource: string, filter: Record<string, unknown>, sort: SortPayload) => {
  const { data, total, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList(resource, {
    filter,
    sort,
    pagination: { page: 1, perPage: COLUMN_PAGE },
  });
  const records = useMemo<RaRecord[]>(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  return { records, total: total ?? records.length, isPending, isError, hasMore: hasNextPage === true, showMore: () => void fetchNextPage(), isFetchingMore: isFetchingNextPage };
};
