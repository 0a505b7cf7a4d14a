import { describe, expect, it } from 'vitest';
import { landingAttribution, widgetAttributionCookies } from './index';

/** A document whose cookie jar behaves as a browser's for these cookies (name=value; attributes). */
function fakeDocument(protocol = 'https:') {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    location: { protocol },
    written,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (/Max-Age=0/.test(line)) jar.delete(name!);
      else jar.set(name!, value!);
    },
  };
}

describe('widget attribution kept for the session (spec §2)', () => {
  it('reads the widget values of a landing address, ignoring an address without a widget', () => {
    expect(landingAttribution('?widgetType=affiliate-widget&widgetSourceId=aw-demo-affiliate&size=225-45r17')).toEqual({
      widgetType: 'affiliate-widget',
      widgetSourceId: 'aw-demo-affiliate',
    });
    expect(landingAttribution('?widgetType=affiliate-widget')).toEqual({});
    expect(landingAttribution('?size=225-45r17')).toEqual({});
    expect(landingAttribution('?widgetSourceId=%3Cscript%3E')).toEqual({});
  });

  it('keeps them in session cookies for the next pages, and sends the source with cart calls', () => {
    const doc = fakeDocument();
    widgetAttributionCookies(doc, '?widgetType=affiliate-widget&widgetSourceId=aw-demo-affiliate');
    expect(doc.written.filter((line) => !/Max-Age=0/.test(line))).toEqual([
      'ST_widgetSourceId=aw-demo-affiliate; Path=/; SameSite=Lax; Secure',
      'ST_widgetType=affiliate-widget; Path=/; SameSite=Lax; Secure',
    ]);
    // A later page of the visit, without the values in its address.
    const later = widgetAttributionCookies(doc, '?page=2');
    expect(later.read()).toEqual({ widgetSourceId: 'aw-demo-affiliate', widgetType: 'affiliate-widget' });
    expect(later.cartQuery()).toEqual({ widgetSourceId: 'aw-demo-affiliate' });
  });

  it('lets the last link followed win, dropping what it does not name', () => {
    const doc = fakeDocument('http:');
    widgetAttributionCookies(doc, '?widgetSource=acme&widgetSourceId=aw-one&widgetType=affiliate-widget');
    const next = widgetAttributionCookies(doc, '?widgetSourceId=aw-two&widgetType=manufacturer-widget');
    expect(next.read()).toEqual({ widgetSourceId: 'aw-two', widgetType: 'manufacturer-widget' });
  });

  it('keeps the values for the page when cookies cannot be written', () => {
    const errors: unknown[] = [];
    const doc = {
      location: { protocol: 'https:' },
      get cookie(): string {
        throw new Error('blocked');
      },
      set cookie(_line: string) {
        throw new Error('blocked');
      },
    };
    const store = widgetAttributionCookies(doc, '?widgetSourceId=aw-demo-affiliate&widgetType=affiliate-widget', {
      logger: { error: (...args: unknown[]) => errors.push(args) },
    });
    expect(store.cartQuery()).toEqual({ widgetSourceId: 'aw-demo-affiliate' });
    expect(errors.length).toBeGreaterThan(0);
  });
});
