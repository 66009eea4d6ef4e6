import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOKEN_PARAM } from './paths';

/**
 * The emailed link's token (?token=), read once and taken out of the address bar at once: it
 * stays in no history entry, bookmark or screenshot of the URL, while the page keeps using it.
 */
export const useTokenFromUrl = (): string | null => {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get(TOKEN_PARAM));
  useEffect(() => {
    if (!searchParams.has(TOKEN_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(TOKEN_PARAM);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);
  return token;
};
