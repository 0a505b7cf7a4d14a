import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/api-client';
import { BASE_URL, fakeServer, json, putPersonalization, searchSizes, type Handler } from '../client/test-server';
import { answerOf, askKeys, createQueryContext, endpointKeys, stableJson } from './context';
import type { QueryPlatform } from './platform';
import { QUERY_FOCUS_THROTTLE_MS, retryDelay, shouldRetry } from './settings';

const credentials = { clientId: 'storefront-web', clientSecret: '' };

/** A page whose focus and network the test drives; jitter 0, so the first retry waits exactly the base. */
function fakePage(overrides: Partial<QueryPlatform> = {}) {
  const focused = new Set<() => void>();
  const online = new Set<() => void>();
  const platform: QueryPlatform = {
    browser: true,
    onFocus: (listener) => subscribe(focused, listener),
    onReconnect: (listener) => subscribe(online, listener),
    slowNetwork: () => false,
    now: () => Date.now(),
    random: () => 0,
    ...overrides,
  };
  const call = (listeners: Set<() => void>) => {
    for (const listener of listeners) listener();
  };
  return { platform, focus: () => call(focused), reconnect: () => call(online) };
}

function subscribe(listeners: Set<() => void>, listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function shop(api: Handler = (request) => json({ size: request.url.pathname.split('/').pop() })) {
  const server = fakeServer({ api });
  return { server, client: createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, credentials }) };
}

