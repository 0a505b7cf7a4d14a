/**
 * The cart page, checkout step 1 (spec storefront §2 /checkout/shipping; §4 Delivery tabs, Cart,
 * Checkout): the tires, road hazard protection, where the tires go, the promo code and the order
 * summary with every amount from the server — the shared CheckoutShippingView, which the installer
 * widget's checkout shows too. The cart lives in the browser (the cart store reads the ST_cart…
 * cookies), so the server renders the page's frame and the cart shows once the store has it.
 */
import {
  ACCOUNT_TYPE_COOKIE,
  CHECKOUT_STEP_PATHS,
  DELIVERY_HINTS,
  MOBILE_INSTALL_QUERY_VALUE,
  paths,
  readCookie,
  variantConfig,
  type CartStore,
  type SiteCart,
} from '@tireshop/core';
import {
  AddressBookContext,
  apiDeliveryLookups,
  CartPageContent,
  CartPageSkeleton,
  CheckoutShippingView,
  CheckoutSteps,
  EmptyCart,
  useDeliveryTabs,
  type CheckoutShippingViewProps,
} from '@tireshop/views';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { browserCart } from '../../cart';
import { storefrontContext } from '../../context';
import { useRootData } from '../../root-data';
import { RouterLink } from '../../shell/router-link';
import { PageHead } from '../../page-head';
import { NO_CART, useCheckoutSteps } from './checkout-page';
import { useShopperAddressBook } from './use-address-book';
import { useShopperLocation } from '../../shell/shopper-location';

type OwnShopDelivery = Pick<CheckoutShippingViewProps, 'tabs' | 'hints' | 'renderPanel'>;

const SponsorDelivery = lazy(() => import('./sponsor-delivery').then((m) => ({ default: m.SponsorDelivery })));
/** rules §6 Simple sales tool: the "Send as quote" form, loaded only for a sales tool user (docs/quotes.md). */
const SendQuoteForm = lazy(() => import('../quotes/send-quote-form').then((m) => ({ default: m.SendQuoteForm })));

const SHOP_LINKS = [
  { href: paths.tireSizes(), label: 'Shop by tire size' },
  { href: paths.vehicles(), label: 'Shop by vehicle' },
  { href: paths.brands(), label: 'Browse brands' },
];

export function CheckoutShippingPage() {
  // The store exists in the browser only; the server (and the first, hydrating render) show the skeleton.
  const [store, setStore] = useState<CartStore | undefined>(undefined);
  useEffect(() => setStore(browserCart()), []);
  const steps = useCheckoutSteps(useStore(store?.$cart ?? NO_CART).cart);
  const { pathname } = useLocation();
  return (
    <div className="sf-container">
      <PageHead title="Cart and delivery" />
      <CheckoutSteps steps={steps} current="shipping" pathname={pathname} Link={RouterLink} />
      <h1 className="sf-page-title">Your cart</h1>
      {store ? (
        <CartPageContent store={store} empty={<EmptyCart links={SHOP_LINKS} Link={RouterLink} />}>
          {(cart) => <CartContent store={store} cart={cart} />}
        </CartPageContent>
      ) : (
        <CartPageSkeleton />
      )}
    </div>
  );
}

function CartContent({ store, cart }: { store: CartStore; cart: SiteCart }) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // The cart's ZIP, else where the shopper said they are (the location bar, spec §3 userLocation).
  // It follows a change of location without a reload: the tabs and the lists near it are asked again.
  const { variant, sponsor } = useRootData();
  const shopperLocation = useShopperLocation();
  const zip = cart.zip ?? cart.cartShipping?.zip ?? shopperLocation?.zip ?? '';
  const { api } = storefrontContext(undefined);
  const openTabs = useDeliveryTabs(api, store, cart, sponsor ? '' : zip);
  const lookups = useMemo(() => apiDeliveryLookups(api, () => store.$cart.get().cart), [api, store]);
  const addressBook = useShopperAddressBook();

  /** "Continue" goes to the next step's page. */
  function onNext(next: 'services' | 'payment') {
    void navigate(CHECKOUT_STEP_PATHS[next]);
  }

  // The account-type cookie says what the page shows (docs/price-lists.md); the API decides who may send.
  const [salesTool, setSalesTool] = useState(false);
  useEffect(() => setSalesTool(readCookie(document.cookie, ACCOUNT_TYPE_COOKIE) === 'sales-tool'), []);

  const view = (own?: OwnShopDelivery) => (
    <AddressBookContext.Provider value={addressBook}>
      {salesTool && (
        <Suspense fallback={null}>
          <SendQuoteForm cartId={cart.id} />
        </Suspense>
      )}
      <CheckoutShippingView
        store={store}
        cart={cart}
        tabs={own ? own.tabs : openTabs}
        // rules §6: the delivery lines in the shop's voice (the dealer-owned storefront's dealer copy).
        hints={own?.hints ?? DELIVERY_HINTS[variantConfig(variant).copy.voice]}
        renderPanel={own?.renderPanel}
        lookups={lookups}
        Link={RouterLink}
        pathname={pathname}
        defaultZip={zip}
        activeShippingType={
          // spec §2: activeShippingType=mobile-install, or hasMobileInstall=true, opens the mobile tab (when on offer).
          search.get('activeShippingType') ?? (search.get('hasMobileInstall') === 'true' ? MOBILE_INSTALL_QUERY_VALUE : null)
        }
        onNext={onNext}
        variant={variant}
      />
    </AddressBookContext.Provider>
  );
  // rules §6 OTS: the sponsoring shop is the installer, preselected, its change-shop controls inert
  // (its own chunk: only the installer-sponsored storefront loads it).
  if (!sponsor) return view();
  return (
    <Suspense fallback={<CartPageSkeleton />}>
      <SponsorDelivery store={store} cart={cart} sponsor={sponsor} zip={zip} render={view} />
    </Suspense>
  );
}
