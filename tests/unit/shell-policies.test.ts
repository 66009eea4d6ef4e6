import { describe, expect, it } from 'vitest';
import { errorStatusOf } from '../../admin/src/pages/errors/errorStatuses';
import { mutationErrorMessage } from '../../admin/src/shell/mutationErrorMessage';
import { queryErrorAction } from '../../admin/src/shell/queryErrorAction';
import { MAX_QUERY_RETRIES, retryPolicy } from '../../admin/src/shell/retryPolicy';
import { errorToastId, toastDuration } from '../../admin/src/shell/toastOptions';

/** An error as react-admin's HttpError carries it: a message, a status and the response body. */
const httpError = (status: number, body?: unknown) => Object.assign(new Error(`HTTP ${status}`), { status, body });

/** How many times react-query would retry a query failing with this error every time. */
const retriesFor = (error: unknown) => {
  let failureCount = 0;
  while (retryPolicy(failureCount, error)) failureCount += 1;
  return failureCount;
};

describe('query retry policy (SPEC §8)', () => {
  it.each([401, 403])('never retries a %i', (status) => {
    expect(retriesFor(httpError(status))).toBe(0);
  });

  it.each([400, 404, 409, 422])('does not retry a %i either: the same request gets the same answer', (status) => {
    expect(retriesFor(httpError(status))).toBe(0);
  });

  it.each([500, 502, 503])('retries a %i up to 3 times', (status) => {
    expect(MAX_QUERY_RETRIES).toBe(3);
    expect(retriesFor(httpError(status))).toBe(3);
  });

  it('retries a network failure (no status) up to 3 times', () => {
    expect(retriesFor(new TypeError('Failed to fetch'))).toBe(3);
    expect(retryPolicy(2, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryPolicy(3, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('mutation error messages (SPEC §8)', () => {
  it('gives 304 "Content not modified!" and 204 "Content not found."', () => {
    expect(mutationErrorMessage(httpError(304))).toBe('app.errors.notModified');
    expect(mutationErrorMessage(httpError(204))).toBe('app.errors.contentNotFound');
  });

  it("shows a client error's title, else its message", () => {
    expect(mutationErrorMessage(httpError(400, { title: 'Name is taken', message: 'Bad Request' }))).toBe('Name is taken');
    expect(mutationErrorMessage(httpError(422, { message: 'Invalid date' }))).toBe('Invalid date');
    expect(mutationErrorMessage(httpError(404, { title: '   ', message: 'No such record' }))).toBe('No such record');
  });

  it('falls back to "Something went wrong!" for a client error without text, a 500 and a network failure', () => {
    expect(mutationErrorMessage(httpError(400, {}))).toBe('app.errors.somethingWentWrong');
    expect(mutationErrorMessage(httpError(400))).toBe('app.errors.somethingWentWrong');
    expect(mutationErrorMessage(httpError(500, { title: 'Internal', message: 'boom' }))).toBe('app.errors.somethingWentWrong');
    expect(mutationErrorMessage(new TypeError('Failed to fetch'))).toBe('app.errors.somethingWentWrong');
  });
});

describe('query errors beyond their screen (SPEC §8)', () => {
  it('sends a 500 to /500 with "Internal Server Error!"', () => {
    expect(queryErrorAction(httpError(500))).toEqual({ message: 'app.errors.internalServerError', navigateTo: '/500' });
  });

  it.each([400, 401, 403, 404, 502])('leaves a %i to the screen and the auth provider', (status) => {
    expect(queryErrorAction(httpError(status))).toBeUndefined();
  });
});

describe('toasts of react-admin notifications', () => {
  it("use the toaster's duration unless the notification sets one (null: until closed)", () => {
    expect(toastDuration({ message: 'm', type: 'info' })).toBeUndefined();
    expect(toastDuration({ message: 'm', type: 'info', notificationOptions: { autoHideDuration: 1000 } })).toBe(1000);
    expect(toastDuration({ message: 'm', type: 'info', notificationOptions: { autoHideDuration: null } })).toBe(Infinity);
  });

  it('give errors with one text one toast', () => {
    expect(errorToastId('Internal Server Error!')).toBe(errorToastId('Internal Server Error!'));
    expect(errorToastId('Internal Server Error!')).not.toBe(errorToastId('Session expired!'));
  });
});

describe('/errors/{error}', () => {
  it.each(['401', '403', '404', '500', '503'])('shows the page of %s', (param) => {
    expect(errorStatusOf(param)).toBe(Number(param));
  });

  it.each(['418', 'abc', '', undefined, '5000', '40'])('shows 404 for %s', (param) => {
    expect(errorStatusOf(param)).toBe(404);
  });
});
