import {
  parseTireSize,
  paths,
  PRODUCT_SORTS,
  tireSizeFromSlug,
  tireSizeListingEndpoint,
  type ProductSort,
} from '@tireshop/core';
import { SizeSearch, TireResults } from '@tireshop/views';
import * as v from 'valibot';
import { data, Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../context';
import { PageHead } from '../page-head';
import { RouterLink } from '../shell/router-link';

const sortSchema = v.fallback(v.picklist(PRODUCT_SORTS), 'best-match');

function pageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** /tire-sizes?size=… (the search form without JavaScript) → the size's own page. */
export function tireSizesIndexLoader({ request }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get('size');
  if (typed === null) return null;
  const size = parseTireSize(typed);
  if (!size) throw data({ message: `"${typed.slice(0, 40)}" is not a tire size. Try a size like 225/45R17.` }, { status: 400 });
  return redirect(paths.tireSize(size.slug));
}

export async function tireSizeLoader({ params, request, context }: LoaderFunctionArgs) {
  const raw = params.size ?? '';
  const size = tireSizeFromSlug(raw) ?? parseTireSize(raw);
  if (!size) throw data({ message: `"${raw.slice(0, 40)}" is not a tire size. Try a size like 225/45R17.` }, { status: 400 });
  const url = new URL(request.url);
  // One URL per size (spec rules §2 path normalisation): other spellings redirect to the slug.
  if (raw !== size.slug) return redirect(paths.tireSize(size.slug) + url.search, 301);
  const sort = v.parse(sortSchema, url.searchParams.get('sort') ?? undefined);
  const page = pageFrom(url.searchParams.get('page'));
  const { api } = storefrontContext(context);
  const result = await api.call(tireSizeListingEndpoint, {
    params: { size: size.slug },
    query: { page, sort },
    signal: request.signal,
  });
  if (!result.ok) {
    if (result.error.code === 'NotFound') throw data({ message: result.error.message }, { status: 404 });
    if (result.error.code === 'BadRequest') throw data({ message: result.error.message }, { status: 400 });
    throw data({ message: result.error.message }, { status: 500 });
  }
  return result.data;
}

export function TireSizesIndexPage() {
  const navigate = useNavigate();
  return (
    <div className="sf-container">
      <PageHead title="Shop tires by size" description="Find tires by the size printed on your sidewall." />
      <h1 className="sf-page-title">Shop tires by size</h1>
      <p className="sf-page-lead">Enter the size printed on your tire's sidewall.</p>
      <div className="sf-hero__card">
        <SizeSearch onSearch={(s) => navigate(paths.tireSize(s.slug))} />
      </div>
    </div>
  );
}

export function TireSizePage() {
  const { tireSize, siteProducts, resultMetadata } = useLoaderData<typeof tireSizeLoader>();
  const navigate = useNavigate();
  const href = (page: number, sort: ProductSort = resultMetadata.sort) => {
    const q = new URLSearchParams();
    if (sort !== 'best-match') q.set('sort', sort);
    if (page > 1) q.set('page', String(page));
    const qs = q.toString();
    return paths.tireSize(tireSize.slug) + (qs ? `?${qs}` : '');
  };
  const lowest = siteProducts.reduce((m, p) => Math.min(m, p.price.salePriceInCents), Infinity);
  return (
    <div className="sf-container">
      <PageHead
        title={`${tireSize.sizeKey} tires`}
        description={`Shop ${resultMetadata.pagination.total} tires in size ${tireSize.sizeKey}${
          Number.isFinite(lowest) ? ` from $${Math.floor(lowest / 100)}` : ''
        }, with free shipping and local installation.`}
      />
      <nav className="sf-breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={paths.tireSizes()}>Tire sizes</Link>
          </li>
          <li aria-current="page">{tireSize.sizeKey}</li>
        </ol>
      </nav>
      <h1 className="sf-page-title">{tireSize.sizeKey} tires</h1>
      <p className="sf-page-lead">
        {tireSize.rimIn}" wheels · about {tireSize.diameterIn.toFixed(1)}" tall
      </p>
      <TireResults
        title={tireSize.sizeKey}
        products={siteProducts}
        pagination={resultMetadata.pagination}
        sort={resultMetadata.sort}
        pageHref={(p) => href(p)}
        onSort={(s) => navigate(href(1, s))}
        Link={RouterLink}
      />
      <section className="sf-section" aria-labelledby="another-size">
        <h2 id="another-size">Search another size</h2>
        <div className="sf-hero__card">
          <SizeSearch key={tireSize.slug} onSearch={(s) => navigate(paths.tireSize(s.slug))} />
        </div>
      </section>
    </div>
  );
}
