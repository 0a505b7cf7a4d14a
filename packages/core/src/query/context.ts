/**
 * The browser's server state in one place (spec rules §4 "Data fetch cache"; docs/architecture.md
 * "The client layer"): one @nanostores/query context per page holds the answers, so a second view
 * asking the same thing within 2 s gets the answer already there or on its way, every store in
 * view asks again when the shopper comes back to the page (at most once in 5 s) or the network
 * returns, and an answer the shop failed to give is asked for again with exponential backoff.
 *
 * A store names the API client it asks (the storefront's pages share one; each widget session has
 * its own), so two clients never share an answer. Views read the stores (`useStore`) and never
 * fetch; a change made through `mutation` invalidates the keys it changes.
 */
import { nanoquery, type FetcherStore, type FetcherValue, type KeyInput, type KeySelector, type MutatorStore } from '@nanostores/query';
import { atom, computed, onNotify, onStart, onStop, type ReadableAtom } from 'nanostores';
import type { ApiClient, CallInput } from '../client/api-client';
import type { ApiError, ApiResult } from '../client/result';
import type { Endpoint, EndpointOutput } from '../contract/endpoint';
import { browserQueryPlatform, type QueryPlatform } from './platform';
import { QUERY_DEDUPE_MS, QUERY_FOCUS_THROTTLE_MS, retryDelay, shouldRetry } from './settings';

/** What a view reads: `data` once answered (kept while asking again), `error` the client layer's ApiError. */
export type QueryState<T> = FetcherValue<T, ApiError>;
export type QueryStore<T> = FetcherStore<T, ApiError>;
/** A value, or a store of it; null or undefined: nothing to ask yet (the store stays idle). */
export type QueryInput<I> = I | null | undefined | ReadableAtom<I | null | undefined>;
/**
 * What a view shows, from a store's value: `idle` when there is nothing to ask, `loading` until the
 * first answer for the store's current key, then the answer — kept on screen while it is asked
 * again (`refreshing`, `retrying`), so a retry or a focus never blanks a page or a form.
 */
export type QueryAnswer<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'error'; error: ApiError; retrying: boolean };
/** A question the host answers (a view's lookup handed in as a prop), in the client layer's terms. */
export type Ask<T> = (key: string) => Promise<ApiResult<T>>;

export interface QueryStoreOptions<T = unknown> {
  /**
   * false for what the server-rendered shell shows: not asked again on focus or reconnect and not
   * retried (spec rules §4 "The server-rendered shell does not revalidate on focus and does not retry").
   */
  revalidate?: boolean;
  /**
   * Keeps asking while the store is in view: after each answer (or failure), the milliseconds to
   * wait before asking again, given the answer shown and how many times it has asked again for
   * this key; false stops. The answer stays on screen meanwhile, and a failed ask keeps it.
   */
  poll?: (data: T | undefined, polls: number) => number | false;
  /**
   * An answer the page already has for a fixed input (the one a change just returned): shown at
   * once and not asked for until the dedupe time has passed or `poll` asks again.
   */
  initial?: T;
}

/** What a mutation may say about the answers its change made stale. */
export interface MutationKeys {
  /** Forget these answers; stores in view ask again at once. */
  invalidate(keys: KeySelector): void;
  /** Ask again for these answers, showing the old ones meanwhile. */
  revalidate(keys: KeySelector): void;
}

/** The client a store asks, or how to find it when it first asks (a page's client is set up after its modules load). */
export type QueryClient = ApiClient | (() => ApiClient);

export interface QueryContext {
  /** One endpoint's answer for an input (or a store of inputs), asked through `api`. */
  endpoint<E extends Endpoint>(
    api: QueryClient,
    endpoint: E,
    input: QueryInput<CallInput<E>>,
    options?: QueryStoreOptions<EndpointOutput<E>>,
  ): QueryStore<EndpointOutput<E>>;
  /** The answer of a host's question for a key (or a store of keys). */
  ask<T>(ask: Ask<T>, key: QueryInput<string>, options?: QueryStoreOptions<T>): QueryStore<T>;
  /**
   * A change (a POST, PUT, DELETE): `mutate(data)` runs it once at a time, the store shows its
   * loading and error, and the keys it names are invalidated or revalidated when it ends.
   */
  mutation<Data = void, Result = unknown>(
    run: (data: Data, keys: MutationKeys) => Promise<ApiResult<Result>>,
  ): MutatorStore<Data, Result, ApiError>;
  invalidate(keys: KeySelector): void;
  revalidate(keys: KeySelector): void;
}

