/** Preference cookies last 365 days (SPEC §9). */
const PREFERENCE_MAX_AGE = 365 * 24 * 60 * 60;

export const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

export const writePreferenceCookie = (name: string, value: string): void => {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${PREFERENCE_MAX_AGE}; Path=/; SameSite=Lax`;
};
