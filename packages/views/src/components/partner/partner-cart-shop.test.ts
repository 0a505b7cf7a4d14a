import { describe, expect, it } from 'vitest';
import { asksForCartSummary } from './partner-cart-shop';

describe('the partner widget’s cart summary hash (spec rules §6)', () => {
  it('opens for cart_summary_modal_open=true, alone or among other hash values', () => {
    for (const hash of ['#cart_summary_modal_open=true', 'cart_summary_modal_open=true', '#tab=2&cart_summary_modal_open=true'])
      expect(asksForCartSummary(hash), hash).toBe(true);
  });

  it('stays shut for anything else', () => {
    for (const hash of [
      '',
      '#',
      '#cart_summary_modal_open=false',
      '#cart_summary_modal_open',
      '#xcart_summary_modal_open=true',
      '#cart_summary_modal_open=trueish',
    ])
      expect(asksForCartSummary(hash), hash).toBe(false);
  });
});

describe('the partner widget’s links out', () => {
  it('mark the shop’s page as the partner widget’s (spec §2 widgetType, widgetSourceId)', async () => {
    const { shopPageUrl } = await import('../shop-links');
    expect(shopPageUrl('/brands/michelin-tires', 'https://shop.example', 'pw-demo-brand', 'partner-widget')).toBe(
      'https://shop.example/brands/michelin-tires?widgetType=partner-widget&widgetSourceId=pw-demo-brand',
    );
  });
});
