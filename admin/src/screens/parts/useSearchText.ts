import { useEffect, useState } from 'react';

/**
 * A screen's search box: the text as typed, and the words to ask for once the typing pauses
 * (300 ms), trimmed.
 */
export const useSearchText = (): [search: string, setSearch: (text: string) => void, q: string] => {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  return [search, setSearch, q];
};
