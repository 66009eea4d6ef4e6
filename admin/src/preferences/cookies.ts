const DAY = 24 * 60 * 60;
/** SPEC §9: a cookie lasts 7 days unless said otherwise; the preference cookies last 365. */
export const DEFAULT_COOKIE_MAX_AGE = 7 * DAY;
export const PREFERENCE_COOKIE_MAX_AGE = 365 * DAY;

export const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

export const writeCookie = (name: string, value: string, maxAge = DEFAULT_COOKIE_MAX_AGE): void => {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
};

/** dir, font and theme (SPEC §3). */
export const writePreferenceCookie = (name: string, value: string): void => writeCookie(name, value, PREFERENCE_COOKIE_MAX_AGE);
