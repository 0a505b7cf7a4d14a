import {
  CHECKOUT_PATHS,
  checkoutSteps,
  offeredWidgetTabs,
  type Order,
  orderPlacedForHost,
  type PaymentChoice,
  paymentsPath,
  type PaymentType,
  type SiteCart,
  type SiteInstaller,
  type WidgetAppConfig,
  type WidgetCart,
} from '@tireshop/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import { hostPageAddress } from '../../element/host-page';
import { useShadowStyles } from '../../element/shadow-styles';
import cartModalsCss from '../../styles/cart-modals.css';
import checkoutCss from '../../styles/checkout.css';
import fieldCss from '../../styles/fields.css';
import widgetCheckoutCss from '../../styles/widget-checkout.css';
import { CheckoutShippingView } from '../checkout/checkout-shipping-view';
import { CheckoutSteps, CHECKOUT_STEP_LABELS, type CheckoutStepId } from '../checkout/checkout-steps';
import { CartPageContent } from '../checkout/empty-cart';
import { useDeliveryTabs } from '../checkout/use-delivery-tabs';
import type { LinkComponent } from '../link';
import { useMessages } from '../locale';
import { widgetCheckoutSession } from './widget-checkout-session';
import { WidgetLoading } from './widget-loading';
import { useOwnShopDelivery, useOwnShopLookup } from './own-shop-delivery';

// The payment step's code (and the order summary's, which shares it) and the placed order's
// arrive when the shopper gets there; one request each, whichever of the two views asks first.
const paymentSteps = () => import('./widget-payment-steps');
const WidgetPaymentStep = /* @__PURE__ */ lazy(() => paymentSteps().then((m) => ({ default: m.WidgetPaymentStep })));
const WidgetReviewStep = /* @__PURE__ */ lazy(() => paymentSteps().then((m) => ({ default: m.WidgetReviewStep })));
/** The services step (installation services, road hazard protection) arrives when the shopper gets there. */
const CheckoutServicesView = /* @__PURE__ */ lazy(() =>
  import('../checkout/checkout-services-view').then((m) => ({ default: m.CheckoutServicesView })),
);
const WidgetPlacedOrder = /* @__PURE__ */ lazy(() => import('./widget-placed-order').then((m) => ({ default: m.WidgetPlacedOrder })));

/** The widget's own shop: undefined while it is being looked up. */
const useWidgetShop = (cart: WidgetCart) => useOwnShopLookup(useMemo(() => () => cart.shop(), [cart]));

/** Where the widget's checkout is: the three steps, the order summary without fast checkout, the placed order. */
type WidgetStep = CheckoutStepId | 'review' | 'order';

/**
 * The steps' in-widget addresses, for the views' own links ("Change" back to shipping, "Enter
 * another card"). A plain click switches the step (the host page never navigates); being
 * fragments, a middle click cannot open anything of the shop's on the host's site.
 */
const STEP_HREF_PREFIX = '#tireshop-checkout-';
const stepHref = (step: CheckoutStepId) => `${STEP_HREF_PREFIX}${step}`;
const stepOfHref = (href: string): CheckoutStepId | null => {
  const step = href.startsWith(STEP_HREF_PREFIX) ? href.slice(STEP_HREF_PREFIX.length) : null;
  return step === 'shipping' || step === 'services' || step === 'payment' ? step : null;
};

/**
 * Where the widget is, as the storefront's path would be: the step navigation decides from it
 * which steps open (core's canJumpToStep), so the order summary goes back to payment as on the shop.
 */
const STEP_PATHS: Record<Exclude<WidgetStep, 'order'>, string> = {
  shipping: CHECKOUT_PATHS.shipping,
  services: CHECKOUT_PATHS.services,
  payment: CHECKOUT_PATHS.payments,
  review: CHECKOUT_PATHS.orderSummary,
};

/** The order on show: placed just now (the API's answer), or found in the widget's storage after a reload (asked for). */
interface ShownOrder {
  orderId: string;
  order: Order | null;
}

/** With no cart left, the order placed last in this widget (spec §4 Cart "Session clear" keeps its id). */
const storedOrder = (cart: WidgetCart): ShownOrder | null => {
  const orderId = cart.store.cartId() ? null : cart.placedOrderId();
  return orderId ? { orderId, order: null } : null;
};

const STEP_TITLES = {
  shipping: 'Your cart',
  services: 'Services',
  payment: 'Payment',
  review: 'Review your order',
  order: 'Your order',
} as const satisfies Record<WidgetStep, string>;

/** The checkout's CSS arrives with its code (the payment step and the order bring theirs). */
const WIDGET_CHECKOUT_CSS = [fieldCss, checkoutCss, widgetCheckoutCss].join('\n');

/**
 * The wallet and financing gateways come back to the host page in a popup, so nothing navigates;
 * the host page's address without its query or fragment (host-page.ts).
 */
