import { REDIRECT_PARAM, SIGN_IN_2_PATH, SIGN_IN_PATH } from './paths';

const HOME = '/';
const SIGN_IN_PAGES = [SIGN_IN_PATH, SIGN_IN_2_PATH];

const isSignInPage = (path: string) => SIGN_IN_PAGES.some((page) => path === page || path.startsWith(`${page}?`));

/**
 * Where to go after signing in: the `redirect` parameter when it is a path of this site
 * ('/tasks?page=2'), otherwise home. '//host', '/\host', 'https://…', 'javascript:…' and
 * control characters are refused (no open redirect), and so are the sign-in pages (no loop).
 */
export const safeRedirect = (value: string | null | undefined): string => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return HOME;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return HOME;
  const url = new URL(value, window.location.origin);
  if (url.origin !== window.location.origin) return HOME;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSignInPage(url.pathname) ? HOME : path;
};

/** '/sign-in?redirect=<path+search>' for a location; a sign-in page keeps its own address. */
export const signInLocationFor = (pathname: string, search: string): string => {
  if (isSignInPage(pathname)) return `${pathname}${search}`;
  const target = `${pathname}${search}`;
  if (target === HOME) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
};

/** The sign-in address that brings the user back to where they are now. */
export const currentSignInLocation = (): string =>
  signInLocationFor(window.location.pathname, window.location.search);
