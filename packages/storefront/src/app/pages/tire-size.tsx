/**
 * Shop by size (spec storefront §2): /tire-sizes (every size by rim diameter),
 * /tire-sizes/diameter/{rim}, /tire-sizes/{size} (with ?rear= for a staggered front/rear pair)
 * and its refinements /tire-sizes/{size}/categories/{category}, /types/{subtype} and
 * /brands/{brand}. rules §2: one URL per size — other spellings redirect to the slug.
 */
import {
  formatPrice,
  parseTireSize,
  paths,
  rimDiameterEndpoint,
  TIRE_TYPE_SLUGS,
  tireSizeFromSlug,
  tireSizesEndpoint,
  withoutTiresSuffix,
  withTiresSuffix,
  type EndpointOutput,
  type ListingResponse,
  type TireSize,
  formatNumber,
} from '@tireshop/core';
import { SizeSearch } from '@tireshop/views';
import { useId, type FormEvent } from 'react';
import { data, Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { redirect, isPathOf } from '../redirect';
import { storefrontContext } from '../context';
import { PageHead } from '../page-head';
import { ListingSection } from './catalogue/listing-section';
import { canonicalRedirect, loadListing, orThrow, type ListingData } from './catalogue/load';
import { activeFilterCount } from './catalogue/listing-url';
import { Breadcrumbs, ChipLinks, PageIntro, Section, type Crumb } from './catalogue/page-parts';
import { RouterLink } from '../shell/router-link';
import { SnapHint } from './simplesnap/snap-hint';

const notASize = (typed: string) =>
  data({ message: `"${typed.slice(0, 40)}" is not a tire size. Try a size like 225/45R17.` }, { status: 400 });

/** A size from a URL segment or a typed value (slug or typed notation), or the 400 page. */
function sizeFrom(raw: string): TireSize {
  const size = tireSizeFromSlug(raw) ?? parseTireSize(raw);
  if (!size) throw notASize(raw);
  return size;
}

const diameterPath = (rim: number | string) => `${paths.tireSizes()}/diameter/${rim}`;

// ---------------------------------------------------------------------------------------------
// /tire-sizes

type Diameters = EndpointOutput<typeof tireSizesEndpoint>['diameters'];

/**
 * /tire-sizes?size=… (the search form without JavaScript) → the size's own page; otherwise every
 * size by rim diameter. A failed size list still leaves the search box (spec §8: pages render).
 */
export async function tireSizesIndexLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get('size');
  if (typed !== null) {
    const size = parseTireSize(typed);
    if (!size) throw notASize(typed);
    const rear = url.searchParams.get('rear');
    const rearSize = rear ? parseTireSize(rear) : null;
    return redirect(paths.tireSize(size.slug) + (rearSize && rearSize.slug !== size.slug ? `?rear=${rearSize.slug}` : ''));
  }
  const { api } = storefrontContext(context);
  const result = await api.call(tireSizesEndpoint, { signal: request.signal });
  if (!result.ok) console.error(`[storefront] tire sizes failed: ${result.error.code} ${result.error.message}`);
  return { diameters: result.ok ? result.data.diameters : null };
}

const POPULAR_PER_RIM = 8;

