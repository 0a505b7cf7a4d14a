import { describe, expect, it } from 'vitest';
import type { SiteNotification } from '../contract/site';
import { closeNotice } from './close';
import { CLOSED_NOTICES_COOKIE, readClosedNotices, shownNotices } from './index';

const now = new Date('2026-05-01T12:00:00Z');
const notice = (over: Partial<SiteNotification>): SiteNotification => ({
  id: 'shop-1',
  type: 'Shop',
  message: 'Free shipping on sets of 4.',
  link: null,
  persistent: true,
  suppressFromHomePage: false,
  expiresAt: null,
  ...over,
});
const base = { pathname: '/tire-sizes/225-45r17', now, closed: {}, firstPage: true };

describe('shownNotices (spec §4 Notifications)', () => {
  it('shows one Shop and one Filter notice, the Filter one on catalogue result pages only', () => {
    const list = [notice({ id: 'a' }), notice({ id: 'b' }), notice({ id: 'f1', type: 'Filter' }), notice({ id: 'f2', type: 'Filter' })];
    const onResults = shownNotices(list, base);
    expect([onResults.shop?.id, onResults.filter?.id]).toEqual(['a', 'f1']);
    const onProduct = shownNotices(list, { ...base, pathname: '/tires/michelin/pilot-sport-4s' });
    expect([onProduct.shop?.id, onProduct.filter]).toEqual(['a', null]);
  });

  it('counts as results the pages that list tires, not a product line’s page under a brand', () => {
    const results = [
      '/tire-sizes/225-45r17',
      '/tire-sizes/225-45r17/',
      '/tire-sizes/225-45r17/categories/all-season',
      '/tire-sizes/225-45r17/types/passenger',
      '/tire-sizes/225-45r17/brands/michelin',
      '/brands/michelin',
      '/brands/michelin/types/passenger',
      '/brands/michelin/categories/all-season',
      '/categories/all-season',
      '/types/passenger',
      '/vehicles/toyota/camry/2020',
      '/tire-deals/black-friday-sale',
    ];
    const others = [
      '/brands/michelin/defender2',
      '/brands/michelin/defender2/',
      '/brands/michelin/defender2/p/225-65r17',
      '/brands/michelin/defender2/reviews',
      '/brands/michelin/reviews',
      '/brands/michelin/types',
      '/brands',
      '/tire-sizes',
      '/tire-sizes/diameter/17',
      '/categories',
      '/categories/all-season/reviews',
      '/vehicles',
      '/vehicles/toyota/camry',
      '/tire-deals',
      '/tire-reviews/michelin',
      '/compare',
    ];
    const list = [notice({ id: 'f1', type: 'Filter' })];
    for (const pathname of results) expect(shownNotices(list, { ...base, pathname }).filter?.id, pathname).toBe('f1');
    for (const pathname of others) expect(shownNotices(list, { ...base, pathname }).filter, pathname).toBeNull();
  });

  it('leaves a Shop notice flagged suppressFromHomePage off the home page only', () => {
    const list = [notice({ id: 'a', suppressFromHomePage: true })];
    expect(shownNotices(list, { ...base, pathname: '/' }).shop).toBeNull();
    expect(shownNotices(list, { ...base, pathname: '/about' }).shop?.id).toBe('a');
  });

  it('shows the next notice when the first was closed, and none past its expiry', () => {
    const list = [notice({ id: 'a' }), notice({ id: 'b', expiresAt: '2026-05-01T11:59:00.000Z' }), notice({ id: 'c' })];
    expect(shownNotices(list, { ...base, closed: { a: now.getTime() + 1 } }).shop?.id).toBe('c');
    expect(shownNotices(list, { ...base, closed: { a: now.getTime() } }).shop?.id).toBe('a');
  });

  it('removes a non-persistent notice after the first route change', () => {
    const list = [notice({ id: 'once', persistent: false })];
    expect(shownNotices(list, base).shop?.id).toBe('once');
    expect(shownNotices(list, { ...base, firstPage: false }).shop).toBeNull();
  });

  it('shows nothing when the notifications call failed', () => {
    expect(shownNotices(undefined, base)).toEqual({ shop: null, filter: null });
  });
});

describe('closed notices cookie (spec §8, §9 memory 360)', () => {
  it('remembers a closed notice by id for 360 minutes, then prunes it', () => {
    const { cookie } = closeNotice({}, 'free-shipping', now, { secure: true });
    expect(cookie).toMatch(new RegExp(`^${CLOSED_NOTICES_COOKIE}=`));
    expect(cookie).toContain('Max-Age=21600');
    expect(cookie).toContain('Secure');
    const header = cookie.split(';')[0]!;
    expect(Object.keys(readClosedNotices(header, now))).toEqual(['free-shipping']);
    expect(readClosedNotices(header, new Date(now.getTime() + 359 * 60_000))).toHaveProperty('free-shipping');
    expect(readClosedNotices(header, new Date(now.getTime() + 361 * 60_000))).toEqual({});
  });

  it('keeps earlier closings and drops expired ones when another is closed', () => {
    const first = closeNotice({}, 'a', now, { secure: false });
    const later = new Date(now.getTime() + 200 * 60_000);
    const second = closeNotice(readClosedNotices(first.cookie.split(';')[0], later), 'b', later, { secure: false });
    expect(Object.keys(second.closed).sort()).toEqual(['a', 'b']);
    const muchLater = new Date(now.getTime() + 400 * 60_000);
    expect(Object.keys(closeNotice(second.closed, 'c', muchLater, { secure: false }).closed).sort()).toEqual(['b', 'c']);
  });

  it('skips malformed entries and ids', () => {
    expect(readClosedNotices(`${CLOSED_NOTICES_COOKIE}=x:abc,<script>:99999999999,:5,ok:99999999999`, now)).toEqual({
      ok: 99999999999 * 60_000,
    });
    expect(closeNotice({}, 'bad id!', now, { secure: false }).closed).toEqual({});
  });
});
