/**
 * What loaders need: the API client and the shop's settings. On the server each request passes
 * its own (react-router `requestContext`); in the browser one is set at start-up.
 */
import type { ApiClient, StorefrontVariant } from '@tireshop/core';
import { createContext } from 'react';

export interface StorefrontContext {
  api: ApiClient;
  /** Public origin of the shop, e.g. https://shop.example — for canonical URLs. */
  origin: string;
  variant: StorefrontVariant;
}

let browserContext: StorefrontContext | undefined;

export function setBrowserContext(context: StorefrontContext): void {
  browserContext = context;
}

export function storefrontContext(context: unknown): StorefrontContext {
  if (context && typeof context === 'object' && 'api' in context) return context as StorefrontContext;
  if (!browserContext) throw new Error('The storefront context is not set up.');
  return browserContext;
}

/** Document-level values the server renders once: the hydration script and asset URLs. */
export interface DocumentAssets {
  hydrationScript: string;
  clientEntry: string;
  css: string;
}
export const DocumentContext = createContext<DocumentAssets>({ hydrationScript: '', clientEntry: '', css: '' });
