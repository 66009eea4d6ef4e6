import { HttpException } from '@nestjs/common';
import type { Reader } from '../crud/readers';
import type { CrudService, Row } from '../crud/crud.service';
import type { Locale } from '../i18n/messages';

/** What the command palette asks for: a few records of each kind, while the person types. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_PER_RESOURCE = 3;
/** Lists read at once: the pool is shared with every other request. */
const SEARCH_CONCURRENCY = 8;

export interface ResourceMatches {
  resource: string;
  /** How many records match in all (the list's total). */
  total: number;
  records: Row[];
}

/** Runs `work` on every item, at most `limit` at a time, keeping the items' order in the answer. */
const inBatches = async <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/**
 * One search over every resource that declares searchable fields and that the reader may list:
 * each is read through the list itself (CrudService.list with the `q` filter), so the same
 * permission, row scope and field read rules apply as on its list screen.
 */
export class RecordSearchService {
  constructor(private readonly crud: CrudService) {}

  async search(text: string, locale: Locale, reader: Reader | undefined): Promise<ResourceMatches[]> {
    const q = text.trim();
    if (q.length < SEARCH_MIN_LENGTH || !reader) return [];
    const { registry } = this.crud;
    const searched = registry.resources.filter((resource) => !resource.singleton && registry.facts(resource.name).search.length > 0 && reader.may(resource.name, 'list'));
    const found = await inBatches(searched, SEARCH_CONCURRENCY, async ({ name }) => {
      try {
        const page = await this.crud.list(name, { filter: JSON.stringify({ q }), range: JSON.stringify([0, SEARCH_PER_RESOURCE - 1]) }, locale, reader);
        return { resource: name, total: page.total, records: page.rows };
      } catch (error) {
        // A list that refuses this reader or this text (a 4xx) has nothing to add; anything else is a fault.
        if (error instanceof HttpException && error.getStatus() < 500) return { resource: name, total: 0, records: [] };
        throw error;
      }
    });
    return found.filter((matches) => matches.records.length > 0);
  }
}
