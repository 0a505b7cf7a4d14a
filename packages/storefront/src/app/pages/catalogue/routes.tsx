import type { RouteObject } from 'react-router';

/** Catalogue routes of spec storefront §2 (brands, categories, types, vehicles, sizes, deals, reviews). */
export const catalogueRoutes: RouteObject[] = [];
