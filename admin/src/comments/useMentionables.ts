import { useEffect, useState } from 'react';
import { talkApi, type Mentionable } from './talkApi';

/** Wait this long after a keystroke before asking: one request per pause, not per letter. */
const PAUSE_MS = 200;

/** Colleagues who may read the record and whose name holds the query (none while there is no query). */
export const useMentionables = (apiName: string, recordId: string, query: string | undefined): Mentionable[] => {
  const [found, setFound] = useState<Mentionable[]>([]);
  useEffect(() => {
    if (query === undefined) {
      setFound([]);
      return undefined;
    }
    let current = true;
    const timer = setTimeout(() => {
      talkApi.mentionable(apiName, recordId, query).then(
        (people) => current && setFound(people),
        () => current && setFound([]),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [apiName, recordId, query]);
  return found;
};