const hostPageUrl = () => hostPageAddress();

/**
 * The checkout inside the installer widget, all of it (the host page is never navigated): the
 * same views as the storefront's checkout pages — cart and delivery (CheckoutShippingView, the
 * widget's shop as the installer tab), services (road hazard), payment (billing, the gateway's card
 * fields in an iframe inside the shadow root, wallets and financing in a popup), the order summary
 * when fast checkout is off — then the placed order (OrderView), which polls while the payment is
 * processing. The placed order is told to the host page (`tireshop:order-placed`) and survives a
 * reload: with no cart but a stored placed-order id, the checkout opens on that order until the
 * shopper goes back to the tires. Each step puts the keyboard on its title.
 */
export function WidgetCheckout({
  cart,
  config,
  Link,
  onBack,
  headingRef,
}: {
  cart: WidgetCart;
  config: WidgetAppConfig | null;
  Link: LinkComponent;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  // The cart modals' CSS first (the checkout's dialogs and lines build on it), once whoever asks first.
  useShadowStyles(cartModalsCss);
  useShadowStyles(WIDGET_CHECKOUT_CSS);
  const t = useMessages('checkout');
  const { checkout, fastCheckout } = widgetCheckoutSession(cart);
  const shop = useWidgetShop(cart);
  const [placed, setPlaced] = useState<ShownOrder | null>(() => storedOrder(cart));
  const [step, setStep] = useState<WidgetStep>(placed ? 'order' : 'shipping');
  const [paymentType, setPaymentType] = useState<PaymentType>('credit');
  const [review, setReview] = useState<PaymentChoice | null>(null);
  const title = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);

  // A new step starts at its title (the first one is focused by the widget when the view opens).
  useEffect(() => {
    if (moved.current) title.current?.focus();
  }, [step]);
  // docs/analytics.md "Widgets": each checkout step the shopper reaches is recorded, as the storefront's pages do.
  useEffect(() => {
    if (step === 'shipping' || step === 'services' || step === 'payment') cart.track?.({ type: 'checkout_step', step });
  }, [step, cart]);

  function go(next: WidgetStep) {
    moved.current = true;
    setStep(next);
  }

  /** The views' links: a step's address switches the step; anything else is the shop's own page. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: `go` touches only a ref and a state setter; a new component per render would remount every link
  const StepLink = useMemo<LinkComponent>(
    () =>
      function StepLink({ href, className, children, ...rest }) {
        const target = stepOfHref(href);
        if (!target)
          return (
            <Link href={href} className={className} {...rest}>
              {children}
            </Link>
          );
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          go(target);
        };
        return (
          <a href={href} className={className} onClick={onClick} {...rest}>
            {children}
          </a>
        );
      },
    [Link],
  );

  function onPlaced(order: Order) {
    // The checkout store has cleared the cart's session (spec §4 Cart "Session clear"): the order is shown from here on.
    setPlaced({ orderId: order.orderId, order });
    go('order');
    cart.emit('tireshop:order-placed', orderPlacedForHost(order));
  }

  /** Leaving the placed order: the widget opens on its tires from now on, not on this order. */
  function shopForMore() {
    cart.forgetPlacedOrder();
    onBack();
  }

  const setTitle = (el: HTMLHeadingElement | null) => {
    title.current = el;
    if (typeof headingRef === 'function') headingRef(el);
    else if (headingRef) (headingRef as { current: HTMLHeadingElement | null }).current = el;
  };

  return (
    <div className="ts-installer-shop ts-widget-checkout">
      <header className="ts-widget-checkout__head">
        <button
          type="button"
          className="ts-checkout-link-button ts-widget-checkout__back"
          onClick={step === 'order' ? shopForMore : onBack}
        >
          <span aria-hidden="true">←</span>
          {t('Back to tires')}
        </button>
        <h2 className="ts-installer-shop__title" ref={setTitle} tabIndex={-1}>
          {t(STEP_TITLES[step])}
        </h2>
        {config && (
          <p className="ts-installer-shop__place">
            {t('Tires from {name}', { name: config.name })}
            {config.city ? `, ${config.city}, ${config.state}` : ''}
          </p>
        )}
      </header>
      {step === 'order' && placed ? (
        <Suspense fallback={<WidgetLoading message="Loading your order…" />}>
          <WidgetPlacedOrder
            orderId={placed.orderId}
            initialOrder={placed.order}
            loadOrder={(orderId) => checkout.loadOrder(orderId)}
            Link={Link}
            headingLevel={3}
            // The tracking page is the shop's own (the widget's Link opens it on the shop's site).
            notFound={<p className="ts-state">{t('This order can no longer be shown here. Your confirmation e-mail has its details.')}</p>}
          />
          <p className="ts-widget-checkout__more">
            <button type="button" className="ts-button" onClick={shopForMore}>
              {t('Shop for more tires')}
            </button>
          </p>
        </Suspense>
      ) : (
        <CartPageContent store={cart.store} empty={<EmptyWidgetCart onBack={onBack} />}>
          {(siteCart) => {
            const steps = checkoutSteps(siteCart);
            const at = step === 'order' ? 'payment' : step;
            const current: CheckoutStepId = at === 'review' ? 'payment' : at;
            // The steps are buttons here: they switch the step, never the host page's address.
            const nav = (
              <CheckoutSteps
                steps={steps.map((id) => ({ id, label: t(CHECKOUT_STEP_LABELS[id]), href: stepHref(id) }))}
                current={current}
                pathname={STEP_PATHS[at]}
                onSelect={go}
              />
            );
            const defaultZip = siteCart.zip ?? siteCart.cartShipping?.zip ?? config?.zip ?? '';
            // What the services, payment and review steps all take.
            const stepProps = {
              cart: cart.store,
              checkout,
              siteCart,
              shippingHref: stepHref('shipping'),
              Link: StepLink,
              headingLevel: 3,
            } as const;
            let body: ReactNode;
            switch (step) {
              case 'services':
                body = <CheckoutServicesView {...stepProps} onNext={() => go('payment')} pathname={CHECKOUT_PATHS.services} />;
                break;
              case 'payment':
                body = (
                  <WidgetPaymentStep
                    {...stepProps}
                    paymentType={paymentType}
                    onSelectType={setPaymentType}
                    returnUrlFor={hostPageUrl}
                    sessionMode="popup"
                    fastCheckout={fastCheckout()}
                    // The widget has no site globals: each type's discount shows once its quote is in.
                    discounts={{}}
                    onReview={(choice) => {
                      setReview(choice);
                      go('review');
                    }}
                    onPlaced={onPlaced}
                    pathname={paymentsPath(paymentType)}
                  />
                );
                break;
              case 'review':
                body = <WidgetReviewStep {...stepProps} choice={review} onPlaced={onPlaced} paymentHref={stepHref('payment')} />;
                break;
              default:
                body = (
                  <WidgetShippingStep
                    cart={cart}
                    siteCart={siteCart}
                    config={config}
                    shop={shop}
                    Link={Link}
                    defaultZip={defaultZip}
                    onNext={(next) => {
                      go(next);
                      return true;
                    }}
                  />
                );
            }
            return (
              <>
                {nav}
                <Suspense fallback={<WidgetLoading message="Loading this step…" />}>{body}</Suspense>
              </>
            );
          }}
        </CartPageContent>
      )}
    </div>
  );
}

