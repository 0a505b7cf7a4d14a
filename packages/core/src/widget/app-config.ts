/**
 * A widget's own configuration (spec §7 GET /widget-app-config), with what is wrong when there is
 * none: the widget lives on someone else's page, so its failures must read as something the site
 * owner can fix, never as a raw "Failed to fetch" or a blank box (issue #13 "Any host page").
 *
 * The store asks when it is made and keeps the answer for the page's life, so a single-page app
 * that removes and re-adds the element asks nothing again. After an outage (no answer, a 5xx, a
 * gateway's HTML page, no answer in time) its state says when to ask again (1 s, 2 s, 4 s … 30 s):
 * the views on the page keep that timer, so it goes with the last of them and nothing is left
 * running on a page the widget has left.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient, ApiError } from '../client/index';
import { WIDGET_DISABLED_MESSAGE, widgetAppConfigEndpoint, type WidgetAppConfig } from '../contract/widget';

/** What a site owner has to fix, or that the shop is not answering (issue #13 "Any host page"). */
export type WidgetConfigProblem = 'missing-widget-id' | 'unknown-widget' | 'disabled' | 'origin-not-allowed' | 'unavailable';

export type WidgetConfigState =
  | { status: 'loading'; slow?: boolean }
  | { status: 'ready'; config: WidgetAppConfig }
  | { status: 'error'; problem: WidgetConfigProblem; code: string; message: string; retryInMs?: number };

/** What the shopper reads inside the widget, per problem: short, and nothing they cannot act on. */
const NOT_SET_UP = 'This tire shop is not set up yet. Please contact the shop.';
export const WIDGET_PROBLEM_MESSAGES: Record<WidgetConfigProblem, string> = {
  'missing-widget-id': NOT_SET_UP,
  'unknown-widget': NOT_SET_UP,
  disabled: WIDGET_DISABLED_MESSAGE,
  'origin-not-allowed': 'This tire shop is not enabled for this website yet. Please contact the shop.',
  unavailable: 'We can’t reach the tire shop right now. Trying again…',
};

/** Shown while the first answer is late, before it counts as an outage. */
export const WIDGET_SLOW_MESSAGE = 'The tire shop is taking longer than usual to answer…';

export const CONFIG_SLOW_AFTER_MS = 3_000;
export const CONFIG_TIMEOUT_MS = 15_000;
/** Waits before asking again after an outage: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

export interface WidgetConfigOptions {
  api: ApiClient;
  identifier: 'installer-widget' | 'simpleshop';
  /** The host page as origin and path (never its query or fragment). */
  siteUrl: string;
  /** The element's widget-id attribute; empty when the host left it out. */
  widgetId: string;
  /** Told once per problem, for the site owner's console. */
  onProblem?: (problem: WidgetConfigProblem, error: ApiError | null, retryInMs?: number) => void;
}

/** Which problem an error of the token or configuration call is (POST /token: 401 unknown id, 403 origin). */
export function widgetConfigProblem(error: ApiError): WidgetConfigProblem {
  if (error.code === 'Unauthorized' || error.code === 'NotFound') return 'unknown-widget';
  // A widget id that exists but is switched off says so (the API's own words), not "not enabled here".
  if (error.code === 'Forbidden') return error.message === WIDGET_DISABLED_MESSAGE ? 'disabled' : 'origin-not-allowed';
  // No answer, a 5xx, a gateway's page, no answer in time …: the shop is not answering; asked again.
  return 'unavailable';
}

export interface WidgetConfigStore extends ReadableAtom<WidgetConfigState> {
  /** Ask again (after an outage: when `retryInMs` has passed, or the shopper's "Try again"). */
  retry(): void;
}

export function createWidgetConfigStore(options: WidgetConfigOptions): WidgetConfigStore {
  const { api, identifier, siteUrl, widgetId, onProblem } = options;
  const $config = atom<WidgetConfigState>({ status: 'loading' });
  let attempt = 0;
  let asking = false;
  let told: WidgetConfigProblem | undefined;

  const fail = (problem: WidgetConfigProblem, error: ApiError | null, retryInMs?: number) => {
    $config.set({ status: 'error', problem, code: error?.code ?? 'OtherError', message: WIDGET_PROBLEM_MESSAGES[problem], retryInMs });
    // Each problem once in the console; an outage at each try, with the wait before the next.
    if (told !== problem || retryInMs) onProblem?.(problem, error, retryInMs);
    told = problem;
  };

  async function ask() {
    if (asking || $config.get().status === 'ready') return;
    if (!widgetId) return fail('missing-widget-id', null);
    asking = true;
    const controller = new AbortController();
    const slow = setTimeout(() => {
      if ($config.get().status === 'loading') $config.set({ status: 'loading', slow: true });
    }, CONFIG_SLOW_AFTER_MS);
    const timeout = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
    const result = await api.call(widgetAppConfigEndpoint, {
      query: { identifier, siteUrl: siteUrl.slice(0, 500) },
      signal: controller.signal,
    });
    clearTimeout(slow);
    clearTimeout(timeout);
    asking = false;
    if (result.ok) {
      attempt = 0;
      $config.set({ status: 'ready', config: result.data });
      return;
    }
    const problem = widgetConfigProblem(result.error);
    fail(problem, result.error, problem === 'unavailable' ? retryDelayMs(attempt++) : undefined);
  }

  void ask();
  return Object.assign($config, { retry: () => void ask() });
}
