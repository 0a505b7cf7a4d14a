/**
 * What every call of the client layer resolves to (spec §8): a value, never a throw, so a caller
 * branches on `ok` and no failure can escape as an unhandled rejection in a host page.
 */

/** Spec §8 "Client error codes". */
export const API_ERROR_CODES = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'ServerError',
  'NetworkError',
  'AbortError',
  'InvalidJson',
  'OtherError',
  'UrlBaseNotConfigured',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /** The HTTP status, or 404 when there was no response (spec §8 "statusCode (default 404)"). */
  statusCode: number;
}

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };

/** spec §8: statusCode when no HTTP status exists. */
export const DEFAULT_STATUS_CODE = 404;

/** spec §8: exact message. */
export const URL_BASE_NOT_CONFIGURED_MESSAGE = 'fetch API not configured';

/** spec §8 "Behaviours": exact message, raised before the token request. */
export const MISSING_CREDENTIALS_MESSAGE = 'Missing clientId or clientSecret';

export function isOk<T>(result: ApiResult<T>): result is { ok: true; data: T; status: number } {
  return result.ok;
}

export function success<T>(data: T, status: number): ApiResult<T> {
  return { ok: true, data, status };
}

export function failure(code: ApiErrorCode, message: string, statusCode: number = DEFAULT_STATUS_CODE): { ok: false; error: ApiError } {
  return { ok: false, error: { code, message, statusCode } };
}

/** spec §8: 400, 401, 403, 404 by name; any other non-2xx is ServerError. */
export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
      return 'BadRequest';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    default:
      return 'ServerError';
  }
}

const DEFAULT_MESSAGES: Record<ApiErrorCode, string> = {
  BadRequest: 'Bad request',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'Not found',
  ServerError: 'Server error',
  NetworkError: 'Network error',
  AbortError: 'The request was aborted',
  InvalidJson: 'The response is not valid JSON',
  OtherError: 'Unexpected error',
  UrlBaseNotConfigured: URL_BASE_NOT_CONFIGURED_MESSAGE,
};

export function defaultMessage(code: ApiErrorCode, status?: number): string {
  const base = DEFAULT_MESSAGES[code];
  return code === 'ServerError' && status !== undefined ? `${base} (HTTP ${status})` : base;
}

/**
 * spec §8: "the server's errorMessage or error.message when present". Our API answers
 * `{ "error": { "code", "message" } }` (CONVENTIONS "Errors and bad input").
 */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.errorMessage === 'string' && record.errorMessage !== '') return record.errorMessage;
  const error = record.error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as Record<string, unknown>).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/** What a shopper reads when the shop does not answer (issue #13 "Any host page": never "Failed to fetch"). */
export const OUTAGE_MESSAGE = 'We can’t reach the tire shop right now. Please try again.';

/** Is this failure the shop not answering (no answer, a 5xx, a gateway's HTML page) rather than a refusal? */
export const isOutage = (error: ApiError) => error.code === 'NetworkError' || error.code === 'ServerError' || error.code === 'InvalidJson';

/** A failed call in a shopper's words: the server's own message, or OUTAGE_MESSAGE for an outage. */
export const shopperMessage = (error: ApiError) => (isOutage(error) ? OUTAGE_MESSAGE : error.message);
