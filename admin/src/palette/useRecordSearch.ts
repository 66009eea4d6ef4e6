import { useEffect, useState } from 'react';
import { RECORD_SEARCH_MIN_LENGTH, searchRecords, type FoundRecords } from './recordSearch';

/** Quiet time after the last keystroke before a search is sent. */
const DEBOUNCE_MS = 250;

export type RecordSearch = { status: 'idle' } | { status: 'searching' } | { status: 'done'; found: FoundRecords[] };

/**
 * The records matching what the person typed, searched once they pause; nothing under two
 * characters. A newer text aborts the request of an older one, so a late answer never shows.
 */
export const useRecordSearch = (text: string): RecordSearch => {
  const [state, setState] = useState<RecordSearch>({ status: 'idle' });
  const query = text.trim();
  useEffect(() => {
    if (query.length < RECORD_SEARCH_MIN_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'searching' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchRecords(query, controller.signal).then(
        (found) => setState({ status: 'done', found }),
        // Aborted: a newer search is on its way. Failed: the screens still answer; no records.
        () => {
          if (!controller.signal.aborted) setState({ status: 'done', found: [] });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return state;
};
