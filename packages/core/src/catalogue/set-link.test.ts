import { describe, expect, it } from 'vitest';
import { REAR_SIZE_PARAM, setHref } from './set-link';

describe('setHref', () => {
  it('is the front tire’s product page with the rear tire’s size as rear', () => {
    const href = setHref({
      front: { link: { href: '/brands/michelin-tires/pilot-sport-4s?size=245%2F40R19' }, size: '245/40R19' },
      rear: { link: { href: '/brands/michelin-tires/pilot-sport-4s?size=275%2F35R19' }, size: '275/35R19' },
    } as never);
    const url = new URL(href, 'http://shop.test');
    expect(url.pathname).toBe('/brands/michelin-tires/pilot-sport-4s');
    expect(url.searchParams.get('size')).toBe('245/40R19');
    expect(url.searchParams.get(REAR_SIZE_PARAM)).toBe('275/35R19');
  });
});