/** Which keys are this endpoint's answers (any client, any input): for `invalidate` and `revalidate`. */
export function endpointKeys(endpoint: Endpoint): (key: string) => boolean {
  const name = `|${endpoint.method} ${endpoint.path}|`;
  return (key) => key.includes(name);
}

/** Which keys are this question's answers (for one key, or every key when none is given). */
export function askKeys(ask: Ask<unknown>, key?: string): (candidate: string) => boolean {
  const prefix = `ask${scopeOf(ask)}|`;
  return (candidate) => (key === undefined ? candidate.startsWith(prefix) : candidate === `${prefix}${key}`);
}

export function createQueryContext(platform: QueryPlatform = browserQueryPlatform()): QueryContext {
  // The answers, by key; ours so an answer the page already has can be put in (`initial`).
  const cache = new Map<string, { data?: unknown; created?: number; expires?: number }>();
  const [createFetcherStore, createMutatorStore, keys] = nanoquery({
    cache,
    dedupeTime: QUERY_DEDUPE_MS,
    // Focus and reconnect are ours (below): nanoquery has no focus throttle.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  // The stores in view that ask again on focus and reconnect.
  const watched = new Set<QueryStore<unknown>>();
  let lastFocus = Number.NEGATIVE_INFINITY;
  const revalidateWatched = () => {
    for (const store of watched) store.revalidate();
  };
  platform.onFocus(() => {
    const now = platform.now();
    if (now - lastFocus < QUERY_FOCUS_THROTTLE_MS) return;
    lastFocus = now;
    revalidateWatched();
  });
  platform.onReconnect(revalidateWatched);

  function store<T>(key: KeyInput, fetch: (...parts: (string | number | true)[]) => Promise<ApiResult<T>>, options: QueryStoreOptions<T>) {
    const revalidates = options.revalidate !== false;
    const created = createFetcherStore<T, ApiError>(key, {
      fetcher: async (...parts) => {
        const result = await fetch(...parts);
        if (result.ok) return result.data;
        throw result.error;
      },
      onErrorRetry: ({ error, retryCount }) =>
        revalidates && shouldRetry(error) ? retryDelay(retryCount, platform.slowNetwork(), platform.random()) : false,
    });
    if (isServerKey(key)) serverStores.add(created as QueryStore<unknown>);
    if (revalidates) {
      onStart(created, () => void watched.add(created as QueryStore<unknown>));
      onStop(created, () => void watched.delete(created as QueryStore<unknown>));
    }
    if (options.poll) keepAsking(created, options.poll);
    const fixedKey = fixedKeyOf(key);
    if (options.initial !== undefined && fixedKey !== undefined && platform.browser) {
      // nanoquery's clock (Date), so its dedupe time counts from now.
      const now = Date.now();
      cache.set(fixedKey, { data: options.initial, created: now, expires: Number.POSITIVE_INFINITY });
    }
    return created;
  }

  // A key part nothing fills: the store stays idle (a server render, or nothing to ask yet).
  const idle = (prefix: string): KeyInput => [prefix, atom<string | null>(null)];
  const keyOf = <I>(prefix: string, input: QueryInput<I>, text: (input: I) => string): KeyInput => {
    if (input === null || input === undefined) return idle(prefix);
    if (!platform.browser) return renderedOnServer(prefix);
    if (isStore(input)) return [prefix, computed(input, (value) => (value === null || value === undefined ? null : text(value)))];
    return [prefix, text(input)];
  };

  return {
    endpoint(api, endpoint, input, options = {}) {
      const prefix = `api${scopeOf(api)}|${endpoint.method} ${endpoint.path}|`;
      const client = () => (typeof api === 'function' ? api() : api);
      return store(keyOf(prefix, input, stableJson), (_, json) => client().call(endpoint, JSON.parse(String(json))), options);
    },
    ask(ask, key, options = {}) {
      return store(keyOf(`ask${scopeOf(ask)}|`, key, String), (_, asked) => ask(String(asked)), options);
    },
    mutation<Data, Result>(run: (data: Data, keys: MutationKeys) => Promise<ApiResult<Result>>) {
      return createMutatorStore<Data, Result, ApiError>(
        async ({ data, invalidate, revalidate }) => {
          const result = await run(data, { invalidate, revalidate });
          if (result.ok) return result.data;
          throw result.error;
        },
        { throttleCalls: true },
      );
    },
    invalidate: keys.invalidateKeys,
    revalidate: keys.revalidateKeys,
  };
}

/** The key of a store whose input is fixed (nanoquery joins the parts); undefined while it may change. */
function fixedKeyOf(key: KeyInput): string | undefined {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && key.every((part) => typeof part === 'string')) return key.join('');
  return undefined;
}

/** The `poll` option: asks again after each answer while `poll` gives a delay and the store is in view. */
function keepAsking<T>(store: QueryStore<T>, poll: (data: T | undefined, polls: number) => number | false) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polls = 0;
  let polledKey: string | undefined;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  onNotify(store, () => {
    const value = store.value;
    if (!value || value.loading) return;
    if (store.key !== polledKey) {
      polledKey = store.key;
      polls = 0;
    }
    stop();
    if (store.key === undefined) return;
    const delay = poll(value.data, polls);
    if (delay === false) return;
    timer = setTimeout(() => {
      timer = undefined;
      polls += 1;
      store.revalidate();
    }, delay);
  });
  onStop(store, () => {
    stop();
    polledKey = undefined;
  });
}

