/**
 * Search calls (spec §7): shopper session, past searches, recent searches. The typeahead itself
 * is in catalogue.ts. Every endpoint defined here is listed in `searchEndpoints`.
 */
import type { Endpoint } from './endpoint';

export const searchEndpoints: readonly Endpoint[] = [];
