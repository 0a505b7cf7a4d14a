import type { ReactNode } from 'react';
import { canJumpToStep, CHECKOUT_STEP_PATHS } from '@tireshop/core';
import { PlainLink, type LinkComponent } from '../link';
import { useMessages } from '../locale';

export type CheckoutStepId = 'shipping' | 'services' | 'payment';

export interface CheckoutStep {
  id: CheckoutStepId;
  label: string;
  /** Where the step lives; null while the step cannot be opened online (it is not built yet). */
  href: string | null;
}

/** The three checkout steps in spec order (storefront §2: shipping, services, payment). */
export const CHECKOUT_STEP_LABELS = {
  shipping: 'Cart & delivery',
  services: 'Services',
  payment: 'Payment',
} as const satisfies Record<CheckoutStepId, string>;

export interface CheckoutStepsProps {
  steps: CheckoutStep[];
  /** The step the shopper is in, marked `aria-current="step"` (the order summary is still the payment step). */
  current: CheckoutStepId;
  /**
   * The path the shopper is on; core's canJumpToStep decides from it which steps can be opened.
   * Defaults to the current step's own path, where every step but the current one is open.
   */
  pathname?: string;
  Link?: LinkComponent;
  /**
   * Opens a step without navigating (the installer widget, which never changes the host page's
   * address): the steps are then buttons, not links.
   */
  onSelect?: (step: CheckoutStepId) => void;
}

/**
 * The checkout step navigation (spec storefront §2: "the step navigation can jump between them
 * unless already on that path"): a step that can be opened from this path is a link (a button
 * inside the widget) — so the order summary and /checkout/payments/{type} can go back to the
 * payment step — the current step is marked `aria-current="step"`, and a step that cannot be
 * opened yet is plain text marked as coming next.
 */
export function CheckoutSteps({ steps, current, pathname = CHECKOUT_STEP_PATHS[current], Link = PlainLink, onSelect }: CheckoutStepsProps) {
  const t = useMessages('checkout');
  const currentIndex = steps.findIndex((s) => s.id === current);
  return (
    <nav className="ts-checkout-steps" aria-label={t('Checkout steps')}>
      <ol>
        {steps.map((step, i) => {
          const state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'next';
          const ariaCurrent = state === 'current' ? ('step' as const) : undefined;
          const content = (
            <>
              <span className="ts-checkout-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="ts-checkout-steps__label">{step.label}</span>
              {state === 'current' && <span className="ts-visually-hidden">{t(' (current step)')}</span>}
            </>
          );
          const open = step.href !== null && canJumpToStep(pathname, step.id);
          let item: ReactNode;
          if (open && onSelect) {
            item = (
              <button type="button" className="ts-checkout-steps__item" aria-current={ariaCurrent} onClick={() => onSelect(step.id)}>
                {content}
              </button>
            );
          } else if (open && step.href) {
            item = (
              <Link href={step.href} className="ts-checkout-steps__item" aria-current={ariaCurrent}>
                {content}
              </Link>
            );
          } else {
            item = (
              <span className="ts-checkout-steps__item" aria-current={ariaCurrent}>
                {content}
                {state === 'next' && <span className="ts-visually-hidden">{t(' (next)')}</span>}
              </span>
            );
          }
          return (
            <li key={step.id} className={`ts-checkout-steps__step ts-checkout-steps__step--${state}`}>
              {item}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
