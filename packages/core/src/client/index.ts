/** The client layer (spec §7, §8): one HTTP layer for storefront, browsers and widgets. */
export { createApiClient } from './api-client';
export type { ApiClient, ApiClientOptions, ApiRequest, CallInput } from './api-client';
export {
  API_ERROR_CODES,
  DEFAULT_STATUS_CODE,
  MISSING_CREDENTIALS_MESSAGE,
  URL_BASE_NOT_CONFIGURED_MESSAGE,
  isOk,
  isOutage,
  OUTAGE_MESSAGE,
  shopperMessage,
} from './result';
export type { ApiError, ApiErrorCode, ApiResult } from './result';
export type { ClientCredentials } from './token';
