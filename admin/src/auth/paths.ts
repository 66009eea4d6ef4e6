/** The public sign-in routes of SPEC §2. */
export const SIGN_IN_PATH = '/sign-in';
export const SIGN_IN_2_PATH = '/sign-in-2';

/** The search parameter of /sign-in that holds where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

export const AUTH_API = '/api/auth';
