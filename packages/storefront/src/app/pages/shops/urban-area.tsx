/**
 * /tire-shops/{urbanArea} (spec storefront §2): a metro's partner shops, 10 a page (spec §9 "Shops
 * list shows 10 at a time") with a real ?page= pager a crawler can follow, sorted by the spec §3
 * installer sort options (by distance from the metro's centre unless sorted otherwise), each shop
 * linking to its own page. An unknown metro is the 404 page.
 */
import { INSTALLER_LIST_PAGE_SIZE, paths, urbanAreaShopsEndpoint, type EndpointOutput } from '@tireshop/core';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { redirect, isPathOf } from '../../redirect';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { notFound, orThrow } from '../catalogue/load';
import { Breadcrumbs } from '../catalogue/page-parts';
import { milesText } from '@tireshop/views';
import { shopPath, ShopsPageList } from './shop-parts';
import { pageCount, readShopsSearch, type ShopsSearch } from './shops-url';

type AreaShops = EndpointOutput<typeof urbanAreaShopsEndpoint>;
export interface UrbanAreaData extends AreaShops {
  search: ShopsSearch;
}

const AREA_SLUG = /^[a-z0-9-]{1,60}$/;

export async function urbanAreaLoader({ request, context, params }: LoaderFunctionArgs): Promise<UrbanAreaData | Response> {
  const url = new URL(request.url);
  const slug = (params.urbanArea ?? '').toLowerCase();
  if (!AREA_SLUG.test(slug)) throw notFound();
  const { search, canonical } = readShopsSearch(url.searchParams, { withZip: false });
  const path = paths.tireShopsIn(slug);
  if (!isPathOf(url, path)) return redirect(path + canonical, 301);
  if (url.search !== canonical) return redirect(path + canonical);
  const { api } = storefrontContext(context);
  const answer = await api.call(urbanAreaShopsEndpoint, {
    params: { urbanArea: slug },
    query: { page: search.page, sort: search.sort },
    signal: request.signal,
  });
  // The contract refuses a malformed metro as a bad request: to a shopper it is a page that is not there.
  if (!answer.ok && answer.error.code === 'BadRequest') throw notFound();
  const shops = orThrow(answer);
  // A page past the last does not exist (no empty pages for crawlers to find).
  if (search.page > pageCount(shops.siteInstallers.total, INSTALLER_LIST_PAGE_SIZE)) throw notFound();
  return { ...shops, search };
}

export function UrbanAreaPage() {
  const { urbanArea, siteInstallers, search } = useLoaderData() as UrbanAreaData;
  const { siteInstallerList: list, total } = siteInstallers;
  const place = `${urbanArea.name}, ${urbanArea.state}`;
  const pageNote = search.page > 1 ? ` (page ${search.page})` : '';
  return (
    <div className="sf-container">
      <PageHead
        title={`Tire shops in ${place}${pageNote}`}
        description={`${urbanArea.shopCount} partner tire shops and installers in the ${urbanArea.name} area: ratings, hours, services and installation prices. Buy tires online and have them installed nearby.`}
      />
      <Breadcrumbs items={[{ label: 'Tire shops', to: paths.tireShops() }, { label: urbanArea.name }]} />
      <header className="ts-shops-intro">
        <h1 className="sf-page-title">Tire shops in {place}</h1>
        <p className="sf-page-lead">
          {urbanArea.shopCount} partner {urbanArea.shopCount === 1 ? 'installer' : 'installers'} in the {urbanArea.name} area. Buy tires
          online, ship them free to the shop and book your installation at checkout.
        </p>
      </header>
      {list.length === 0 ? (
        <div className="ts-state">
          <p>We have no partner shops in {urbanArea.name} yet.</p>
          <p>
            <RouterLink href={paths.tireShops()}>Search for shops by ZIP code</RouterLink>
          </p>
        </div>
      ) : (
        <ShopsPageList
          shops={list}
          total={total}
          search={search}
          pagerLabel={`Pages of tire shops in ${urbanArea.name}`}
          headingLevel="h2"
          distanceText={(m) => `${milesText(m)} from the city center`}
          actions={(shop) => (
            <RouterLink href={shopPath(shop)} className="ts-button ts-button--quiet">
              View shop<span className="ts-visually-hidden"> {shop.name}</span>
            </RouterLink>
          )}
        />
      )}
    </div>
  );
}
