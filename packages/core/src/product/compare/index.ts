/**
 * The compare list (spec §5 "The compare list holds 2 to 5 tires", §8 "compare alerts for over
 * five tires and for a duplicate tire") as a nanostores store. Tires are added one at a time from
 * product cards; the comparison itself is available from 2 tires and the list never holds more
 * than 5. Refused additions leave the list as it was and raise an alert for the view to show.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';

export const COMPARE_MIN_TIRES = 2;
export const COMPARE_MAX_TIRES = 5;

/**
 * The alert texts. The spec names the two alerts without their words (§8): these are ours, saying
 * what happened and what to do about it.
 */
export const COMPARE_ALERTS = {
  /** Adding a sixth tire (spec §8 "over five tires"). */
  full: `You can compare up to ${COMPARE_MAX_TIRES} tires. Remove one to add another.`,
  /** Adding a tire already in the list (spec §8 "a duplicate tire"). */
  duplicate: 'This tire is already in your compare list.',
} as const;
export type CompareAlertKind = keyof typeof COMPARE_ALERTS;

/** What a product card knows about a tire, enough to show it in the compare tray. */
export interface CompareTire {
  productId: number;
  name: string;
  size: string;
  imageSrc?: string;
}

export interface CompareState {
  tires: readonly CompareTire[];
  alert: { kind: CompareAlertKind; message: string } | null;
}

export type CompareAddResult = { ok: true } | { ok: false; alert: CompareAlertKind };

export interface CompareStore {
  $compare: ReadableAtom<CompareState>;
  /** true with 2 to 5 tires: the compare page can be opened. */
  $canCompare: ReadableAtom<boolean>;
  /** The `ids` query of GET /v1/compare for the tires in the list, in the order they were added. */
  $compareIds: ReadableAtom<string>;
  add(tire: CompareTire): CompareAddResult;
  remove(productId: number): void;
  clear(): void;
  dismissAlert(): void;
}

/** Whether a list can be compared: spec §5, 2 to 5 tires. */
export const canCompare = (count: number) => count >= COMPARE_MIN_TIRES && count <= COMPARE_MAX_TIRES;

/**
 * A compare list. `initial` restores a saved list (it is cut to its first 5 distinct tires);
 * where the list is saved (session storage, a cookie) is the caller's business.
 */
export function createCompareStore(initial: readonly CompareTire[] = []): CompareStore {
  const seen = new Set<number>();
  const tires = initial.filter((t) => !seen.has(t.productId) && seen.add(t.productId)).slice(0, COMPARE_MAX_TIRES);
  const $compare = atom<CompareState>({ tires, alert: null });

  function refuse(kind: CompareAlertKind): CompareAddResult {
    $compare.set({ ...$compare.get(), alert: { kind, message: COMPARE_ALERTS[kind] } });
    return { ok: false, alert: kind };
  }

  return {
    $compare,
    $canCompare: computed($compare, (s) => canCompare(s.tires.length)),
    $compareIds: computed($compare, (s) => s.tires.map((t) => t.productId).join(',')),
    add(tire) {
      const { tires } = $compare.get();
      // A duplicate is reported even when the list is full: it is the more precise answer.
      if (tires.some((t) => t.productId === tire.productId)) return refuse('duplicate');
      if (tires.length >= COMPARE_MAX_TIRES) return refuse('full');
      $compare.set({ tires: [...tires, tire], alert: null });
      return { ok: true };
    },
    remove(productId) {
      const { tires } = $compare.get();
      $compare.set({ tires: tires.filter((t) => t.productId !== productId), alert: null });
    },
    clear() {
      $compare.set({ tires: [], alert: null });
    },
    dismissAlert() {
      $compare.set({ ...$compare.get(), alert: null });
    },
  };
}
