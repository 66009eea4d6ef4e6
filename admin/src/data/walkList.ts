import { MAX_PAGE_SIZE } from '@club/schema';
import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';

/** An export takes at most this many records. */
export const MAX_EXPORT_ROWS = 1_000_000;

/**
 * More records than one page holds (an export): read page after page in id order, each starting
 * after the last id read (`id_gt`), so every page costs the server the same however deep it is;
 * offsets would make the last pages the slowest, and the API serves them only so deep.
 */
export const walkList = async (getList: DataProvider['getList'], resource: string, params: GetListParams): Promise<GetListResult<RaRecord>> => {
  const wanted = params.pagination?.perPage ?? MAX_EXPORT_ROWS;
  const records: RaRecord[] = [];
  let after: RaRecord['id'] | undefined;
  while (records.length < wanted) {
    const perPage = Math.min(MAX_PAGE_SIZE, wanted - records.length);
    const filter = after === undefined ? params.filter : { ...params.filter, id_gt: after };
    const { data } = await getList(resource, { ...params, filter, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage } });
    records.push(...data);
    if (data.length < perPage) break;
    after = data[data.length - 1]!.id;
  }
  return { data: records, total: records.length };
};
