import { isClientError, statusOf } from './httpStatus';

const textField = (body: unknown, field: 'title' | 'message'): string | undefined => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
};

/**
 * The toast for a failed mutation that has no error handling of its own (SPEC §8): 304 and 204
 * have fixed messages, a client error (4xx) shows the server's `title` (else its `message`),
 * anything else "Something went wrong!". Returns a message key or the server's text; both go
 * through translate(text, { _: text }), which leaves a text that is not a key as it is.
 */
export const mutationErrorMessage = (error: unknown): string => {
  const status = statusOf(error);
  if (status === 304) return 'app.errors.notModified';
  if (status === 204) return 'app.errors.contentNotFound';
  if (isClientError(status)) {
    const body = (error as { body?: unknown }).body;
    const text = textField(body, 'title') ?? textField(body, 'message');
    if (text) return text;
  }
  return 'app.errors.somethingWentWrong';
};
