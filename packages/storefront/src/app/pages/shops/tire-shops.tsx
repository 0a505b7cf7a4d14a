/**
 * /tire-shops (spec storefront §2): "Find a tire installer near you" — a zip search whose results
 * are the nearest partner shops (GET /v1/installers with that zip, sorted, pages of 10; spec §9
 * "Shops list shows 10 at a time"), the mobile installers who come to that zip in the all-shops
 * modal, and every metro area with its number of shops, each linking to /tire-shops/{urbanArea}.
 * The zip search is a GET form: it works before (and without) JavaScript, and its results page has
 * a URL of its own.
 */
import {
  INSTALLER_LIST_PAGE_SIZE,
  INSTALLER_MESSAGES,
  listInstallersEndpoint,
  paths,
  tireShopsEndpoint,
  type EndpointOutput,
  type InstallerLookup,
  readLocationCookie,
  formatNumber,
} from '@tireshop/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { redirect } from '../../redirect';
import { requestCookies, storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { orThrow, statusOf } from '../catalogue/load';
import { Breadcrumbs, Section } from '../catalogue/page-parts';
import { AllShopsModal, isPlainClick, ShopDetailsModal, useShopModals, zipProblem } from '@tireshop/views';
import { shopPath, ShopsPageList, useBrowserInstallerLookups, useCartInstallerId } from './shop-parts';
import { pageCount, readShopsSearch, shopsSearchString, type ShopsSearch } from './shops-url';

type UrbanAreas = EndpointOutput<typeof tireShopsEndpoint>;
type ZipResults = { ok: true; lookup: InstallerLookup } | { ok: false; message: string };

export interface TireShopsData extends UrbanAreas {
  search: ShopsSearch;
  /** The zip search's answer, when a zip was searched. */
  results: ZipResults | null;
}

export async function tireShopsLoader({ request, context }: LoaderFunctionArgs): Promise<TireShopsData | Response> {
  const url = new URL(request.url);
  const { search: asked, canonical } = readShopsSearch(url.searchParams, { withZip: true });
  if (url.search !== canonical) return redirect(url.pathname + canonical);
  // No ZIP searched: the shops near where the shopper said they are (the location bar).
  const search = asked.zip ? asked : { ...asked, zip: readLocationCookie(requestCookies(request))?.zip ?? asked.zip };
  const { api } = storefrontContext(context);
  const [areas, results] = await Promise.all([
    api.call(tireShopsEndpoint, { signal: request.signal }).then(orThrow),
    search.zip ? findShops(api, search.zip, search, request.signal) : null,
  ]);
  // A page past the last (an edited URL, fewer shops than before) is the first page.
  if (results?.ok && search.page > pageCount(results.lookup.siteInstallers.total, INSTALLER_LIST_PAGE_SIZE)) {
    return redirect(url.pathname + shopsSearchString({ ...search, page: 1 }));
  }
  return { ...areas, search, results };
}

/**
 * The nearest shops to the zip; a malformed zip is said in the spec §5 words (zipProblem, as the
 * form says it with JavaScript), a zip the API refuses in the API's words.
 */
async function findShops(
  api: ReturnType<typeof storefrontContext>['api'],
  zip: string,
  search: ShopsSearch,
  signal: AbortSignal,
): Promise<ZipResults> {
  const problem = zipProblem(zip);
  if (problem) return { ok: false, message: problem };
  const answer = await api.call(listInstallersEndpoint, {
    query: { userZip: zip, limit: INSTALLER_LIST_PAGE_SIZE, page: search.page, sort: search.sort, source: 'shops' },
    signal,
  });
  if (answer.ok) return { ok: true, lookup: answer.data };
  if (statusOf(answer.error.code) === 400 || answer.error.code === 'NotFound') return { ok: false, message: answer.error.message };
  return orThrow(answer);
}

export function TireShopsPage() {
  const { urbanAreas, shopCount, search, results } = useLoaderData() as TireShopsData;
  const formId = useId();
  const areas = [...urbanAreas].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="sf-container">
      <PageHead
        title="Tire shops and installers near you"
        description={`Find a trusted tire installer near you among ${formatNumber(shopCount, 'en-US')} partner shops: ratings, hours, services and installation prices. Buy tires online and have them shipped free to the shop.`}
      />
      <Breadcrumbs items={[{ label: 'Tire shops' }]} />
      <section className="ts-shops-hero" aria-labelledby="shops-title">
        <h1 id="shops-title" className="ts-shops-hero__title">
          Find a tire installer near you
        </h1>
        <p className="ts-shops-hero__lead">
          Buy tires online, ship them free to a partner shop and book your installation at checkout.{' '}
          {shopCount > 0 && (
            <strong>
              {formatNumber(shopCount, 'en-US')} shops in {urbanAreas.length} metro areas.
            </strong>
          )}
        </p>
        <ZipForm formId={formId} search={search} />
      </section>
      {search.zip && results && <ZipResultsSection zip={search.zip} search={search} results={results} formId={formId} />}
      <Section id="metros" title="Tire shops by metro area">
        {areas.length === 0 ? (
          <div className="ts-state">
            <p>We have no partner shops listed yet. Search by ZIP code above.</p>
          </div>
        ) : (
          <ul className="ts-metros">
            {areas.map((a) => (
              <li key={a.slug}>
                <Link className="ts-metro" to={paths.tireShopsIn(a.slug)}>
                  <span className="ts-metro__name">{a.name}</span>
                  <span className="ts-metro__state">{a.state}</span>
                  <span className="ts-metro__count">
                    {a.shopCount} {a.shopCount === 1 ? 'shop' : 'shops'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** The zip search: a GET form; with JavaScript it is checked first (spec §5 words, zipProblem) and routed client-side. */
function ZipForm({ formId, search }: { formId: string; search: ShopsSearch }) {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const zip = (inputRef.current?.value ?? '').trim();
    const found = zipProblem(zip);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    void navigate(paths.tireShops() + shopsSearchString({ zip, sort: search.sort, page: 1 }), { state: { zipSearch: true } });
  }

  return (
    <form
      id={formId}
      className="ts-shops-search"
      method="get"
      action={paths.tireShops()}
      role="search"
      aria-label="Find tire shops by ZIP code"
      onSubmit={submit}
      noValidate
    >
      <label className="ts-shops-search__label" htmlFor={inputId}>
        Your ZIP code
      </label>
      <div className="ts-shops-search__row">
        <input
          ref={inputRef}
          id={inputId}
          className="ts-shops-search__input"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="e.g. 10001"
          defaultValue={search.zip ?? ''}
          key={search.zip ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={() => problem && setProblem(null)}
        />
        <button type="submit" className="ts-button ts-button--accent ts-shops-search__button">
          Find shops
        </button>
      </div>
      {problem && (
        <p id={errorId} className="ts-shops-search__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * The zip's nearest shops, 10 a page, with sort and pages; each shop's "Details" opens the shop
 * details modal (a link to the shop's page without JavaScript or with a modifier key), and the
 * mobile installers who come to the zip open in the all-shops modal.
 */
function ZipResultsSection({ zip, search, results, formId }: { zip: string; search: ShopsSearch; results: ZipResults; formId: string }) {
  const lookups = useBrowserInstallerLookups();
  const chosenId = useCartInstallerId();
  // The all-shops modal lists the mobile installers; details open from it and from the list.
  const modals = useShopModals({ zip, mobile: true, selectedId: chosenId, lookups, Link: RouterLink });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();

  // After a search (not on arrival or paging), the keyboard and screen reader go to the results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves once per navigation (location.key), read from that navigation's state
  useEffect(() => {
    if ((location.state as { zipSearch?: boolean } | null)?.zipSearch) headingRef.current?.focus();
  }, [location.key]);

  const list = results.ok ? results.lookup.siteInstallers.siteInstallerList : [];
  const total = results.ok ? results.lookup.siteInstallers.total : 0;
  return (
    <section className="sf-section ts-shops-results" aria-labelledby="zip-results">
      <div className="sf-section__head">
        <h2 id="zip-results" ref={headingRef} tabIndex={-1}>
          Tire shops near {zip}
        </h2>
        {results.ok && (
          <button type="button" className="ts-button ts-button--quiet ts-shops-results__mobile" onClick={modals.openAllShops}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M3 13l2-5h9l3 4h3a1 1 0 0 1 1 1v3h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            Mobile installers who come to you
          </button>
        )}
      </div>
      {!results.ok ? (
        <p className="ts-shops-results__error" role="alert">
          {results.message}
        </p>
      ) : list.length === 0 ? (
        <div className="ts-state">
          <p>{INSTALLER_MESSAGES.noShops}</p>
          <p>Try a nearby ZIP code, or browse the metro areas below.</p>
        </div>
      ) : (
        <ShopsPageList
          shops={list}
          total={total}
          search={search}
          sortForm={formId}
          pagerLabel={`Pages of shops near ${zip}`}
          chosenId={chosenId}
          actions={(shop) => (
            <a
              className="ts-button ts-button--quiet"
              href={shopPath(shop)}
              onClick={(e) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                modals.openDetails(shop.installerId);
              }}
            >
              Details<span className="ts-visually-hidden"> of {shop.name}</span>
            </a>
          )}
        />
      )}
      <AllShopsModal {...modals.allShops} />
      <ShopDetailsModal {...modals.details} />
    </section>
  );
}
