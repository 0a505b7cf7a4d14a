/**
 * Checkout step 2, services (spec storefront §2 "The steps run in order shipping, services,
 * payment"; rules §2 "services (road hazard coverage)"; §4 Checkout "Road hazard checkbox"): the
 * tires with road hazard protection, the shop services chosen with the installer, the order
 * summary and "Continue to payment". Router-agnostic like CheckoutShippingView: the storefront's
 * /checkout/services page and the installer widget's checkout show the same composition; the host
 * says where "Continue" leads.
 */
import { useStore } from '@nanostores/react';
import type { CartStore, CheckoutStore, SiteCart } from '@tireshop/core';
import { useId, useState } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { useMessages } from '../locale';
import { CartTiresCard, CheckoutCard } from './checkout-card';
import { OrderSummary } from './order-summary';
import { CheckoutGuard, PaymentAlert, useCheckoutGuard } from './payment-messages';

export interface CheckoutServicesViewProps {
  cart: CartStore;
  checkout: CheckoutStore;
  siteCart: SiteCart;
  /** "Continue to payment" found everything saved: go on (the storefront navigates, a widget shows its payment step). */
  onNext: () => void;
  /** Step 1, for the guards' way back. */
  shippingHref: string;
  Link?: LinkComponent;
  /** The page's path, for the road hazard rule (checkout pages only). */
  pathname: string;
  headingLevel?: 2 | 3;
}

/**
 * The services step's body. "Continue" records the road hazard choice with the services call
 * (spec §7 POST /checkout/cart-services) when every tire has the same choice — a tire-by-tire
 * choice is already saved on the cart line by line — then goes on.
 */
export function CheckoutServicesView({
  cart,
  checkout,
  siteCart,
  onNext,
  shippingHref,
  Link = PlainLink,
  pathname,
  headingLevel = 2,
}: CheckoutServicesViewProps) {
  const id = useId();
  const t = useMessages('checkout');
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const { status } = useStore(cart.$cart);
  const { appointment } = useStore(cart.appointment.$appointment);
  const guard = useCheckoutGuard(cart, siteCart);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; attempt: number } | null>(null);

  if (guard.status === 'blocked')
    return (
      <CheckoutGuard
        message={guard.message}
        href={shippingHref}
        linkLabel={t('Back to cart and delivery')}
        Link={Link}
        headingLevel={headingLevel}
      />
    );

  const shipping = siteCart.cartShipping;
  const installing = shipping?.shippingOption === 'INSTALLER';
  const services = installing ? (shipping?.installerService ?? []) : [];
  const offered = siteCart.siteProducts.filter((p) => p.roadHazardState !== 0);
  const covered = offered.filter((p) => p.roadHazardState === 1).length;
  const uniform = offered.length > 0 && (covered === 0 || covered === offered.length);
  const busy = saving || status === 'saving' || guard.status === 'checking';

  async function onContinue() {
    if (busy) return;
    setError(null);
    if (uniform) {
      setSaving(true);
      const result = await checkout.saveServices(covered > 0);
      setSaving(false);
      if (!result.ok) return setError({ message: result.error.message, attempt: (error?.attempt ?? 0) + 1 });
    }
    onNext();
  }

  const tiresId = `${id}-tires`;
  const servicesId = `${id}-services`;
  return (
    <div className="ts-checkout-layout">
      <div className="ts-checkout-layout__main">
        <CartTiresCard
          id={tiresId}
          title={t('Protect your tires')}
          Heading={Heading}
          cart={cart}
          quantity={siteCart.totalQuantity}
          Link={Link}
          pathname={pathname}
        />

        {installing && (
          <CheckoutCard
            id={servicesId}
            title={t('Services at the shop')}
            Heading={Heading}
            aside={
              <Link href={shippingHref} className="ts-checkout-link-button">
                {t('Change')}
              </Link>
            }
          >
            {services.length > 0 ? (
              <ul className="ts-pay-services">
                {services.map((s) => (
                  <li key={s.serviceId}>
                    <span aria-hidden="true">✓ </span>
                    {s.serviceName}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="ts-checkout-card__meta">{t('No extra services chosen.')}</p>
            )}
          </CheckoutCard>
        )}
      </div>

      <aside className="ts-checkout-layout__aside" aria-label={t('Order summary and checkout')}>
        <OrderSummary cart={siteCart} appointment={appointment} busy={busy}>
          <div className="ts-checkout-next">
            <PaymentAlert message={error?.message ?? null} attempt={error?.attempt} />
            <button
              type="button"
              className="ts-button ts-button--accent"
              aria-disabled={busy || undefined}
              aria-busy={saving || undefined}
              onClick={() => void onContinue()}
            >
              {t('Continue to payment')}
            </button>
          </div>
        </OrderSummary>
      </aside>
    </div>
  );
}
