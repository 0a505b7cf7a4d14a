/**
 * The global toast's store and view (spec §4 Toast, §8 Toast), a chunk of its own fetched after
 * hydration: the page's first script carries only the empty live regions (shell/toast.tsx) and a
 * `showToast` that queues into this store once it has loaded.
 */
import { useStore } from '@nanostores/react';
import { createToastStore } from '@tireshop/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page's one toast queue. */
export const toastStore = createToastStore();

export function ToastView() {
  const toast = useStore(toastStore.$toast);
  const { pathname } = useLocation();

  // Every page change: toasts scheduled for it become due.
  useEffect(() => {
    void pathname;
    toastStore.pageChanged();
  }, [pathname]);

  if (!toast) return null;
  // Errors are announced at once (role="alert"), the rest politely (role="status"): spec §8 live-region modes.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the toast; it is not a control
    <div
      key={toast.id}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`sf-toast sf-toast--${toast.kind}`}
      data-phase={toast.phase}
      onMouseEnter={toastStore.pause}
      onMouseLeave={toastStore.resume}
      onFocus={toastStore.pause}
      onBlur={toastStore.resume}
    >
      <p className="sf-toast__message">{toast.message}</p>
      <button type="button" className="sf-toast__close" aria-label="Close message" onClick={toastStore.dismiss}>
        ×
      </button>
    </div>
  );
}