/** Lets the fake server's answers and the stores' updates run (fake timers: no real time passes). */
const settle = () => vi.advanceTimersByTimeAsync(0);
const sizes = (size: string) => ({ params: { size } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('one answer for everyone who asks (spec §9 dedupe 2 s)', () => {
  it('two views asking the same thing at once cause one request and both get its answer', async () => {
    const { server, client } = shop();
    const query = createQueryContext(fakePage().platform);
    const first = query.endpoint(client, searchSizes, sizes('225-45r17'));
    const second = query.endpoint(client, searchSizes, sizes('225-45r17'));
    first.listen(() => {});
    second.listen(() => {});
    expect(first.get()).toMatchObject({ loading: true });
    await settle();

    expect(server.apiRequests).toHaveLength(1);
    expect(first.get()).toEqual({ loading: false, data: { size: '225-45r17' } });
    expect(second.get()).toEqual({ loading: false, data: { size: '225-45r17' } });
  });

  it('a view opened within 2 s reuses the answer; after 2 s it shows it while asking again', async () => {
    const { server, client } = shop();
    const query = createQueryContext(fakePage().platform);
    query.endpoint(client, searchSizes, sizes('225-45r17')).listen(() => {});
    await settle();

    await vi.advanceTimersByTimeAsync(1_999);
    const soon = query.endpoint(client, searchSizes, sizes('225-45r17'));
    soon.listen(() => {});
    expect(soon.get()).toEqual({ loading: false, data: { size: '225-45r17' } });
    expect(server.apiRequests).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1);
    const later = query.endpoint(client, searchSizes, sizes('225-45r17'));
    later.listen(() => {});
    expect(later.get()).toMatchObject({ loading: true, data: { size: '225-45r17' } });
    await settle();
    expect(server.apiRequests).toHaveLength(2);
  });

  it('inputs are one key whatever the order of their fields; another client never shares an answer', async () => {
    expect(stableJson({ query: { zip: '10001', mobile: true }, params: { id: 1 } })).toBe(
      stableJson({ params: { id: 1 }, query: { mobile: true, zip: '10001' } }),
    );
    const one = shop();
    const other = shop();
    const query = createQueryContext(fakePage().platform);
    query.endpoint(one.client, searchSizes, sizes('225-45r17')).listen(() => {});
    query.endpoint(other.client, searchSizes, sizes('225-45r17')).listen(() => {});
    await settle();
    expect(one.server.apiRequests).toHaveLength(1);
    expect(other.server.apiRequests).toHaveLength(1);
  });
});

describe('what to ask', () => {
  it('asks nothing while the input is missing, then asks for each input the store is given', async () => {
    const { server, client } = shop();
    const query = createQueryContext(fakePage().platform);
    const $size = atom<{ params: { size: string } } | null>(null);
    const store = query.endpoint(client, searchSizes, $size);
    store.listen(() => {});
    await settle();
    expect(store.get()).toEqual({ loading: false });
    expect(server.apiRequests).toHaveLength(0);

    $size.set(sizes('205-55r16'));
    await settle();
    expect(store.get()).toEqual({ loading: false, data: { size: '205-55r16' } });
    expect(server.apiRequests.map((r) => r.url.pathname)).toEqual(['/api/tire-sizes/205-55r16']);
  });

  it('never asks on a server: the page is rendered empty and the browser asks after hydration', async () => {
    const { server, client } = shop();
    const query = createQueryContext(fakePage({ browser: false }).platform);
    const store = query.endpoint(client, searchSizes, sizes('225-45r17'));
    expect(store.get()).toEqual({ loading: false });
    store.listen(() => {});
    await settle();
    expect(store.get()).toEqual({ loading: false });
    expect(server.apiRequests).toHaveLength(0);
  });

  it('a host’s question is asked with its key and answered in the client layer’s terms', async () => {
    const query = createQueryContext(fakePage().platform);
    const ask = vi.fn(async (orderId: string) =>
      orderId === 'known'
        ? ({ ok: true, data: { orderId }, status: 200 } as const)
        : ({ ok: false, error: { code: 'NotFound', message: 'Not found', statusCode: 404 } } as const),
    );
    const known = query.ask(ask, 'known');
    const unknown = query.ask(ask, 'unknown');
    known.listen(() => {});
    unknown.listen(() => {});
    await settle();
    expect(known.get()).toEqual({ loading: false, data: { orderId: 'known' } });
    expect(unknown.get()).toEqual({ loading: false, error: { code: 'NotFound', message: 'Not found', statusCode: 404 } });
    expect(askKeys(ask, 'known')(known.key ?? '')).toBe(true);
    expect(askKeys(ask)(unknown.key ?? '')).toBe(true);
  });
});

describe('a failed ask is retried with exponential backoff (spec §4, §9 retry base 5 s, 10 s on slow)', () => {
  it('waits the base, then twice as long, and shows the answer once the shop answers', async () => {
    let calls = 0;
    const { server, client } = shop(() => (++calls <= 2 ? json({ error: { code: 'x', message: 'down' } }, 503) : json({ size: 'back' })));
    const query = createQueryContext(fakePage().platform);
    const store = query.endpoint(client, searchSizes, sizes('225-45r17'));
    store.listen(() => {});
    await settle();
    expect(store.get()).toMatchObject({ loading: false, error: { code: 'ServerError', message: 'down' } });

    await vi.advanceTimersByTimeAsync(4_999);
    expect(server.apiRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.apiRequests).toHaveLength(2);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(server.apiRequests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.apiRequests).toHaveLength(3);
    expect(store.get()).toEqual({ loading: false, data: { size: 'back' } });
  });

  it('does not retry a refusal the shop would repeat, nor what the shell shows', async () => {
    const refused = shop(() => json({ error: { code: 'NotFound', message: 'No such size' } }, 404));
    const down = shop(() => json({ error: { code: 'x', message: 'down' } }, 500));
    const query = createQueryContext(fakePage().platform);
    query.endpoint(refused.client, searchSizes, sizes('1')).listen(() => {});
    query.endpoint(down.client, searchSizes, sizes('1'), { revalidate: false }).listen(() => {});
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refused.server.apiRequests).toHaveLength(1);
    expect(down.server.apiRequests).toHaveLength(1);
  });

  it('backs off from 5 s with jitter between 0.5 and 1.5, doubling, 10 s on a slow network', () => {
    expect(retryDelay(1, false, 0)).toBe(5_000);
    expect(retryDelay(1, false, 0.99)).toBe(5_000 * 2);
    expect(retryDelay(2, false, 0)).toBe(10_000);
    expect(retryDelay(3, false, 0)).toBe(20_000);
    expect(retryDelay(1, true, 0)).toBe(10_000);
    expect(retryDelay(30, false, 0)).toBe(retryDelay(8, false, 0));
    expect(shouldRetry({ code: 'NetworkError', message: 'Failed to fetch', statusCode: 404 })).toBe(true);
    expect(shouldRetry({ code: 'AbortError', message: 'aborted', statusCode: 404 })).toBe(false);
  });
});

