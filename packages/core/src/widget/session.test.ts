import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { siteCart } from '../cart/test-cart';
import { cartServer } from '../cart/test-server';
import type { WidgetConfigState } from './app-config';
import { sessionCart } from './cart-session';
import { widgetAutoQuery, type WidgetSessionParts } from './session';

const NOW = new Date('2026-12-06T14:42:00Z');

describe('a widget’s automatic query values (spec §7)', () => {
  it('names the widget and the shopper’s time, and no place before the shopper gave one', () => {
    const query = widgetAutoQuery({ widgetId: 'iw-100002' }, NOW);
    expect(query).toMatchObject({ channel: 'widget', widgetId: 'iw-100002' });
    expect(query.userTime).toMatch(/T\d\d:42[+-]\d\d:\d\d$/);
    expect(query).not.toHaveProperty('userZip');
    expect(widgetAutoQuery({ widgetId: 'iw-100002', cartPlace: () => siteCart({ zip: null }) }, NOW)).not.toHaveProperty('userZip');
  });

  it('sends the ZIP the shopper searched in the widget’s cart, then their home address with its state', () => {
    expect(widgetAutoQuery({ widgetId: 'w', cartPlace: () => siteCart({ zip: '78701' }) }, NOW)).toMatchObject({ userZip: '78701' });
    const home = siteCart({
      zip: null,
      cartShipping: { shippingOption: 'HOME', zip: '10001', state: 'NY', installer: null } as unknown as ReturnType<
        typeof siteCart
      >['cartShipping'],
    });
    expect(widgetAutoQuery({ widgetId: 'w', cartPlace: () => home }, NOW)).toMatchObject({ userZip: '10001', userRegion: 'NY' });
  });

  it('reads the session’s cart once its code has made it', () => {
    const server = cartServer();
    const parts: WidgetSessionParts = {
      api: server.api,
      config: atom<WidgetConfigState>({ status: 'loading' }) as unknown as WidgetSessionParts['config'],
      widgetId: 'iw-100002',
      emit: () => {},
      source: 'installer-widget',
    };
    expect(parts.cartPlace).toBeUndefined();
    const cart = sessionCart(parts);
    expect(parts.cartPlace?.()).toBe(cart.store.$cart.get().cart);
  });
});
