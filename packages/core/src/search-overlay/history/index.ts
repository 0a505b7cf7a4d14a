/**
 * Ties the search overlay to browser history (spec §2 Shell: "Search overlay opens over any page;
 * opening adds a history entry and back closes it"; §4 "back closes it and, for non-shallow
 * catalog pages, emits new-catalog-search").
 *
 * Opening pushes an entry for the same URL, marked as the overlay's. Back from it closes the
 * overlay, and that `popstate` is stopped before the app's router sees it: the page under the
 * overlay did not change, so nothing is reloaded. Closing any other way (Escape, the close button)
 * goes back over the entry, so the history holds no dead entries; choosing a result leaves the
 * entry for the app to replace with the result's page. Forward onto the entry opens the overlay
 * again, so history and screen always agree.
 *
 * The platform is injected (CONVENTIONS): the storefront passes `window.history` and a
 * `popstate` listener registered before its router's; a widget never calls this (it does not own
 * the host page's history).
 */
import type { SearchOverlay } from '../overlay/index';

/** Marks the overlay's own history entry. */
export const OVERLAY_HISTORY_MARK = 'tsSearchOverlay';

export interface PopEvent {
  /** Keeps the `popstate` from listeners registered after this one (the app's router). */
  stopImmediatePropagation(): void;
}

export interface HistoryPort {
  /** The current entry's state (`history.state`). */
  state(): unknown;
  /** Adds an entry for the current URL with this state (`history.pushState(state, '')`). */
  push(state: Record<string, unknown>): void;
  back(): void;
  /** Must run before the app's router's own listener so it can stop the event. */
  onPop(listener: (event: PopEvent) => void): () => void;
  /**
   * Is the page on screen the current entry's page? Asked when a pop lands on an overlay entry
   * with the overlay closed: that is Forward onto it only if the page did not change; if the app
   * had moved on to another page from it, the pop is the app's navigation back to that page.
   * Without it, every such pop counts as Forward.
   */
  isOnScreen?(): boolean;
}

export interface OverlayHistoryOptions {
  /** Back closed the overlay (spec §4): the storefront emits new-catalog-search from here. */
  onBackClose?: () => void;
}

/** The overlay's entry carries the state of the entry under it, so Back can tell that entry from others after a reload too. */
function markOf(state: unknown): { below: unknown } | null {
  if (typeof state !== 'object' || state === null) return null;
  const mark = (state as Record<string, unknown>)[OVERLAY_HISTORY_MARK];
  return typeof mark === 'object' && mark !== null && 'below' in mark ? (mark as { below: unknown }) : null;
}
const isMarked = (state: unknown) => markOf(state) !== null;

/** History states are structured clones, compared by value: the entry under the overlay is the one whose state equals what it was. */
function sameEntry(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  } catch {
    return false;
  }
}

export function connectOverlayHistory(overlay: SearchOverlay, port: HistoryPort, options: OverlayHistoryOptions = {}): () => void {
  /** The state of the entry the overlay was pushed over. */
  let below: unknown = null;
  /** A `back()` of ours is on its way: its `popstate` is no news. */
  let ownBack = false;

  const stopOpenChanges = overlay.onOpenChange((change) => {
    if (change.open && change.reason === 'user') {
      below = port.state() ?? null;
      const base = typeof below === 'object' && below !== null ? (below as Record<string, unknown>) : {};
      port.push({ ...base, [OVERLAY_HISTORY_MARK]: { below } });
    } else if (!change.open && change.reason === 'dismiss' && isMarked(port.state())) {
      ownBack = true;
      port.back();
    }
    // `navigate`: the app replaces the overlay's entry with the page chosen. `history`: already popped.
  });

  const stopPops = port.onPop((event) => {
    const state = port.state();
    if (ownBack) {
      ownBack = false;
      if (!isMarked(state)) {
        event.stopImmediatePropagation();
        return;
      }
    }
    const { open } = overlay.$state.get();
    if (open && !isMarked(state)) {
      overlay.close('history');
      // Back onto the page the overlay covered: the page is as it was, the router need not know.
      // Further back (a long-press on Back) is a real navigation: the router handles it.
      if (sameEntry(state, below)) {
        event.stopImmediatePropagation();
        options.onBackClose?.();
      }
      return;
    }
    if (!open && isMarked(state) && (port.isOnScreen?.() ?? true)) {
      // Forward onto the overlay's entry.
      event.stopImmediatePropagation();
      below = markOf(state)!.below;
      overlay.open('history');
    }
  });

  // A reload keeps the entry's state: the overlay was open there, so it opens again.
  const start = markOf(port.state());
  if (start) {
    below = start.below;
    overlay.open('history');
  }

  return () => {
    stopOpenChanges();
    stopPops();
  };
}
