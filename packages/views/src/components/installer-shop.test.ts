import { describe, expect, it } from 'vitest';
import { shopPageUrl } from './installer-shop';

describe('shopPageUrl', () => {
  it('opens the shop’s own page with the widget as the source', () => {
    expect(shopPageUrl('/brands/michelin-tires', 'https://shop.example', 'iw-100001')).toBe(
      'https://shop.example/brands/michelin-tires?widgetType=installer-widget&widgetSourceId=iw-100001',
    );
    expect(shopPageUrl('/vehicles/toyota-tires/camry/2021?trim=LE', 'https://shop.example', '')).toBe(
      'https://shop.example/vehicles/toyota-tires/camry/2021?trim=LE&widgetType=installer-widget',
    );
  });

  it('never leaves the shop for a link that points elsewhere', () => {
    expect(shopPageUrl('//evil.example/x', 'https://shop.example', 'iw-1')).toBe('https://shop.example/');
    expect(shopPageUrl('https://evil.example/x', 'https://shop.example', 'iw-1')).toBe('https://shop.example/');
  });
});
