/**
 * /tire-shops/shop/{shopName}/{shopCode} (spec storefront §2): one shop's page — what the shop
 * details modal shows (photos, rating, installations, address, phone, website, hours, services,
 * certifications, next free time, map), as an indexable page (spec §2 Page head: index,follow with
 * a canonical URL) with a way to shop tires for it. The code finds the shop; a name that is not the
 * shop's slug (renamed shop, typo, old link) moves permanently to the right path; an unknown code
 * is the 404 page. "Compare shops nearby" opens the all-shops modal around the shop's zip, and
 * each shop there its details modal.
 */
import { paths, tireShopEndpoint, type InstallerDetails, formatNumber } from '@tireshop/core';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { redirect, isPathOf } from '../../redirect';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { notFound, orThrow } from '../catalogue/load';
import { Breadcrumbs, type Crumb } from '../catalogue/page-parts';
import {
  AllShopsModal,
  ShopCertifications,
  ShopDetailsModal,
  ShopFacts,
  ShopGallery,
  ShopHours,
  ShopLocation,
  ShopRatingLine,
  ShopServices,
  useShopModals,
} from '@tireshop/views';
import { shopPath, useBrowserInstallerLookups, useCartInstallerId } from './shop-parts';

const SHOP_CODE = /^[A-Za-z0-9-]{1,20}$/;

export async function shopPageLoader({ request, context, params }: LoaderFunctionArgs): Promise<{ shop: InstallerDetails } | Response> {
  const code = params.shopCode ?? '';
  if (!SHOP_CODE.test(code)) throw notFound();
  const { api } = storefrontContext(context);
  const answer = await api.call(tireShopEndpoint, { params: { shopCode: code }, signal: request.signal });
  if (!answer.ok && answer.error.code === 'BadRequest') throw notFound();
  const shop = orThrow(answer).siteInstaller;
  const path = shopPath(shop);
  if (!isPathOf(new URL(request.url), path)) return redirect(path, 301);
  return { shop };
}

export function ShopPage() {
  const { shop } = useLoaderData() as { shop: InstallerDetails };
  const where = `${shop.city}, ${shop.state}`;
  const crumbs: Crumb[] = [{ label: 'Tire shops', to: paths.tireShops() }];
  if (shop.urbanArea) crumbs.push({ label: shop.urbanArea.name, to: paths.tireShopsIn(shop.urbanArea.slug) });
  crumbs.push({ label: shop.name });
  const kind = shop.isMobileInstall ? 'Mobile tire installation' : 'Tire installation';
  return (
    <div className="sf-container">
      <PageHead
        title={`${shop.name}: ${kind.toLowerCase()} in ${where}`}
        description={`${shop.name} in ${where}: ${kind.toLowerCase()} rated ${shop.rating.value.toFixed(1)} of 5 by ${formatNumber(shop.rating.quantity, 'en-US')} customers. Hours, services and prices; buy tires online and have them installed here.`}
      />
      <Breadcrumbs items={crumbs} />
      <header className="ts-shop-page__head">
        <p className="ts-shop-page__kind">
          {kind} · {where}
        </p>
        <h1 className="sf-page-title ts-shop-page__title">{shop.name}</h1>
        <ShopRatingLine shop={shop} />
      </header>
      {/* On a phone: photos, then the contact card (what the shopper came for), then the rest; from L up the card is the right column. */}
      <div className="ts-shop-details ts-shop-details--page">
        <ShopGallery shop={shop} />
        <aside className="ts-shop-details__aside" aria-label={`Contact ${shop.name}`}>
          <ShopFacts
            shop={shop}
            actions={
              <>
                <RouterLink href={paths.tireSizes()} className="ts-button ts-button--accent">
                  Shop tires
                </RouterLink>
                <p className="ts-shop-page__note">
                  Choose this {shop.isMobileInstall ? 'installer' : 'shop'} at checkout: tires ship free to it.
                </p>
              </>
            }
          />
          <ShopLocation shop={shop} level="h2" />
          {/* Keyed by shop: "Visit the shop's page" from its modals opens another shop on this same route, which starts with them closed. */}
          {!shop.isMobileInstall && <NearbyShops key={shop.code} shop={shop} />}
        </aside>
        <div className="ts-shop-details__main">
          <ShopHours shop={shop} level="h2" />
          <ShopServices shop={shop} level="h2" />
          <ShopCertifications shop={shop} level="h2" />
        </div>
      </div>
    </div>
  );
}

/** The other shops around this one, in the all-shops modal, each with its details modal. */
function NearbyShops({ shop }: { shop: InstallerDetails }) {
  const lookups = useBrowserInstallerLookups();
  const chosenId = useCartInstallerId();
  const modals = useShopModals({ zip: shop.zip, mobile: false, selectedId: chosenId, lookups, Link: RouterLink });
  return (
    <>
      <button type="button" className="ts-button ts-button--quiet ts-shop-page__nearby" onClick={modals.openAllShops}>
        Compare shops near {shop.zip}
      </button>
      <AllShopsModal {...modals.allShops} />
      <ShopDetailsModal {...modals.details} />
    </>
  );
}
