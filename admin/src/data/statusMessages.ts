/** HTTP statuses whose notification is one of our own messages rather than the server's text. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  409: 'app.errors.conflict',
  500: 'app.errors.internalServerError',
};
