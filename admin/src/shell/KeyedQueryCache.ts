import { hashKey, QueryCache, type DefaultError, type Query, type QueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * A query cache whose `find` by exact key is a lookup by the key's hash, not a walk over every
 * cached query hashing the key once per query: react-admin calls it for each reference a list
 * shows (useGetManyAggregate), so after a few hundred screens that walk was a sixth of a page's
 * script time. Any other filter, or a query hashed its own way, takes the generic search.
 */
export class KeyedQueryCache extends QueryCache {
  override find<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData>(
    filters: QueryFilters<QueryKey> & { queryKey: QueryKey },
  ): Query<TQueryFnData, TError, TData> | undefined {
    const { queryKey, exact = true, ...others } = filters;
    if (exact && Object.keys(others).length === 0) {
      const query = this.get<TQueryFnData, TError, TData>(hashKey(queryKey));
      if (query && !query.options.queryKeyHashFn) return query;
    }
    return super.find<TQueryFnData, TError, TData>(filters);
  }
}
