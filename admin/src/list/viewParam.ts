/** The URL key of the list's view besides the table (`view=calendar`); absent for the table. */
export const VIEW_KEY = 'view';

/** The view a URL names, when it is one of `views`; anything else is the table (undefined). */
export const viewOfSearch = (search: string, views: readonly string[]): string | undefined => {
  const named = new URLSearchParams(search).get(VIEW_KEY);
  return named !== null && views.includes(named) ? named : undefined;
};

/**
 * A search string with its view set, last, or without one for the table. The other parameters
 * are kept exactly as written (the list's canonical form stays canonical).
 */
export const withView = (search: string, view: string | undefined): string => {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== VIEW_KEY);
  if (view !== undefined) kept.push(`${VIEW_KEY}=${encodeURIComponent(view)}`);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
};
