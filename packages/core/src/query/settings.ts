/**
 * The fetch cache's numbers (spec rules §9 "Fetch cache: dedupe 2 s, focus throttle 5 s,
 * loading-slow 3 s (5 s on a slow network), retry base 5 s (10 s on slow)") and its retry rule
 * (spec rules §4 "Data fetch cache": "Failed fetches retry with exponential backoff").
 */
import { isOutage, type ApiError } from '../client/result';

/** A second ask for the same key within this time gets the answer already there (or on its way). */
export const QUERY_DEDUPE_MS = 2_000;
/** Coming back to the page asks again at most once in this time. */
export const QUERY_FOCUS_THROTTLE_MS = 5_000;
/** The first retry waits about this long; each further one about twice as long as the one before. */
export const QUERY_RETRY_BASE_MS = 5_000;
export const QUERY_RETRY_BASE_SLOW_MS = 10_000;
/** The doubling stops here: from the eighth retry on, 256 × the base (about 21 minutes) at most. */
const MAX_DOUBLINGS = 8;

/**
 * How long to wait before retry number `retryCount` (1 for the first): the base doubled per retry,
 * times a jitter between 0.5 and 1.5 (`random` in [0, 1)) so many pages that failed together do
 * not all ask again at the same moment.
 */
export function retryDelay(retryCount: number, slowNetwork: boolean, random: number): number {
  const base = slowNetwork ? QUERY_RETRY_BASE_SLOW_MS : QUERY_RETRY_BASE_MS;
  return Math.floor((random + 0.5) * 2 ** Math.min(Math.max(retryCount, 1), MAX_DOUBLINGS)) * base;
}

/**
 * Only the shop not answering is worth asking again (no answer, a 5xx, a gateway's HTML page): a
 * refusal (400, 401, 403, 404) would answer the same, and an abort was the page's own choice.
 */
export function shouldRetry(error: unknown): boolean {
  return isApiError(error) ? isOutage(error) : true;
}

export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error && 'statusCode' in error;
}
