/**
 * HTTP statuses whose notification is one of our own messages rather than the server's text
 * (SPEC §8): react-admin's screens notify the error's message, so these reach the user as is.
 */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  304: 'app.errors.notModified',
  409: 'app.errors.conflict',
  500: 'app.errors.internalServerError',
};