describe('asks again when the shopper comes back (spec §4 focus and reconnect, §9 focus throttle 5 s)', () => {
  it('a store in view asks again on focus at most once in 5 s, and on reconnect', async () => {
    const { server, client } = shop();
    const page = fakePage();
    const query = createQueryContext(page.platform);
    const shown = query.endpoint(client, searchSizes, sizes('225-45r17'));
    shown.listen(() => {});
    const shell = query.endpoint(client, searchSizes, sizes('shell'), { revalidate: false });
    shell.listen(() => {});
    const unmount = query.endpoint(client, searchSizes, sizes('gone')).listen(() => {});
    await settle();
    unmount();
    expect(server.apiRequests).toHaveLength(3);

    page.focus();
    expect(shown.get()).toMatchObject({ loading: true, data: { size: '225-45r17' } });
    await settle();
    expect(server.apiRequests.slice(3).map((r) => r.url.pathname)).toEqual(['/api/tire-sizes/225-45r17']);

    await vi.advanceTimersByTimeAsync(QUERY_FOCUS_THROTTLE_MS - 1);
    page.focus();
    await settle();
    expect(server.apiRequests).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    page.focus();
    await settle();
    expect(server.apiRequests).toHaveLength(5);

    page.reconnect();
    await settle();
    expect(server.apiRequests).toHaveLength(6);
  });
});

describe('polling and an answer the page already has', () => {
  it('keeps asking while poll gives a delay, keeps the answer on screen through a failure, and stops when poll says so', async () => {
    const answers = [json({ status: 'processing' }), json({ error: { code: 'x', message: 'down' } }, 503), json({ status: 'confirmed' })];
    const { server, client } = shop(() => answers.shift() ?? json({ status: 'confirmed' }));
    const query = createQueryContext(fakePage().platform);
    const seen: number[] = [];
    const store = query.endpoint(client, searchSizes, sizes('order'), {
      poll: (data, polls) => {
        seen.push(polls);
        return (data as { status: string } | undefined)?.status === 'processing' ? 3_000 : false;
      },
    });
    store.listen(() => {});
    await settle();
    expect(store.get()).toEqual({ loading: false, data: { status: 'processing' } });

    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.apiRequests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.apiRequests).toHaveLength(2);
    // The failed ask keeps the answer shown and polls on.
    expect(store.get()).toMatchObject({ loading: false, data: { status: 'processing' }, error: { message: 'down' } });

    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.apiRequests).toHaveLength(3);
    expect(store.get()).toEqual({ loading: false, data: { status: 'confirmed' } });
    expect(seen).toEqual([0, 1, 2]);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.apiRequests).toHaveLength(3);
  });

  it('stops polling when the store leaves the view', async () => {
    const { server, client } = shop(() => json({ status: 'processing' }));
    const query = createQueryContext(fakePage().platform);
    const store = query.endpoint(client, searchSizes, sizes('order'), { poll: () => 3_000 });
    const unmount = store.listen(() => {});
    await settle();
    unmount();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.apiRequests).toHaveLength(1);
  });

  it('an initial answer is shown at once and not asked for until poll asks again', async () => {
    const { server, client } = shop(() => json({ status: 'confirmed' }));
    const query = createQueryContext(fakePage().platform);
    const store = query.endpoint(client, searchSizes, sizes('order'), {
      initial: { status: 'processing' },
      poll: (data) => ((data as { status: string } | undefined)?.status === 'processing' ? 3_000 : false),
    });
    store.listen(() => {});
    await settle();
    expect(store.get()).toEqual({ loading: false, data: { status: 'processing' } });
    expect(server.apiRequests).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(server.apiRequests).toHaveLength(1);
    expect(store.get()).toEqual({ loading: false, data: { status: 'confirmed' } });
  });
});

