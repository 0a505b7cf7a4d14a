/**
 * The global toast in the shell (spec §4 Toast): its place on every page; the store and the toast
 * itself (a role="status" live region, role="alert" for errors) come after hydration
 * (shell/toast-view.tsx), keeping the page's first script small. No empty live regions stay on the
 * page: a page's own status and alert messages remain the only ones there.
 */
import type { ShowToastOptions } from '@tireshop/core';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadToasts = () => import('./toast-view');
const ToastView = lazy(() => loadToasts().then((m) => ({ default: m.ToastView })));

/** Shows a toast (browser only): queued until the toast's chunk has loaded. */
export function showToast(message: string, options?: ShowToastOptions): void {
  void loadToasts().then((m) => m.toastStore.show(message, options));
}

export function ToastRegion() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="sf-toasts">
      {hydrated && (
        <Suspense fallback={null}>
          <ToastView />
        </Suspense>
      )}
    </div>
  );
}
