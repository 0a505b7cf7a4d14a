/**
 * The page's `#tireSize=` / `#brand=` hash (spec storefront §2 "hash tireSize and brand"; core
 * catalogue/page-hash.ts; docs/decisions.md "Size and brand links"). The server never sees a hash,
 * so the page renders without it and the browser reads it once the page runs and whenever it
 * changes: the router's location follows a link's hash and `hashchange` (the address edited, a
 * script). The hash stays in the address. Its reader arrives in its own chunk, only with such a hash.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export type PageHashReader = typeof import('./page-hash-read');

/** A hash that may carry a size or brands (the reader reads it exactly). */
const ASKS = /(?:^#?|&)(?:tiresize|brand)=/i;

/**
 * The location's hash and, when it may carry a size or brands, its reader once loaded (null on
 * the server, during hydration and without such a hash).
 */
export function usePageHash(): { hash: string; read: PageHashReader | null } {
  const { hash } = useLocation();
  const [read, setRead] = useState<PageHashReader | null>(null);
  const asks = ASKS.test(hash);
  useEffect(() => {
    if (asks) void import('./page-hash-read').then(setRead);
  }, [asks]);
  return { hash, read: asks ? read : null };
}
