/** The browser's server state (spec rules §4 "Data fetch cache", §9 "Fetch cache"). */
export { answerOf, askKeys, createQueryContext, endpointKeys, shopQuery, stableJson } from './context';
export type {
  Ask,
  MutationKeys,
  QueryAnswer,
  QueryClient,
  QueryContext,
  QueryInput,
  QueryStore,
  QueryStoreOptions,
  QueryState,
} from './context';
export { browserQueryPlatform } from './platform';
export type { QueryPlatform } from './platform';
export {
  QUERY_DEDUPE_MS,
  QUERY_FOCUS_THROTTLE_MS,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_BASE_SLOW_MS,
  retryDelay,
  shouldRetry,
} from './settings';
