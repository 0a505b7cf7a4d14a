import type { ApiErrorBody } from '@tireshop/core';
import type { Context } from 'hono';

/** Error codes on the wire: spec §8 names for the status classes a client maps them to. */
export type ApiErrorCode =
  | 'BadRequest'
  | 'Unauthorized'
  | 'PaymentRequired'
  | 'Forbidden'
  | 'NotFound'
  | 'Conflict'
  | 'UnprocessableEntity'
  | 'TooManyRequests'
  | 'ServerError'
  | 'ServiceUnavailable';

const STATUS: Record<ApiErrorCode, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  /** A declined payment (spec §8 Payment "We're sorry, the payment was not able to be processed…"). */
  PaymentRequired: 402,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  UnprocessableEntity: 422,
  TooManyRequests: 429,
  ServerError: 500,
  /** The payment gateway cannot be reached (spec §8 "Cannot contact the gateway at this time."): retrying later may work. */
  ServiceUnavailable: 503,
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

/** The 429 of a refused rate limit: the message, and when to try again (Retry-After, in seconds). */
export const tooManyRequests = (c: Context, message: string, retryAfterSeconds: number) =>
  c.json(errorBody('TooManyRequests', message), 429, { 'Retry-After': String(retryAfterSeconds) });