export function TireSizesIndexPage() {
  const { diameters } = (useLoaderData() as { diameters: Diameters | null } | null) ?? { diameters: null };
  const navigate = useNavigate();
  return (
    <div className="sf-container">
      <PageHead
        title="Shop tires by size"
        description="Find tires by the size printed on your sidewall, or browse every size by wheel diameter."
      />
      <Breadcrumbs items={[{ label: 'Tire sizes' }]} />
      <PageIntro title="Shop tires by size" lead="Enter the size printed on your tire's sidewall." />
      <div className="sf-hero__card">
        <SizeSearch onSearch={(s) => navigate(paths.tireSize(s.slug))} />
        <SnapHint />
      </div>
      {diameters && diameters.length > 0 && (
        <Section id="by-diameter" title="Browse sizes by wheel diameter">
          <ul className="sf-rims">
            {diameters.map((d) => {
              const popular = [...d.sizes].sort((a, b) => b.productCount - a.productCount).slice(0, POPULAR_PER_RIM);
              return (
                <li key={d.rimIn} className="sf-rims__item">
                  <h3 className="sf-rims__title">
                    <Link to={d.link.href}>{d.rimIn}" wheels</Link>
                  </h3>
                  <p className="sf-rims__meta">
                    {d.sizeCount} sizes · {formatNumber(d.productCount, 'en-US')} tires
                  </p>
                  <ChipLinks label={`Popular ${d.rimIn}-inch sizes`} items={popular.map((s) => ({ to: s.link.href, label: s.sizeKey }))} />
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /tire-sizes/diameter/{rim}

export async function rimDiameterLoader({ params, request, context }: LoaderFunctionArgs) {
  const raw = (params.rim ?? '').toLowerCase();
  const { api } = storefrontContext(context);
  const rim = orThrow(await api.call(rimDiameterEndpoint, { params: { rim: raw }, signal: request.signal }));
  // "17-inch" and "17" are one page: the API's link is its URL.
  const moved = canonicalRedirect(request, rim.link.href);
  if (moved) return moved;
  return rim;
}

export function RimDiameterPage() {
  const rim = useLoaderData() as EndpointOutput<typeof rimDiameterEndpoint>;
  const sizes = [...rim.sizes].sort((a, b) => a.sizeKey.localeCompare(b.sizeKey, 'en', { numeric: true }));
  return (
    <div className="sf-container">
      <PageHead
        title={`${rim.rimIn}-inch tires`}
        description={`${rim.sizeCount} tire sizes for ${rim.rimIn}-inch wheels, ${formatNumber(rim.productCount, 'en-US')} tires in all.`}
      />
      <Breadcrumbs items={[{ label: 'Tire sizes', to: paths.tireSizes() }, { label: `${rim.rimIn}" wheels` }]} />
      <PageIntro title={`${rim.rimIn}-inch tire sizes`} lead={`${rim.sizeCount} sizes fit ${rim.rimIn}" wheels. Choose yours.`} />
      {sizes.length === 0 ? (
        <div className="ts-state">
          <p>No {rim.rimIn}-inch sizes in stock right now.</p>
        </div>
      ) : (
        <div className="ts-table-wrap">
          <table className="ts-table">
            <caption className="ts-visually-hidden">{rim.rimIn}-inch tire sizes</caption>
            <thead>
              <tr>
                <th scope="col">Size</th>
                <th scope="col">Tires</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {sizes.map((s) => (
                <tr key={s.slug}>
                  <th scope="row">
                    <Link to={s.link.href} className="ts-link">
                      {s.sizeKey}
                    </Link>
                  </th>
                  <td>{s.productCount}</td>
                  <td>{s.lowestPriceInCents === null ? '—' : formatPrice(s.lowestPriceInCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /tire-sizes/{size}[?rear=] and its refinements

type Refinement = { kind: 'categories' | 'types' | 'brands'; value: string };

interface SizeData extends ListingData {
  refinement: Refinement | null;
}

/** A size (or a set's rear size) the shop has no tires in: named, with the nearest sizes it has. */
interface NotCarried {
  missing: Pick<TireSize, 'sizeKey' | 'slug' | 'rimIn'>;
  /** Which size of the set it is; null for a single size. */
  axle: 'front' | 'rear' | null;
  front: Pick<TireSize, 'sizeKey' | 'slug'>;
  nearest: { to: string; label: string; count: number }[];
}

const NEAREST_SIZES = 6;

/** A loader's thrown 404 (orThrow's `data(…, { status: 404 })`). */
const isNotFound = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { init?: { status?: number } }).init?.status === 404;

/**
 * The page for a size we sell nothing in (a 404 of its own, not the generic one): which size, and
 * the sizes on the same wheel closest to it in overall diameter — what a tire shop's counter would
 * suggest — each keeping the other size of a set. Null when both sizes are carried (the 404 was
 * about something else).
 */
async function notCarried(args: LoaderFunctionArgs, size: TireSize, rear: TireSize | null): Promise<NotCarried | null> {
  const { api } = storefrontContext(args.context);
  const result = await api.call(tireSizesEndpoint, { signal: args.request.signal });
  if (!result.ok) return null;
  const carried = result.data.diameters.flatMap((d) => d.sizes);
  const sells = (s: TireSize) => carried.some((c) => c.slug === s.slug);
  const missing = !sells(size) ? size : rear && !sells(rear) ? rear : null;
  if (!missing) return null;
  const axle = rear ? (missing === size ? 'front' : 'rear') : null;
  const other = axle === 'rear' ? size : rear;
  const hrefFor = (slug: string) =>
    axle === 'rear'
      ? paths.tireSize(size.slug) + (slug === size.slug ? '' : `?rear=${slug}`)
      : paths.tireSize(slug) + (other && other.slug !== slug ? `?rear=${other.slug}` : '');
  const nearest = carried
    .map((c) => ({ c, parsed: parseTireSize(c.sizeKey) }))
    .filter(({ c, parsed }) => parsed?.rimIn === missing.rimIn && c.productCount > 0)
    .sort(
      (a, b) =>
        Math.abs(a.parsed!.diameterIn - missing.diameterIn) - Math.abs(b.parsed!.diameterIn - missing.diameterIn) ||
        b.c.productCount - a.c.productCount,
    )
    .slice(0, NEAREST_SIZES)
    .map(({ c }) => ({ to: hrefFor(c.slug), label: c.sizeKey, count: c.productCount }));
  return {
    missing: { sizeKey: missing.sizeKey, slug: missing.slug, rimIn: missing.rimIn },
    axle,
    front: { sizeKey: size.sizeKey, slug: size.slug },
    nearest,
  };
}

function refinementPath(sizeSlug: string, refinement: Refinement | null) {
  return paths.tireSize(sizeSlug) + (refinement ? `/${refinement.kind}/${refinement.value}` : '');
}

async function loadSize(args: LoaderFunctionArgs, refinementOf: (raw: string) => Refinement | null): Promise<SizeData | Response> {
  const { params, request } = args;
  const raw = params.size ?? '';
  const size = sizeFrom(raw);
  const refinement = refinementOf((params.value ?? '').toLowerCase());
  const url = new URL(request.url);
  // rules §2: other spellings of the size (and of the rear size) redirect to the canonical URL.
  const rearRaw = url.searchParams.get('rear');
  const rear = rearRaw ? sizeFrom(rearRaw) : null;
  const rearSlug = rear && rear.slug !== size.slug ? rear.slug : null;
  const canonical = refinementPath(size.slug, refinement);
  if (!isPathOf(url, canonical) || rearRaw !== rearSlug) {
    const query = new URLSearchParams(url.search);
    if (rearSlug) query.set('rear', rearSlug);
    else query.delete('rear');
    const search = query.toString().replace(/%2C/g, ',');
    return redirect(canonical + (search ? `?${search}` : ''), 301);
  }
  const scope = {
    size: size.slug,
    ...(rearSlug ? { rearSize: rearSlug } : {}),
    ...(refinement?.kind === 'categories' ? { category: refinement.value } : {}),
    ...(refinement?.kind === 'brands' ? { brand: withoutTiresSuffix(refinement.value) } : {}),
    ...(refinement?.kind === 'types'
      ? (TIRE_TYPE_SLUGS as readonly string[]).includes(refinement.value)
        ? { type: refinement.value }
        : { subtype: refinement.value }
      : {}),
  };
  try {
    return { ...(await loadListing(args, scope, ['rear'])), refinement };
  } catch (err) {
    const missing = isNotFound(err) && !refinement ? await notCarried(args, size, rearSlug ? rear : null) : null;
    if (!missing) throw err;
    return data({ notCarried: missing }, { status: 404 }) as never;
  }
}

export const tireSizeLoader = (args: LoaderFunctionArgs) => loadSize(args, () => null);

export function tireSizeRefinementLoader(kind: Refinement['kind']) {
  return (args: LoaderFunctionArgs) => loadSize(args, (value) => ({ kind, value: kind === 'brands' ? withTiresSuffix(value) : value }));
}

function refinementName(listing: ListingResponse, refinement: Refinement): string {
  const s = listing.scope;
  if (refinement.kind === 'categories') return s.category?.name ?? refinement.value;
  if (refinement.kind === 'brands') return s.brand?.name ?? refinement.value;
  return (s.subtype ?? s.type)?.name ?? refinement.value;
}

/** "Different rear size?": a GET form (works without JavaScript) that adds ?rear= to the page. */
function RearSizeForm({ front, rear }: { front: string; rear?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  function submit(event: FormEvent<HTMLFormElement>) {
    const typed = (event.currentTarget.elements.namedItem('rear') as HTMLInputElement).value;
    const size = parseTireSize(typed);
    if (!size) return; // the browser sends the form; the page explains the size
    event.preventDefault();
    navigate(size.slug === front ? pathname : `${pathname}?rear=${size.slug}`);
  }
  return (
    <details className="sf-rear" open={rear ? true : undefined}>
      <summary>{rear ? 'Change the rear size' : 'Different size on the rear axle?'}</summary>
      <form className="sf-rear__form" method="get" action={pathname} onSubmit={submit}>
        <label htmlFor={`${id}-rear`}>Rear tire size</label>
        <input id={`${id}-rear`} name="rear" defaultValue={rear ?? ''} placeholder="255/40R17" maxLength={40} autoComplete="off" required />
        <button className="ts-button ts-button--quiet" type="submit">
          Show front/rear sets
        </button>
      </form>
    </details>
  );
}

function NotCarriedPage({ notCarried: { missing, axle, front, nearest } }: { notCarried: NotCarried }) {
  const navigate = useNavigate();
  const title = `We don't carry ${missing.sizeKey} tires`;
  return (
    <div className="sf-container">
      <PageHead title={title} status={404} />
      <Breadcrumbs items={[{ label: 'Tire sizes', to: paths.tireSizes() }, { label: missing.sizeKey }]} />
      <PageIntro
        title={title}
        lead={
          axle === 'rear'
            ? `There are no ${missing.sizeKey} tires to pair with ${front.sizeKey} at the front right now.`
            : `There are no tires in size ${missing.sizeKey} in our catalogue right now.`
        }
      />
      {nearest.length > 0 && (
        <Section id="nearest-sizes" title={`Nearest sizes we carry for ${missing.rimIn}" wheels`}>
          <p>Closest in overall diameter first. Check your vehicle's placard or owner's manual before choosing another size.</p>
          <ChipLinks label={`Sizes near ${missing.sizeKey}`} items={nearest} />
        </Section>
      )}
      <Section id="other-ways" title="Other ways to shop">
        <ul className="sf-chips">
          {axle === 'rear' && (
            <li>
              <Link to={paths.tireSize(front.slug)}>Shop {front.sizeKey} tires without a different rear size</Link>
            </li>
          )}
          {nearest.length > 0 && (
            <li>
              <Link to={diameterPath(missing.rimIn)}>Every size for {missing.rimIn}" wheels</Link>
            </li>
          )}
          <li>
            <Link to={paths.tireSizes()}>All tire sizes</Link>
          </li>
        </ul>
      </Section>
      <Section id="another-size" title="Search another size">
        <div className="sf-hero__card">
          <SizeSearch onSearch={(s) => navigate(paths.tireSize(s.slug))} />
        </div>
      </Section>
    </div>
  );
}

export function TireSizePage() {
  const loaded = useLoaderData() as SizeData | { notCarried: NotCarried };
  if ('notCarried' in loaded) return <NotCarriedPage notCarried={loaded.notCarried} />;
  return <TireSizeListingPage {...loaded} />;
}

function TireSizeListingPage({ listing, search, refinement }: SizeData) {
  const navigate = useNavigate();
  const tireSize = listing.scope.tireSize!;
  const rear = listing.scope.rearTireSize;
  const sizeName = rear ? `${tireSize.sizeKey} front, ${rear.sizeKey} rear` : tireSize.sizeKey;
  const narrowed = refinement ? refinementName(listing, refinement) : null;
  const h1 = narrowed ? `${narrowed} tires in ${tireSize.sizeKey}` : rear ? `${sizeName} tire sets` : `${tireSize.sizeKey} tires`;
  const lowest = listing.ranges.priceInCents?.min;
  const total = listing.resultMetadata.pagination.total;
  const crumbs: Crumb[] = [{ label: 'Tire sizes', to: paths.tireSizes() }];
  crumbs.push(narrowed ? { label: tireSize.sizeKey, to: paths.tireSize(tireSize.slug) } : { label: tireSize.sizeKey });
  if (narrowed) crumbs.push({ label: narrowed });
  // Facet counts include the other filters in force; the refinement pages are unfiltered, so the
  // chips (with their counts) show only on the unfiltered size page.
  const unfiltered = !refinement && activeFilterCount(listing.appliedFilters) === 0;
  const brandChips = !unfiltered
    ? []
    : listing.facets.brands
        .filter((b) => b.count > 0)
        .map((b) => ({ to: `${paths.tireSize(tireSize.slug)}/brands/${withTiresSuffix(b.value)}`, label: b.label, count: b.count }));
  const categoryChips = !unfiltered
    ? []
    : listing.facets.categories
        .filter((c) => c.count > 0)
        .map((c) => ({ to: `${paths.tireSize(tireSize.slug)}/categories/${c.value}`, label: c.label, count: c.count }));
  return (
    <div className="sf-container">
      <PageHead
        title={h1}
        description={`Shop ${total} ${rear ? 'front/rear sets' : 'tires'} in size ${sizeName}${
          lowest !== undefined ? ` from $${Math.floor(lowest / 100)}` : ''
        }, with free shipping and local installation.`}
      />
      <Breadcrumbs items={crumbs} />
      <PageIntro
        title={h1}
        lead={
          <>
            {tireSize.rimIn}" wheels · about {tireSize.diameterIn.toFixed(1)}" tall ·{' '}
            <Link to={diameterPath(tireSize.rimIn)}>other {tireSize.rimIn}" sizes</Link>
          </>
        }
      >
        {!refinement && <RearSizeForm key={`${tireSize.slug}-${rear?.slug ?? ''}`} front={tireSize.slug} rear={rear?.sizeKey} />}
      </PageIntro>
      <ListingSection
        listing={listing}
        search={search}
        title={sizeName}
        extraKeys={['rear']}
        hide={refinement ? [refinement.kind] : undefined}
        empty={
          <p>
            Try <RouterLink href={paths.tireSizes()}>another size</RouterLink>
            {rear ? ' or remove the rear size' : ''}.
          </p>
        }
      />
      {(brandChips.length > 0 || categoryChips.length > 0) && (
        <Section id="refine" title={`More ways to shop ${tireSize.sizeKey}`}>
          <ChipLinks label={`${tireSize.sizeKey} tires by brand`} items={brandChips} />
          <div className="sf-gap" />
          <ChipLinks label={`${tireSize.sizeKey} tires by category`} items={categoryChips} />
        </Section>
      )}
      <section className="sf-section" aria-labelledby="another-size">
        <h2 id="another-size">Search another size</h2>
        <div className="sf-hero__card">
          <SizeSearch key={tireSize.slug} onSearch={(s) => navigate(paths.tireSize(s.slug))} />
        </div>
      </section>
    </div>
  );
}