/**
 * Checkout step 1 inside a widget. A widget with its own shop (the installer widget) offers that
 * shop as the installer (or mobile) tab, already chosen; a widget without one (the partner widget,
 * a brand's shop) offers what the storefront's cart page does — any installer near the shopper's
 * ZIP, mobile installation where a mobile installer comes, home delivery and FedEx pick-up —
 * those of them its brand manager offers (WidgetAppConfig.deliveryOptions).
 */
function WidgetShippingStep({
  cart,
  siteCart,
  config,
  shop,
  Link,
  defaultZip,
  onNext,
}: {
  cart: WidgetCart;
  siteCart: SiteCart;
  config: WidgetAppConfig | null;
  shop: SiteInstaller | null | undefined;
  Link: LinkComponent;
  defaultZip: string;
  onNext: (next: 'services' | 'payment') => boolean;
}) {
  const { lookups } = widgetCheckoutSession(cart);
  const own = useOwnShopDelivery(cart.store, siteCart, config, shop, defaultZip);
  // Without a ZIP nothing is asked: the installer widget's own shop never needs the lookup.
  const openTabs = useDeliveryTabs(cart.api, cart.store, siteCart, own ? '' : defaultZip);
  // A partner widget offers only the delivery options its brand manager kept on (the portal).
  const offeredTabs = openTabs && offeredWidgetTabs(openTabs, config);
  return (
    <CheckoutShippingView
      store={cart.store}
      cart={siteCart}
      tabs={own ? own.tabs : offeredTabs}
      lookups={lookups}
      Link={Link}
      defaultZip={defaultZip}
      headingLevel={3}
      hints={own?.hints}
      onNext={onNext}
      renderPanel={own?.renderPanel}
    />
  );
}

function EmptyWidgetCart({ onBack }: { onBack: () => void }) {
  const t = useMessages('checkout');
  return (
    <div className="ts-state">
      <p>
        <strong>{t('Your cart is empty.')}</strong>
      </p>
      <p>{t('Choose tires from this shop’s selection and they’ll show up here.')}</p>
      <button type="button" className="ts-button" onClick={onBack}>
        {t('Find tires')}
      </button>
    </div>
  );
}
