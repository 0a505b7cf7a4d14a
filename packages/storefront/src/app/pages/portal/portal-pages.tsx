/**
 * The portal's home and a shop's frame (docs/portal.md): `/portal` sends a signed-out visitor to
 * sign in and back, tells an account with nothing to manage so (and how to apply as an installer),
 * opens the one shop or widget an account manages, lists them when there are several, and lets
 * the operations team open any shop by its code. A shop's pages render inside its layout
 * (`/portal/shops/:shopCode`): the shop's name and the portal's navigation above the page.
 * Server-rendered with the shopper's session, like the account area.
 */
import { portalMeEndpoint, portalShopEndpoint, type PortalShop } from '@tireshop/core';
import { data, Link, NavLink, Outlet, useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { redirect } from '../../redirect';
import { loaded } from '../account/account-area';
import { shopWidgetLoader, StandaloneWidgetSetupPage, WidgetSetupPage, widgetLoader, widgetSetupAction } from './widget-setup';

export const PORTAL_PATH = '/portal';
export const shopPath = (shopCode: string) => `/portal/shops/${encodeURIComponent(shopCode)}`;
export const widgetPath = (widgetId: string) => `/portal/widgets/${encodeURIComponent(widgetId)}`;

/** A shop code as the portal takes it from an address or the operations form. */
const SHOP_CODE = /^[\w-]{1,40}$/;

// ---- /portal --------------------------------------------------------------------------------------

export async function portalHomeLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const asked = new URL(request.url).searchParams.get('shop')?.trim();
  const me = loaded(await api.call(portalMeEndpoint, { signal: request.signal }), request);
  // Operations open a shop by its code (the form below).
  if (asked && me.operations && SHOP_CODE.test(asked)) throw redirect(shopPath(asked));
  if (!me.operations && me.shops.length === 1 && me.widgets.length === 0) throw redirect(shopPath(me.shops[0]!.shopCode));
  if (!me.operations && me.shops.length === 0 && me.widgets.length === 1) throw redirect(widgetPath(me.widgets[0]!.widgetId));
  return me;
}

const WIDGET_KINDS: Record<string, string> = {
  'installer-widget': 'Installer widget',
  'partner-widget': 'Partner widget',
  'affiliate-widget': 'Affiliate widget',
  'manufacturer-widget': 'Manufacturer widget',
};
const ROLE_NAMES: Record<string, string> = {
  owner: 'Owner',
  staff: 'Staff',
  'brand-manager': 'Brand manager',
  affiliate: 'Affiliate',
  operations: 'Operations',
};

