import { PlainLink, type LinkComponent } from '../link';

export type CheckoutStepId = 'shipping' | 'services' | 'payment';

export interface CheckoutStep {
  id: CheckoutStepId;
  label: string;
  /** Where the step lives; null while the step cannot be opened online (it is not built yet). */
  href: string | null;
}

/** The three checkout steps in spec order (storefront §2: shipping, services, payment). */
export const CHECKOUT_STEP_LABELS: Record<CheckoutStepId, string> = {
  shipping: 'Cart & delivery',
  services: 'Services',
  payment: 'Payment',
};

/**
 * The checkout step navigation (spec storefront §2: "the step navigation can jump between them
 * unless already on that path"): every other step that can be opened is a link, the current one is
 * marked `aria-current="step"` and is not a link, and a step that cannot be opened yet is plain
 * text marked as coming next.
 */
export function CheckoutSteps({ steps, current, Link = PlainLink }: { steps: CheckoutStep[]; current: CheckoutStepId; Link?: LinkComponent }) {
  const currentIndex = steps.findIndex((s) => s.id === current);
  return (
    <nav className="ts-checkout-steps" aria-label="Checkout steps">
      <ol>
        {steps.map((step, i) => {
          const state = i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'next';
          const content = (
            <>
              <span className="ts-checkout-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="ts-checkout-steps__label">{step.label}</span>
            </>
          );
          return (
            <li key={step.id} className={`ts-checkout-steps__step ts-checkout-steps__step--${state}`}>
              {state === 'current' ? (
                <span className="ts-checkout-steps__item" aria-current="step">
                  {content}
                  <span className="ts-visually-hidden"> (current step)</span>
                </span>
              ) : step.href ? (
                <Link href={step.href} className="ts-checkout-steps__item">
                  {content}
                </Link>
              ) : (
                <span className="ts-checkout-steps__item">
                  {content}
                  <span className="ts-visually-hidden"> (next)</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
