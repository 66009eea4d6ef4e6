import type { RaRecord } from 'react-admin';
import { dataProvider } from '../data/dataProvider';
import { httpClient } from '../data/httpClient';
import { nameReferences } from '../data/nameReferences';

/** The fewest characters worth a search (the API answers nothing for fewer). */
export const RECORD_SEARCH_MIN_LENGTH = 2;

/** A few records of one kind whose text matches (GET /api/search). */
export interface FoundRecords {
  /** The API name of their resource. */
  resource: string;
  total: number;
  records: RaRecord[];
}

/**
 * One request for the records of every kind the person may list; what their names include (a
 * referenced record's name) is fetched as for any list, so each can be named as elsewhere.
 */
export const searchRecords = async (text: string, signal: AbortSignal): Promise<FoundRecords[]> => {
  const { json } = await httpClient(`/api/search?${new URLSearchParams({ q: text })}`, { signal });
  const results = (json as { results: FoundRecords[] }).results;
  await Promise.all(results.map(({ resource, records }) => nameReferences(dataProvider.getMany, resource, records)));
  return results;
};
