import { HttpException, HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string>;

/** The API's one error shape: `{ message, errors: { field: message } }`. */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    message: string,
    errors: FieldErrors = {},
    /** Response headers the error needs (e.g. Allow on a 405). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super({ message, errors }, status);
  }
}

export const badRequest = (message: string, errors: FieldErrors = {}) => new ApiError(HttpStatus.BAD_REQUEST, message, errors);
export const forbidden = (message: string, errors: FieldErrors = {}) => new ApiError(HttpStatus.FORBIDDEN, message, errors);
export const notFound = (message: string) => new ApiError(HttpStatus.NOT_FOUND, message);
export const conflict = (message: string, errors: FieldErrors = {}) => new ApiError(HttpStatus.CONFLICT, message, errors);
/** A write on a read-only resource: 405 with the methods it does allow. */
export const methodNotAllowed = (message: string, allow: readonly string[] = ['GET', 'HEAD']) =>
  new ApiError(HttpStatus.METHOD_NOT_ALLOWED, message, {}, { Allow: allow.join(', ') });