describe('mutations', () => {
  it('a change invalidates the answers it makes stale: the view in sight asks again', async () => {
    let zip = '10001';
    const { server, client } = shop((request) => {
      if (request.method === 'PUT') zip = (JSON.parse(request.body ?? '{}') as { userLocationZip: string }).userLocationZip;
      return json({ zip });
    });
    const query = createQueryContext(fakePage().platform);
    const shown = query.endpoint(client, searchSizes, sizes('225-45r17'));
    shown.listen(() => {});
    await settle();
    const change = query.mutation(async (userLocationZip: string, keys) => {
      keys.invalidate(endpointKeys(searchSizes));
      return client.call(putPersonalization, { body: { userLocationZip } });
    });
    change.listen(() => {});

    await expect(change.mutate('94105')).resolves.toEqual({ zip: '94105' });
    await settle();
    expect(server.apiRequests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET']);
    expect(shown.get()).toEqual({ loading: false, data: { zip: '94105' } });
  });

  it('a refused change shows the API’s words and leaves the answers alone', async () => {
    const { server, client } = shop((request) =>
      request.method === 'PUT' ? json({ error: { code: 'BadRequest', message: 'Please enter valid US Zip Code.' } }, 400) : json({}),
    );
    const query = createQueryContext(fakePage().platform);
    const change = query.mutation(async (userLocationZip: string) => client.call(putPersonalization, { body: { userLocationZip } }));
    change.listen(() => {});
    await expect(change.mutate('nope')).resolves.toBeUndefined();
    expect(change.get()).toMatchObject({ loading: false, error: { code: 'BadRequest', message: 'Please enter valid US Zip Code.' } });
    expect(server.apiRequests).toHaveLength(1);
  });
});

describe('what a view shows (answerOf)', () => {
  it('idle without a question, loading for a new key, and the last answer kept while asking again', async () => {
    let calls = 0;
    let release = () => {};
    const { client } = shop(async (request) => {
      calls += 1;
      // Each answer waits until the test lets it go, so the test sees the store between question and answer.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return calls === 2 ? json({ error: { code: 'x', message: 'down' } }, 503) : json({ size: request.url.pathname.split('/').pop() });
    });
    const answered = async () => {
      release();
      await settle();
    };
    const query = createQueryContext(fakePage().platform);
    const $size = atom<{ params: { size: string } } | null>(null);
    const answer = answerOf(query.endpoint(client, searchSizes, $size));
    answer.listen(() => {});
    expect(answer.get()).toEqual({ status: 'idle' });

    $size.set(sizes('205-55r16'));
    await settle();
    expect(answer.get()).toEqual({ status: 'loading' });
    await answered();
    expect(answer.get()).toEqual({ status: 'ready', data: { size: '205-55r16' }, refreshing: false });

    // Another size: its own loading, never the first size's answer.
    $size.set(sizes('225-45r17'));
    await settle();
    expect(answer.get()).toEqual({ status: 'loading' });
    await answered();
    expect(answer.get()).toMatchObject({ status: 'error', error: { message: 'down' }, retrying: false });

    // The retry keeps the refusal on screen until the shop answers.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(3);
    expect(answer.get()).toMatchObject({ status: 'error', retrying: true });
    await answered();
    expect(answer.get()).toEqual({ status: 'ready', data: { size: '225-45r17' }, refreshing: false });
  });

  it('reads as loading on a server, as the browser’s first render does', () => {
    const { client } = shop();
    const onServer = createQueryContext(fakePage({ browser: false }).platform);
    expect(answerOf(onServer.endpoint(client, searchSizes, sizes('225-45r17'))).get()).toEqual({ status: 'loading' });
    expect(answerOf(onServer.endpoint(client, searchSizes, null)).get()).toEqual({ status: 'idle' });
    const inBrowser = createQueryContext(fakePage().platform);
    expect(answerOf(inBrowser.endpoint(client, searchSizes, sizes('225-45r17'))).get()).toEqual({ status: 'loading' });
  });
});