export function PortalHomePage() {
  const me = useLoaderData<typeof portalHomeLoader>();
  const nothing = !me.operations && me.shops.length === 0 && me.widgets.length === 0;
  return (
    <div className="sf-container sf-portal">
      <PageHead title="Portal" />
      <h1 className="sf-page-title">Portal</h1>
      {nothing && (
        <div className="ts-state">
          <p>This account does not manage a shop or a widget yet.</p>
          <p>
            Run a tire shop? <Link to="/installer-signup">Apply as an installer</Link>: once your application is approved, this account
            opens your shop here. Brands and affiliates get their widget from our partner team.
          </p>
        </div>
      )}
      {me.operations && (
        <section className="sf-portal-section" aria-labelledby="portal-open-shop">
          <h2 id="portal-open-shop">Open a shop</h2>
          <p>Operations may open every shop by its code.</p>
          <form method="get" action={PORTAL_PATH} className="sf-portal-inline-form">
            <label htmlFor="portal-shop-code">Shop code</label>
            <input id="portal-shop-code" name="shop" required pattern="[\w\-]{1,40}" inputMode="numeric" autoComplete="off" />
            <button type="submit" className="ts-button">
              Open
            </button>
          </form>
        </section>
      )}
      {me.shops.length > 0 && (
        <section className="sf-portal-section" aria-labelledby="portal-shops">
          <h2 id="portal-shops">Your shops</h2>
          <ul className="sf-account-list">
            {me.shops.map((shop) => (
              <li key={shop.shopCode} className="sf-account-card">
                <h3 className="sf-account-card__title">
                  <Link to={shopPath(shop.shopCode)}>{shop.name}</Link>
                </h3>
                <p>
                  {shop.city}, {shop.state} · shop {shop.shopCode} · {ROLE_NAMES[shop.role]}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {me.widgets.length > 0 && (
        <section className="sf-portal-section" aria-labelledby="portal-widgets">
          <h2 id="portal-widgets">Your widgets</h2>
          <ul className="sf-account-list">
            {me.widgets.map((widget) => (
              <li key={widget.widgetId} className="sf-account-card">
                <h3 className="sf-account-card__title">
                  <Link to={widgetPath(widget.widgetId)}>{widget.name}</Link>
                </h3>
                <p>
                  {WIDGET_KINDS[widget.widgetType] ?? widget.widgetType} · {widget.widgetId} · {ROLE_NAMES[widget.role]}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

// ---- /portal/shops/:shopCode ------------------------------------------------------------------------

export async function portalShopLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const shopCode = params.shopCode ?? '';
  if (!SHOP_CODE.test(shopCode)) throw data({ message: 'No shop has this code.' }, { status: 404 });
  return loaded(await api.call(portalShopEndpoint, { params: { shopCode }, signal: request.signal }), request);
}

/** The shop's pages: its own first, then the day's work (each a page under the shop). */
const SHOP_LINKS = [
  { to: '', label: 'Overview', end: true },
  { to: 'widget', label: 'Widget' },
  { to: 'bookings', label: 'Bookings' },
  { to: 'orders', label: 'Orders' },
  { to: 'reports', label: 'Reports' },
  { to: 'team', label: 'Team' },
];

/** The shop a page under `/portal/shops/:shopCode` is about (the layout's loader). */
export const usePortalShop = () => useRouteLoaderData('portal-shop') as PortalShop;

export function PortalShopLayout() {
  const shop = useLoaderData<typeof portalShopLoader>();
  const base = shopPath(shop.shopCode);
  return (
    <div className="sf-container sf-portal">
      <p className="sf-portal-crumb">
        <Link to={PORTAL_PATH}>Portal</Link> · {shop.name}, {shop.city}, {shop.state} · {ROLE_NAMES[shop.role]}
      </p>
      <nav className="sf-account-nav sf-portal-nav" aria-label={`${shop.name} in the portal`}>
        <ul>
          {SHOP_LINKS.map((link) => (
            <li key={link.label}>
              <NavLink to={link.to ? `${base}/${link.to}` : base} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export function PortalShopOverview() {
  const shop = usePortalShop();
  const base = shopPath(shop.shopCode);
  return (
    <>
      <PageHead title={`${shop.name} · Portal`} />
      <h1 className="sf-page-title">{shop.name}</h1>
      <dl className="sf-account__details">
        <dt>Shop code</dt>
        <dd>{shop.shopCode}</dd>
        <dt>Place</dt>
        <dd>
          {shop.city}, {shop.state}
        </dd>
        <dt>Widget</dt>
        <dd>{shop.widgetIds.length > 0 ? shop.widgetIds.join(', ') : 'None yet'}</dd>
      </dl>
      <ul className="sf-account-links">
        <li>
          <Link to={`${base}/widget`}>Set up the widget and copy its snippet</Link>
        </li>
        <li>
          <Link to={`${base}/bookings`}>Bookings</Link>
        </li>
        <li>
          <Link to={`${base}/orders`}>Orders to fulfil</Link>
        </li>
        <li>
          <Link to={`${base}/reports`}>Reports</Link>
        </li>
      </ul>
    </>
  );
}

// ---- the routes' parts (routes.tsx) ---------------------------------------------------------------

export const home = { loader: portalHomeLoader, Component: PortalHomePage };
export const shop = { loader: portalShopLoader, Component: PortalShopLayout };
export const overview = { Component: PortalShopOverview };
export const shopWidget = { loader: shopWidgetLoader, action: widgetSetupAction, Component: WidgetSetupPage };
export const widget = { loader: widgetLoader, action: widgetSetupAction, Component: StandaloneWidgetSetupPage };
