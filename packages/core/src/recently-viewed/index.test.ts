import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/index';
import type { ShopperSession } from '../search-overlay/session/index';
import { createRecentlyViewedStore, visitDate } from './index';

const product = { productId: 7, name: 'Michelin Defender2' } as never;

function fakes(sessionId: string | null) {
  const call = vi.fn(async (endpoint: { id: string }, input: { query?: Record<string, string> }) => ({
    ok: true as const,
    status: 200,
    data: { recentItems: [{ itemId: input.query?.itemId ?? '7', source: 'pdp', dateOfVisit: '2026-11-21', product }] },
    endpoint: endpoint.id,
  }));
  const session: ShopperSession = {
    id: () => sessionId,
    ensure: vi.fn(async () => sessionId ?? 'new-session'),
    invalidate: () => {},
  };
  return { api: { call } as unknown as ApiClient, call, session };
}

describe('recently viewed tires (spec §7 /users/recent-search)', () => {
  it('records a visit with the shopper’s local date, the product id and the source', async () => {
    const { api, call, session } = fakes('0b7e4d2a-1c3f-4e5a-9b8c-7d6e5f4a3b2c');
    const store = createRecentlyViewedStore({ api, session, now: () => new Date(2026, 10, 21, 23, 30) });
    await store.record(7, 'pdp');
    expect(call.mock.calls[0]![1]).toEqual({ query: { dateOfVisit: '2026-11-21', itemId: '7', source: 'pdp' } });
    expect(store.$recent.get()).toEqual({ status: 'ready', products: [product] });
  });

  it('does not start a session just to show an empty list', async () => {
    const { api, call, session } = fakes(null);
    const store = createRecentlyViewedStore({ api, session });
    await store.load();
    expect(call).not.toHaveBeenCalled();
    expect(session.ensure).not.toHaveBeenCalled();
    expect(store.$recent.get()).toEqual({ status: 'ready', products: [] });
  });

  it('formats dates as yyyy-MM-dd with zero padding', () => {
    expect(visitDate(new Date(2027, 0, 5))).toBe('2027-01-05');
  });
});
