import { HttpError } from 'react-admin';

/** A refused write's field errors, or its message under `name` (where the dialog shows it). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const body = error instanceof HttpError ? (error.body as { message?: string; errors?: Record<string, string> } | undefined) : undefined;
  const errors = body?.errors ?? {};
  if (errors.name || errors.sharedWithRoleId) return errors;
  return { name: Object.values(errors)[0] ?? body?.message ?? (error instanceof Error ? error.message : String(error)) };
};
