import { describe, expect, it } from 'vitest';
import { errorStatusOf } from '../../admin/src/pages/errors/errorStatuses';
import { mutationErrorMessage } from '../../admin/src/shell/mutationErrorMessage';
import { queryErrorAction } from '../../admin/src/shell/queryErrorAction';
import { MAX_QUERY_RETRIES, retryPolicy } from '../../admin/src/shell/retryPolicy';
import { errorToastId, toastDuration, toastOptionsFor } from '../../admin/src/shell/toastOptions';

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
    const context = { id: 'ra-1', text: 'Internal Server Error!', undoLabel: 'Undo', onUndoableEnd: () => {} };
    expect(toastOptionsFor({ message: 'app.errors.internalServerError', type: 'error' }, context).id).toBe(errorToastId('Internal Server Error!'));
    expect(toastOptionsFor({ message: 'ra.notification.created', type: 'info' }, { ...context, text: 'Element created' }).id).toBe('ra-1');
  });

  const undoable = { message: 'ra.notification.deleted', type: 'info', notificationOptions: { undoable: true } } as const;
  const endsOf = () => {
    const ends: boolean[] = [];
    const options = toastOptionsFor(undoable, { id: 'ra-2', text: 'Element deleted', undoLabel: 'Undo', onUndoableEnd: (isUndo) => ends.push(isUndo) });
    return { ends, options, toast: { id: 'ra-2' } as never, click: {} as never };
  };

  it('offer Undo for an undoable mutation, which cancels it once', () => {
    const { ends, options, toast, click } = endsOf();
    const action = options.action as { label: string; onClick: (event: never) => void };
    expect(action.label).toBe('Undo');
    action.onClick(click);
    options.onDismiss?.(toast);
    expect(ends).toEqual([true]);
  });

  it.each(['onDismiss', 'onAutoClose'] as const)('run an undoable mutation once its toast goes (%s)', (how) => {
    const { ends, options, toast } = endsOf();
    options[how]?.(toast);
    options.onAutoClose?.(toast);
    expect(ends).toEqual([false]);
  });

  it('have no Undo for other notifications, and keep multi-line text on several lines', () => {
    const options = toastOptionsFor({ message: 'm', type: 'success', notificationOptions: { multiLine: true } }, { id: 'ra-3', text: 'a\nb', undoLabel: 'Undo', onUndoableEnd: () => {} });
    expect(options.action).toBeUndefined();
    expect(options.onDismiss).toBeUndefined();
    expect(options.style).toEqual({ whiteSpace: 'pre-wrap' });
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
