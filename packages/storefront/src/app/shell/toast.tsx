/**
 * The global toast in the shell (spec §4 Toast): two live regions rendered with every page, so a
 * screen reader knows them before anything is announced — polite for news (role="status"),
 * assertive for errors (role="alert"). The store and the toast itself come after hydration
 * (shell/toast-view.tsx), keeping the page's first script small.
 */
import type { ShowToastOptions } from '@tireshop/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const loadToasts = () => import('./toast-view');
const ToastView = lazy(() => loadToasts().then((m) => ({ default: m.ToastView })));

/** Shows a toast (browser only): queued until the toast's chunk has loaded. */
export function showToast(message: string, options?: ShowToastOptions): void {
  void loadToasts().then((m) => m.toastStore.show(message, options));
}

export function ToastRegion() {
  const polite = useRef<HTMLDivElement>(null);
  const assertive = useRef<HTMLDivElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="sf-toasts">
      <div role="status" aria-live="polite" ref={polite} />
      <div role="alert" aria-live="assertive" ref={assertive} />
      {hydrated && (
        <Suspense fallback={null}>
          <ToastView polite={polite} assertive={assertive} />
        </Suspense>
      )}
    </div>
  );
}
