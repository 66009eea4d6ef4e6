/** The HTTP status an error carries (react-admin's HttpError and fetch wrappers set `status`). */
export const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

export const isClientError = (status: number | undefined): status is number =>
  status !== undefined && status >= 400 && status < 500;