// A server render has something to ask but never asks: its stores read as loading, as the
// browser's first render (hydration) does before the answer comes.
const serverKeyPart = atom<string | null>(null);
const renderedOnServer = (prefix: string): KeyInput => [prefix, serverKeyPart];
const isServerKey = (key: KeyInput) => Array.isArray(key) && key[1] === serverKeyPart;
const serverStores = new WeakSet<QueryStore<unknown>>();

/** A store's value as a view shows it (see QueryAnswer), for its current key. */
export function answerOf<T>(store: QueryStore<T>): ReadableAtom<QueryAnswer<T>> {
  let last: { key: string | undefined; answer: QueryAnswer<T> } | undefined;
  return computed(store, (value): QueryAnswer<T> => {
    const key = store.key;
    let answer: QueryAnswer<T>;
    if (value.data !== undefined) answer = { status: 'ready', data: value.data, refreshing: value.loading };
    else if (value.error !== undefined) answer = { status: 'error', error: value.error, retrying: false };
    else if (last && last.key === key && key !== undefined && value.loading) {
      // Asked again for the same key: the last answer stays on screen meanwhile.
      const shown = last.answer;
      answer = shown.status === 'error' ? { ...shown, retrying: true } : shown.status === 'ready' ? { ...shown, refreshing: true } : shown;
    } else if (key === undefined && !serverStores.has(store as QueryStore<unknown>)) answer = { status: 'idle' };
    else answer = { status: 'loading' };
    last = { key, answer };
    return answer;
  });
}

let pageContext: QueryContext | undefined;

/** The page's one context (created on first use, so a page that asks nothing carries none of it). */
export function shopQuery(): QueryContext {
  pageContext ??= createQueryContext();
  return pageContext;
}

function isStore<I>(input: I | ReadableAtom<I | null | undefined>): input is ReadableAtom<I | null | undefined> {
  return typeof input === 'object' && input !== null && 'subscribe' in input && 'get' in input;
}

// Clients and questions are told apart by identity: a number per object, in the order first seen.
const scopes = new WeakMap<object, number>();
let nextScope = 0;
function scopeOf(owner: object): number {
  let scope = scopes.get(owner);
  if (scope === undefined) {
    scope = ++nextScope;
    scopes.set(owner, scope);
  }
  return scope;
}

/** JSON with object keys sorted, so `{ a, b }` and `{ b, a }` are one key; an abort signal is not part of it. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (name, item: unknown) => {
    if (name === 'signal') return undefined;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return item;
    return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
