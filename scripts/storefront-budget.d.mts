import type { FileSize } from './widget-budget.mjs';
export interface StorefrontRoute {
  route: string;
  /** A page of the seeded shop that this route serves. */
  path: string;
  /** The route's page module (page-module.ts): its chunks are what the route adds to the entry. */
  page: string;
  /** The target, gzipped bytes (when it gives one). */
  goal?: number;
  /** What the build enforces, gzipped bytes (0: not enforced). */
  budget: number;
}
export interface StorefrontSizes {
  entry: { files: FileSize[]; gzipBytes: number };
  /** Each route's files before it is interactive (entry first) and their gzipped total. */
  routes: (StorefrontRoute & { files: FileSize[]; gzipBytes: number })[];
}
export const STOREFRONT_ROUTES: StorefrontRoute[];
export function storefrontSizes(dir: string, routes?: StorefrontRoute[]): StorefrontSizes;
export function storefrontOverBudget(sizes: StorefrontSizes): string[];
