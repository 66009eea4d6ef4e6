const ERRORS = ['expired', 'browser', 'refused', 'unreachable', 'provider', 'noEmail', 'emailTaken', 'inactive', 'taken', 'busy', 'full'] as const;

/** The message key of a round trip's outcome code in the page's address (`?error=`); unknown codes read as a failure. */
export const flowErrorKey = (code: string | null): string | undefined =>
  code === null ? undefined : `app.clerk.errors.${(ERRORS as readonly string[]).includes(code) ? code : 'failed'}`;
