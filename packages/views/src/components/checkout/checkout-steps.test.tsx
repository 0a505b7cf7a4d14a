import { CHECKOUT_PATHS } from '@tireshop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEP_LABELS, CheckoutSteps, type CheckoutStep, type CheckoutStepId } from './checkout-steps';

const STEPS: CheckoutStep[] = (['shipping', 'services', 'payment'] as const).map((id) => ({
  id,
  label: CHECKOUT_STEP_LABELS[id],
  href: `/checkout/${id}`,
}));

/** Each step as the shopper meets it: a link, a button or text, and whether it is marked current. */
function stepsOf(html: string) {
  return [...html.matchAll(/<li class="ts-checkout-steps__step[^"]*"><(a|button|span) ([^>]*)>.*?ts-checkout-steps__label">([^<]+)</g)].map(
    (m) => ({
      label: m[3]!.replace(/&amp;/g, '&'),
      kind: m[1] === 'a' ? 'link' : m[1] === 'button' ? 'button' : 'text',
      current: m[2]!.includes('aria-current="step"'),
    }),
  );
}

const render = (
  current: CheckoutStepId,
  extra: { pathname?: string; onSelect?: (step: CheckoutStepId) => void; steps?: CheckoutStep[] } = {},
) =>
  stepsOf(
    renderToStaticMarkup(
      <CheckoutSteps steps={extra.steps ?? STEPS} current={current} pathname={extra.pathname} onSelect={extra.onSelect} />,
    ),
  );

describe('CheckoutSteps (spec storefront §2 "the step navigation can jump between them unless already on that path")', () => {
  it("on a step's own path: the other steps are links, the current one is marked and is not a link", () => {
    expect(render('services', { pathname: CHECKOUT_PATHS.services })).toEqual([
      { label: 'Cart & delivery', kind: 'link', current: false },
      { label: 'Services', kind: 'text', current: true },
      { label: 'Payment', kind: 'link', current: false },
    ]);
  });

  it('on the order summary the payment step is a link back to payment, still marked as the current step', () => {
    expect(render('payment', { pathname: CHECKOUT_PATHS.orderSummary })).toEqual([
      { label: 'Cart & delivery', kind: 'link', current: false },
      { label: 'Services', kind: 'link', current: false },
      { label: 'Payment', kind: 'link', current: true },
    ]);
  });

  it("without a pathname: the current step's own path (the current step is not a link)", () => {
    expect(render('shipping').map((s) => s.kind)).toEqual(['text', 'link', 'link']);
  });

  it('a step without a page is text, never a link', () => {
    const steps = STEPS.map((s) => (s.id === 'payment' ? { ...s, href: null } : s));
    expect(render('shipping', { steps, pathname: CHECKOUT_PATHS.orderSummary }).map((s) => s.kind)).toEqual(['link', 'link', 'text']);
  });

  it('with onSelect (the widget) the steps that open are buttons', () => {
    expect(render('payment', { pathname: CHECKOUT_PATHS.orderSummary, onSelect: () => {} })).toEqual([
      { label: 'Cart & delivery', kind: 'button', current: false },
      { label: 'Services', kind: 'button', current: false },
      { label: 'Payment', kind: 'button', current: true },
    ]);
    expect(render('services', { pathname: CHECKOUT_PATHS.services, onSelect: () => {} }).map((s) => s.kind)).toEqual([
      'button',
      'text',
      'button',
    ]);
  });
});
