import { HttpException, HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string>;

/** The API's one error shape: `{ message, errors: { field: message } }`. */
export class ApiError extends HttpException {
  constructor(status: HttpStatus, message: string, errors: FieldErrors = {}) {
    super({ message, errors }, status);
  }
}

export const badRequest = (message: string, errors: FieldErrors = {}) => new ApiError(HttpStatus.BAD_REQUEST, message, errors);
export const notFound = (message: string) => new ApiError(HttpStatus.NOT_FOUND, message);
export const conflict = (message: string, errors: FieldErrors = {}) => new ApiError(HttpStatus.CONFLICT, message, errors);
