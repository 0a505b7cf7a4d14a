import { useEffect, useState } from 'react';

/**
 * false on the server and in the browser's first render (hydration matches), true after it: the
 * order pages are rendered in the browser. Its own module, so a page that needs only this (order
 * tracking) does not load the order view with it.
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return inBrowser;
}
