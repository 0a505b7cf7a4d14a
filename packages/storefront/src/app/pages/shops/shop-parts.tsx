/** What the /tire-shops pages share: the lookups in the browser, the cart's shop, and a page of shops with its sort and pager. */
import {
  INSTALLER_LIST_PAGE_SIZE,
  INSTALLER_SORT_LABELS,
  INSTALLER_SORTS,
  paths,
  type InstallerSort,
  type SiteInstaller,
} from '@tireshop/core';
import { Pager, ShopCard, SortSelect, type ShopCardProps } from '@tireshop/views';
import { useStore } from '@nanostores/react';
import { useMemo, type ReactNode } from 'react';
import { atom } from 'nanostores';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { browserCart } from '../../cart';
import { storefrontContext } from '../../context';
import { RouterLink } from '../../shell/router-link';
import { apiInstallerLookups, type InstallerLookups } from '@tireshop/views';
import { pageCount, shopsSearchString, type ShopsSearch } from './shops-url';

/** The storefront path of a shop's page (spec storefront §2 /tire-shops/shop/{shopName}/{shopCode}). */
export const shopPath = (shop: Pick<SiteInstaller, 'slug' | 'code'>) => paths.tireShop(shop.slug, shop.code);

/**
 * The installer lookups with the browser's API client and cart. The modals ask only after a click,
 * so the client is found then: the server renders the same markup without one.
 */
export function useBrowserInstallerLookups(): InstallerLookups {
  return useMemo<InstallerLookups>(() => {
    const lookups = () => apiInstallerLookups(storefrontContext(undefined).api, () => browserCart()?.$cart.get().cart ?? null);
    return { page: (query) => lookups().page(query), details: (id, zip) => lookups().details(id, zip) };
  }, []);
}

const noCart = atom({ cart: null, status: 'idle' as const, error: null });

/**
 * The cart's installer (spec §4 Installer selection: marked as chosen), once the browser has the
 * cart; none on the server, and none while hydrating (the cart loads after), so the markup matches.
 */
export function useCartInstallerId(): number | null {
  const { cart } = useStore(browserCart()?.$cart ?? noCart);
  const shipping = cart?.cartShipping;
  return shipping?.shippingOption === 'INSTALLER' ? (shipping.installerId ?? null) : null;
}

/**
 * "Sort by" (spec §3 installer sort options) for a page of shops: with JavaScript a change loads the
 * first page in the new order; without, the select's GET form (or the form it belongs to) does.
 */
function ShopsSort({ search, form }: { search: ShopsSearch; form?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <SortSelect
      value={search.sort}
      options={INSTALLER_SORTS}
      labels={INSTALLER_SORT_LABELS}
      form={form}
      action={form ? undefined : pathname}
      onChange={(sort: InstallerSort) =>
        void navigate(pathname + shopsSearchString({ ...search, sort, page: 1 }), { preventScrollReset: true })
      }
    />
  );
}

/** Page links of a list of shops: plain hrefs (?page=) a crawler follows, client-side with JavaScript. */
function ShopsPager({ search, total, label }: { search: ShopsSearch; total: number; label: string }) {
  const { pathname } = useLocation();
  return (
    <Pager
      page={search.page}
      pageCount={pageCount(total, INSTALLER_LIST_PAGE_SIZE)}
      hrefFor={(page) => pathname + shopsSearchString({ ...search, page })}
      label={label}
      Link={RouterLink}
    />
  );
}

/**
 * Is another page, sort or search of this list loading? The old shops stay, dimmed and marked
 * busy, until the new ones arrive (as the catalogue listings do).
 */
function useListBusy(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

/** "Showing 11–20 of 23 shops". */
function rangeText(page: number, shown: number, total: number) {
  if (total === 0) return 'No shops';
  const from = (page - 1) * INSTALLER_LIST_PAGE_SIZE + 1;
  return `Showing ${from}–${from + shown - 1} of ${total} ${total === 1 ? 'shop' : 'shops'}`;
}

export interface ShopsPageListProps {
  shops: SiteInstaller[];
  total: number;
  search: ShopsSearch;
  /** The GET form "Sort by" belongs to (the zip search's, so the zip goes along); none: its own form. */
  sortForm?: string;
  /** The pager's accessible name ("Pages of shops near 10001"). */
  pagerLabel: string;
  headingLevel?: ShopCardProps['headingLevel'];
  distanceText?: ShopCardProps['distanceText'];
  /** The cart's shop, marked on its card. */
  chosenId?: number | null;
  /** Under each card's price: a Details button, a link to the shop's page. */
  actions: (shop: SiteInstaller) => ReactNode;
}

/**
 * One page of a list of shops (the zip results of /tire-shops, a metro's page; spec §9 "Shops list
 * shows 10 at a time"): "Showing 11–20 of 23 shops" with "Sort by", the cards linking to each
 * shop's page, and the pager. While another page or order loads, the old shops stay, dimmed.
 */
export function ShopsPageList({
  shops,
  total,
  search,
  sortForm,
  pagerLabel,
  headingLevel,
  distanceText,
  chosenId = null,
  actions,
}: ShopsPageListProps) {
  const busy = useListBusy();
  return (
    <div className={`ts-shops-pagelist${busy ? ' ts-shops-pagelist--busy' : ''}`} aria-busy={busy || undefined}>
      <div className="ts-shops-bar">
        <p className="ts-shops-bar__count">{rangeText(search.page, shops.length, total)}</p>
        <ShopsSort search={search} form={sortForm} />
      </div>
      <ul className="ts-shops-list ts-shops-list--page">
        {shops.map((shop) => (
          <li key={shop.installerId}>
            <ShopCard
              shop={shop}
              headingLevel={headingLevel}
              href={shopPath(shop)}
              Link={RouterLink}
              chosen={shop.installerId === chosenId}
              distanceText={distanceText}
              actions={actions(shop)}
            />
          </li>
        ))}
      </ul>
      <ShopsPager search={search} total={total} label={pagerLabel} />
    </div>
  );
}
