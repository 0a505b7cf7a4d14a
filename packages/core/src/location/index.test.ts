import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/index';
import type { ShopperSession } from '../search-overlay/session/index';
import {
  type BrowserPosition,
  createShopperLocation,
  LOCATION_DENIED_MESSAGE,
  LOCATION_FAILED_MESSAGE,
  LOCATION_UNSUPPORTED_MESSAGE,
  type LocationDenial,
  localTimeValue,
  locationQuery,
  positionFailure,
} from './index';

const NOW = new Date('2026-11-28T15:00:00Z');

/** A location store whose browser answers `position`; the API is never reached when there is no position. */
function storeAnswering(position: BrowserPosition) {
  const call = vi.fn();
  const session: ShopperSession = { id: () => null, ensure: vi.fn(async () => 'session'), invalidate: () => {} };
  const written: LocationDenial[] = [];
  const store = createShopperLocation({
    api: { call } as unknown as ApiClient,
    session,
    keep: () => {},
    denial: { read: () => written.at(-1) ?? null, write: (d) => written.push(d) },
    position: async () => position,
    now: () => NOW,
  });
  return { store, call, written };
}

describe('the browser location (rules §4 Location)', () => {
  it('names the GeolocationPositionError codes', () => {
    expect(positionFailure(1)).toBe('denied');
    expect(positionFailure(2)).toBe('unavailable');
    expect(positionFailure(3)).toBe('timeout');
  });

  it('a denied question says how to allow it, and is not asked again for 90 days', async () => {
    const { store, call, written } = storeAnswering({ failure: 'denied' });
    expect(store.mayAsk()).toBe(true);
    expect(await store.useBrowserLocation()).toEqual({ ok: false, message: LOCATION_DENIED_MESSAGE });
    expect(written).toEqual([{ at: NOW.toISOString(), expired: false }]);
    expect(store.mayAsk()).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('a browser without geolocation asks for a zip code, and remembers nothing', async () => {
    const { store, written } = storeAnswering({ failure: 'unsupported' });
    expect(await store.useBrowserLocation()).toEqual({ ok: false, message: LOCATION_UNSUPPORTED_MESSAGE });
    expect(written).toEqual([]);
    expect(store.mayAsk()).toBe(true);
  });

  it.each(['unavailable', 'timeout'] as const)('a position %s asks for a zip code, and may be asked again', async (failure) => {
    const { store, written } = storeAnswering({ failure });
    expect(await store.useBrowserLocation()).toEqual({ ok: false, message: LOCATION_FAILED_MESSAGE });
    expect(written).toEqual([]);
    expect(store.mayAsk()).toBe(true);
  });
});

describe('the automatic query values of a location (spec §7)', () => {
  it('sends the ZIP and its state, and nothing without a location', () => {
    expect(locationQuery({ zip: '78701', city: 'Austin', state: 'TX' })).toEqual({ userZip: '78701', userRegion: 'TX' });
    expect(locationQuery(null)).toEqual({});
  });

  it('gives the shopper’s local time to the minute with its offset, naming the same instant', () => {
    const at = new Date('2026-11-28T15:42:59.900Z');
    const value = localTimeValue(at);
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(value)).toBe(Date.parse('2026-11-28T15:42:00Z'));
  });
});
