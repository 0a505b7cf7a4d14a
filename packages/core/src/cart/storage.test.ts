import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '../search-overlay/session/index';
import { CART_COOKIE_MAX_AGE_S, cookieCartStorage, localCartStorage, memoryCartStorage, parseQuantity, readCartCookies } from './storage';

/** A `document` whose cookie jar behaves like a browser's: assignments add, replace or expire one cookie. */
function fakeDocument(protocol = 'https:') {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair, ...attributes] = text.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, pair!.slice(eq + 1));
    },
  };
}

const silent = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('cart cookies (spec §3 ST_ cookies)', () => {
  it('writes first-party ST_ cookies for the whole site: Lax, Secure on https, 30 days', () => {
    const doc = fakeDocument('https:');
    const storage = cookieCartStorage(doc);
    storage.write('cartId', 'abc');
    expect(doc.written[0]).toBe(`ST_cartId=abc; Path=/; Max-Age=${CART_COOKIE_MAX_AGE_S}; SameSite=Lax; Secure`);
    expect(CART_COOKIE_MAX_AGE_S).toBe(2_592_000);
    expect(storage.read('cartId')).toBe('abc');
    // spec §3 "cookies for … shipping, appointment": named like ST_cartShipping.
    storage.write('cartAppointment', '1');
    expect(doc.written[1]).toBe(`ST_cartAppointment=1; Path=/; Max-Age=${CART_COOKIE_MAX_AGE_S}; SameSite=Lax; Secure`);
  });

  it('is not Secure on http (local development)', () => {
    const doc = fakeDocument('http:');
    cookieCartStorage(doc).write('cartQuantity', '4');
    expect(doc.written[0]).not.toContain('Secure');
  });

  it('encodes values and removes cookies by expiring them', () => {
    const doc = fakeDocument();
    const storage = cookieCartStorage(doc);
    storage.write('previousPage', '/tire-sizes/225-45r17?page=2');
    expect(readCookie(doc.cookie, 'ST_previousPage')).toBe('/tire-sizes/225-45r17?page=2');
    expect(storage.read('previousPage')).toBe('/tire-sizes/225-45r17?page=2');
    storage.remove('previousPage');
    expect(doc.written.at(-1)).toContain('Max-Age=0');
    expect(storage.read('previousPage')).toBeNull();
  });

  it('logs a cookie error and answers the last value written instead of throwing (spec §8)', () => {
    const logger = silent();
    const broken = {
      location: { protocol: 'https:' },
      get cookie(): string {
        throw new Error('The document is sandboxed');
      },
      set cookie(_: string) {
        throw new Error('The document is sandboxed');
      },
    };
    const storage = cookieCartStorage(broken, { logger });
    expect(storage.read('cartId')).toBeNull();
    expect(() => storage.write('cartId', 'abc')).not.toThrow();
    expect(storage.read('cartId')).toBe('abc');
    expect(logger.error).toHaveBeenCalledTimes(3);
  });

  it('the server reads the badge count, cart id and shipping flag from the Cookie header', () => {
    expect(
      readCartCookies('theme=dark; ST_cartId=abc; ST_cartQuantity=12; ST_cartShipping=1; ST_cartAppointment=1; ST_previousPage=%2Fbrands'),
    ).toEqual({
      cartId: 'abc',
      quantity: 12,
      hasShipping: true,
      previousPage: '/brands',
    });
    expect(readCartCookies(undefined)).toEqual({ cartId: null, quantity: 0, hasShipping: false, previousPage: null });
    expect(readCartCookies('ST_cartQuantity=lots').quantity).toBe(0);
  });

  it('reads a quantity only when it is a count', () => {
    expect(parseQuantity('4')).toBe(4);
    expect(parseQuantity(' 0 ')).toBe(0);
    for (const bad of ['-1', '2.5', '1e3', '', null, undefined, '9999999']) expect(parseQuantity(bad)).toBe(0);
  });
});

/** A Storage-like map. */
function fakeLocalStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('widget storage (spec §3 "prefixed storage inside a widget")', () => {
  it('keeps each widget’s cart under its own prefix', () => {
    const local = fakeLocalStorage();
    const a = localCartStorage('tireshop.iw-1', local);
    const b = localCartStorage('tireshop.iw-2', local);
    a.write('cartId', 'cart-a');
    b.write('cartId', 'cart-b');
    expect(local.map.get('tireshop.iw-1.ST_cartId')).toBe('cart-a');
    expect(a.read('cartId')).toBe('cart-a');
    expect(b.read('cartId')).toBe('cart-b');
    a.remove('cartId');
    expect(a.read('cartId')).toBeNull();
    expect(b.read('cartId')).toBe('cart-b');
  });

  it('blocked storage is logged and the value kept for the page (spec §8)', () => {
    const logger = silent();
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const storage = localCartStorage('tireshop.iw-1', blocked, { logger });
    storage.write('cartQuantity', '3');
    expect(storage.read('cartQuantity')).toBe('3');
    storage.remove('cartQuantity');
    expect(storage.read('cartQuantity')).toBeNull();
    expect(logger.error).toHaveBeenCalled();
  });

  it('without a storage argument uses localStorage, looked up on each use; its absence (a server) is only logged', () => {
    const logger = silent();
    const storage = localCartStorage('tireshop.iw-1', undefined, { logger });
    try {
      vi.stubGlobal('localStorage', undefined);
      expect(storage.read('cartId')).toBeNull();
      expect(logger.error).toHaveBeenCalledOnce();
      const local = fakeLocalStorage();
      vi.stubGlobal('localStorage', local);
      storage.write('cartId', 'abc');
      expect(local.map.get('tireshop.iw-1.ST_cartId')).toBe('abc');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('memory storage', () => {
  it('holds values for tests', () => {
    const storage = memoryCartStorage({ cartId: 'x' });
    expect(storage.read('cartId')).toBe('x');
    storage.write('cartQuantity', '2');
    storage.remove('cartId');
    expect(storage.values).toEqual({ cartQuantity: '2' });
  });
});
