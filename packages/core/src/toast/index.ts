/**
 * The storefront's global toast (spec §4 Toast, §8 Toast, §9 timing): one toast at a time from a
 * queue; it appears 300 ms after it is asked for — or 300 ms after the next page change when it
 * is scheduled for it — auto-dismisses after 3000 ms unless auto-dismiss is off, then exits in
 * 400 ms. A close button dismisses it early. Framework-free: the clock is injected, views render
 * `$toast` and call the actions.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { TOAST_TIMING } from '../constants/layout';

/** Errors are announced assertively (role="alert"), the rest politely (spec §8 live-region modes). */
export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** 'leaving' during the 400 ms exit. */
  phase: 'shown' | 'leaving';
}

export interface ShowToastOptions {
  kind?: ToastKind;
  /** Wait for the next page change (a toast asked for just before a navigation). */
  afterNextPageChange?: boolean;
  /** spec §8 "unless auto-dismiss is off": stays until closed. */
  autoDismiss?: boolean;
}

export interface ToastClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastStore {
  $toast: ReadableAtom<Toast | null>;
  show(message: string, options?: ShowToastOptions): void;
  /** The router calls this on every page change: scheduled toasts become due. */
  pageChanged(): void;
  /** The close button: the exit starts now. */
  dismiss(): void;
  /** Hover or focus on the toast holds it; leaving restarts the auto-dismiss. */
  pause(): void;
  resume(): void;
}

interface Pending {
  message: string;
  kind: ToastKind;
  autoDismiss: boolean;
  waitsForPage: boolean;
}

const defaultClock: ToastClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(clock: ToastClock = defaultClock): ToastStore {
  const $toast = atom<Toast | null>(null);
  const queue: Pending[] = [];
  let nextId = 1;
  let current: (Pending & { id: number }) | null = null;
  let timer: unknown;
  let paused = false;

  const wait = (ms: number, then: () => void) => {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(then, ms);
  };

  // The next due toast, once nothing is shown or on its way.
  function pump() {
    if (current || timer !== undefined) return;
    const index = queue.findIndex((p) => !p.waitsForPage);
    if (index < 0) return;
    const [due] = queue.splice(index, 1) as [Pending];
    timer = clock.setTimeout(() => {
      timer = undefined;
      current = { ...due, id: nextId++ };
      $toast.set({ id: current.id, message: due.message, kind: due.kind, phase: 'shown' });
      startAutoDismiss();
    }, TOAST_TIMING.delayMs);
  }

  function startAutoDismiss() {
    if (!current?.autoDismiss || paused) return;
    wait(TOAST_TIMING.autoDismissMs, dismiss);
  }

  function dismiss() {
    const shown = $toast.get();
    if (!shown || shown.phase === 'leaving') return;
    $toast.set({ ...shown, phase: 'leaving' });
    wait(TOAST_TIMING.exitMs, () => {
      timer = undefined;
      current = null;
      paused = false;
      $toast.set(null);
      pump();
    });
  }

  return {
    $toast,
    show(message, options = {}) {
      const text = message.trim();
      if (!text) return;
      queue.push({
        message: text,
        kind: options.kind ?? 'info',
        autoDismiss: options.autoDismiss ?? true,
        waitsForPage: options.afterNextPageChange ?? false,
      });
      pump();
    },
    pageChanged() {
      for (const pending of queue) pending.waitsForPage = false;
      pump();
    },
    dismiss,
    pause() {
      if ($toast.get()?.phase !== 'shown' || paused) return;
      paused = true;
      clock.clearTimeout(timer);
      timer = undefined;
    },
    resume() {
      if (!paused) return;
      paused = false;
      if ($toast.get()?.phase === 'shown') startAutoDismiss();
    },
  };
}
