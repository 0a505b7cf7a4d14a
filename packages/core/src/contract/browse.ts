/**
 * Catalogue browsing calls: listings with filters and facets, brands, categories, types,
 * vehicles, product lines, reviews, deals, compare and the sitemap. Every endpoint defined here is
 * listed in `browseEndpoints`.
 */
import type { Endpoint } from './endpoint';

export const browseEndpoints: readonly Endpoint[] = [];
