import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

/**
 * How many records of `resource` hold each value of `field`: one count per value, read as the
 * list's total with a one-row page (so each count goes through the list permission and its scope).
 */
export const useCounts = (resource: string, field: string, values: readonly string[]) => {
  const dataProvider = useDataProvider();
  const results = useQueries({
    queries: values.map((value) => ({
      queryKey: [resource, 'count', field, value],
      queryFn: async () =>
        (await dataProvider.getList(resource, { filter: { [field]: value }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } })).total ?? 0,
    })),
  });
  return {
    counts: results.map((result) => result.data ?? 0),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
};
