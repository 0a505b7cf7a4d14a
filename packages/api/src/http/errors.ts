import type { ApiErrorBody } from '@tireshop/core';

/** Error codes on the wire: spec §8 names for the status classes a client maps them to. */
export type ApiErrorCode =
  | 'BadRequest'
  | 'Unauthorized'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'UnprocessableEntity'
  | 'TooManyRequests'
  | 'ServerError';

const STATUS: Record<ApiErrorCode, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  UnprocessableEntity: 422,
  TooManyRequests: 429,
  ServerError: 500,
};

/** Thrown by routes and services; turned into `{ error: { code, message } }` with its status. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string) => new ApiError('BadRequest', message);
export const notFound = (message: string) => new ApiError('NotFound', message);

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}
