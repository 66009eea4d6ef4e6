import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useStore, type ListParams } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseListUrl, serializeListUrl, type SortDefaults, type UrlParam } from './urlParams';
import { viewOfSearch, withView } from './viewParam';

const sameParams = (a: ListParams | undefined, b: ListParams, params: readonly UrlParam[]) =>
  a !== undefined && serializeListUrl(a, params) === serializeListUrl(b, params);

export interface UrlListParams {
  /** For <List disableSyncWithLocation storeKey={…}>: the list reads and writes these params. */
  storeKey: string;
  /** False until the params of the URL are in the store (the list must not fetch stale ones). */
  ready: boolean;
  /**
   * Call when the URL's page is past the last one: react-admin then goes back a page, and that
   * correction replaces the URL instead of adding an entry the back button would return to.
   */
  pageOutOfRange: () => void;
}

/**
 * Keeps a list's params and the URL in step, in the screen's own search parameters
 * (`?page=2&pageSize=25&status=todo,done&filter=text`) instead of react-admin's `filter` JSON.
 * The URL is the truth: opening or pasting one sets the list's params (bad values become the
 * defaults and the URL is rewritten to its canonical form); paging, sorting or filtering in the
 * list writes a new URL entry, so the back button restores the previous view. The URL also keeps
 * which of `views` shows the records (`view=calendar`, see viewParam.ts); an unknown one is dropped.
 */
export const useUrlListParams = (resource: string, params: readonly UrlParam[], defaults: SortDefaults, inUrl = true, views: readonly string[] = []): UrlListParams => {
  const storeKey = `${resource}.urlListParams`;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // A list kept out of the URL opens with its defaults, and any search parameters are dropped.
  const fromUrl = useMemo(() => parseListUrl(inUrl ? search : '', params, defaults), [inUrl, search, params, defaults]);
  // The URL's search as it should read: bad or missing values replaced by the defaults.
  const view = inUrl ? viewOfSearch(search, views) : undefined;
  const canonical = useMemo(() => (inUrl ? withView(serializeListUrl(fromUrl, params), view) : ''), [inUrl, fromUrl, params, view]);
  // No default: a value that is not in the store yet must be written there for the list to read it.
  const [stored, setStored] = useStore<ListParams | undefined>(storeKey);
  const ready = useRef(false);
  // The last params the list direction saw, and the last ones the URL direction wrote.
  const seen = useRef(stored);
  const written = useRef<ListParams | undefined>(undefined);
  const correcting = useRef(false);

  // Only while the list is still on screen: a late effect must not pull the person back from the
  // page they just opened (the create form opened right after the list).
  const stillHere = () => window.location.pathname === pathname;

  // URL → list (on open, back and forward, a pasted link).
  useEffect(() => {
    if (canonical !== search && stillHere()) navigate({ pathname, search: canonical }, { replace: true });
    // Out of the URL, the list's own params stay as they are once it has some.
    if (inUrl ? !sameParams(stored, fromUrl, params) : stored === undefined) {
      written.current = fromUrl;
      setStored(fromUrl);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new URL starts this direction
  }, [search]);

  // List → URL (the person changed page, size, sort or a filter).
  useEffect(() => {
    if (stored === seen.current) return;
    seen.current = stored;
    const replace = correcting.current;
    correcting.current = false;
    if (stored === undefined || stored === written.current) return;
    if (inUrl && !sameParams(stored, fromUrl, params) && stillHere()) navigate({ pathname, search: withView(serializeListUrl(stored, params), view) }, { replace });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the list's params starts this direction
  }, [stored]);

  // Ready once the store holds the URL's params and the URL is in its canonical form: a list opened
  // at a bare path (its params from an earlier visit still in the store) would otherwise draw all
  // its rows twice, before and after the rewrite.
  if (!ready.current && (!inUrl || canonical === search) && (sameParams(stored, fromUrl, params) || (!inUrl && stored !== undefined))) ready.current = true;
  const pageOutOfRange = useCallback(() => {
    correcting.current = true;
  }, []);
  return { storeKey, ready: ready.current, pageOutOfRange };
};
