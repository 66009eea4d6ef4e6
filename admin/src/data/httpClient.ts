import { fetchUtils, HttpError } from 'react-admin';
import { sessionFetch } from '../auth/sessionFetch';
import { localeOf, readDirection } from '../preferences/direction';
import { STATUS_MESSAGES } from './statusMessages';

/** The API answers field errors in the language of the screen. */
const withLanguage = (options: fetchUtils.Options): fetchUtils.Options => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  headers.set('Accept-Language', localeOf(readDirection()));
  return { ...options, headers };
};

/**
 * fetchJson passes the JSON body into HttpError.body, so `body.errors` ({ field: message })
 * lands on the form fields. Some statuses get a message key instead of the server's text;
 * they carry no field errors, so react-admin notifies them. sessionFetch adds the access token
 * and renews an expired one once.
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  try {
    return await sessionFetch(fetchUtils.fetchJson, url, withLanguage(options));
  } catch (error) {
    const key = error instanceof HttpError ? STATUS_MESSAGES[error.status] : undefined;
    if (!key || !(error instanceof HttpError)) throw error;
    throw new HttpError(key, error.status, { message: error.body?.message });
  }
};
