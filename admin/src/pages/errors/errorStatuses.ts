/** The error pages of SPEC §2: /401, /403, /404, /500, /503 and /errors/{one of them}. */
export const ERROR_STATUSES = [401, 403, 404, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** Each page's texts: `app.errorPages.{key}.title` and `.description`. */
export const ERROR_PAGE_KEYS: Record<ErrorStatus, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  500: 'internalServerError',
  503: 'maintenance',
};

/** The page for /errors/{error}: one of the known statuses, anything else is "not found". */
export const errorStatusOf = (param: string | undefined): ErrorStatus =>
  ERROR_STATUSES.find((status) => String(status) === param) ?? 404;
