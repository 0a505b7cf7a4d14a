/**
 * Review hubs: /brands/{brand}/reviews, /categories/{category}/reviews, /types/{type}/reviews,
 * /tire-reviews and /tire-reviews/{section}. Each ranks product lines by their shoppers' rating
 * and shows the latest reviews of the most reviewed lines; the reviews themselves live on each
 * line's …/reviews page.
 */
import {
  brandEndpoint,
  brandsEndpoint,
  categoriesEndpoint,
  categoryEndpoint,
  paths,
  productLineReviewsEndpoint,
  tireTypeEndpoint,
  tireTypesEndpoint,
  withoutTiresSuffix,
  type ApiClient,
  type ProductLineSummary,
  type Review,
} from '@tireshop/core';
import { Rating, ReviewItem, SimpleScoreBadge, TileGrid } from '@tireshop/views';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { brandSlugs, canonicalRedirect, notFound, orThrow } from './load';
import { Breadcrumbs, PageIntro, Section, type Crumb } from './page-parts';
import { typePath, TYPES_PATH } from './taxonomy';

export const TIRE_REVIEWS_PATH = '/tire-reviews';
const LATEST_FROM_LINES = 3;
const LATEST_PER_LINE = 2;

interface LatestReview {
  line: { name: string; href: string; brand: string };
  review: Review;
}

/** Lines by rating, best first (more ratings first among equals); unrated lines last. */
function ranked(lines: ProductLineSummary[]): ProductLineSummary[] {
  return [...lines].sort(
    (a, b) =>
      Number(b.rating.quantity > 0) - Number(a.rating.quantity > 0) ||
      b.rating.value - a.rating.value ||
      b.rating.quantity - a.rating.quantity,
  );
}

/**
 * The newest reviews of the most reviewed lines. A failed call leaves that line out: the hub is
 * still useful without them.
 */
async function latestReviews(api: ApiClient, lines: ProductLineSummary[], signal: AbortSignal): Promise<LatestReview[]> {
  const top = [...lines].sort((a, b) => b.rating.quantity - a.rating.quantity).slice(0, LATEST_FROM_LINES);
  const answers = await Promise.all(
    top.map((l) =>
      api.call(productLineReviewsEndpoint, {
        params: { brand: l.brand.slug, line: l.slug },
        query: { pageSize: LATEST_PER_LINE, sort: 'newest' },
        signal,
      }),
    ),
  );
  return answers.flatMap((a, i) =>
    a.ok
      ? a.data.reviews.map((review) => ({
          review,
          line: { name: top[i]!.name, href: top[i]!.link.href, brand: top[i]!.brand.label },
        }))
      : [],
  );
}

interface HubData {
  name: string;
  crumbs: Crumb[];
  lines: ProductLineSummary[];
  latest: LatestReview[];
  /** The page with the tires themselves. */
  shopHref: string;
}

async function hub(args: LoaderFunctionArgs, base: Omit<HubData, 'latest'>): Promise<HubData> {
  const { api } = storefrontContext(args.context);
  return { ...base, lines: ranked(base.lines), latest: await latestReviews(api, base.lines, args.request.signal) };
}

export async function brandReviewsLoader(args: LoaderFunctionArgs) {
  const slugs = brandSlugs(args.params.brand ?? '');
  const moved = canonicalRedirect(args.request, `${paths.brand(slugs.url)}/reviews`);
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  const { brand, productLines } = orThrow(await api.call(brandEndpoint, { params: { brand: slugs.api }, signal: args.request.signal }));
  return hub(args, {
    name: brand.name,
    crumbs: [{ label: 'Brands', to: paths.brands() }, { label: brand.name, to: paths.brand(brand.slug) }, { label: 'Reviews' }],
    lines: productLines,
    shopHref: paths.brand(brand.slug),
  });
}

export async function categoryReviewsLoader(args: LoaderFunctionArgs) {
  const slug = (args.params.category ?? '').toLowerCase();
  const moved = canonicalRedirect(args.request, `${paths.category(slug)}/reviews`);
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  const { category, productLines } = orThrow(await api.call(categoryEndpoint, { params: { category: slug }, signal: args.request.signal }));
  return hub(args, {
    name: category.name,
    crumbs: [
      { label: 'Categories', to: paths.categories() },
      { label: category.name, to: paths.category(category.slug) },
      { label: 'Reviews' },
    ],
    lines: productLines,
    shopHref: paths.category(category.slug),
  });
}

export async function typeReviewsLoader(args: LoaderFunctionArgs) {
  const slug = (args.params.type ?? '').toLowerCase();
  const moved = canonicalRedirect(args.request, `${typePath(slug)}/reviews`);
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  const { type, subtype, kind, productLines } = orThrow(
    await api.call(tireTypeEndpoint, { params: { type: slug }, signal: args.request.signal }),
  );
  const name = kind === 'subtype' && subtype ? subtype.name : type.name;
  return hub(args, {
    name,
    crumbs: [{ label: 'Types', to: TYPES_PATH }, { label: name, to: typePath(slug) }, { label: 'Reviews' }],
    lines: productLines,
    shopHref: typePath(slug),
  });
}

/**
 * /tire-reviews/{section}: a brand (`michelin-tires`, spec §5 brand slugs), a category
 * (`all-season`) or, failing those, a tire type. Unknown: 404.
 */
export async function tireReviewsSectionLoader(args: LoaderFunctionArgs) {
  const raw = (args.params.section ?? '').toLowerCase();
  const moved = canonicalRedirect(args.request, `${TIRE_REVIEWS_PATH}/${raw}`);
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  const signal = args.request.signal;
  const crumbs = (name: string): Crumb[] => [{ label: 'Tire reviews', to: TIRE_REVIEWS_PATH }, { label: name }];
  if (raw.endsWith('-tires')) {
    const answer = await api.call(brandEndpoint, { params: { brand: withoutTiresSuffix(raw) }, signal });
    const { brand, productLines } = orThrow(answer);
    return hub(args, { name: brand.name, crumbs: crumbs(brand.name), lines: productLines, shopHref: paths.brand(brand.slug) });
  }
  const category = await api.call(categoryEndpoint, { params: { category: raw }, signal });
  if (category.ok) {
    const { category: c, productLines } = category.data;
    return hub(args, { name: c.name, crumbs: crumbs(c.name), lines: productLines, shopHref: paths.category(c.slug) });
  }
  if (category.error.code !== 'NotFound' && category.error.code !== 'BadRequest') orThrow(category);
  const type = await api.call(tireTypeEndpoint, { params: { type: raw }, signal });
  if (!type.ok && (type.error.code === 'NotFound' || type.error.code === 'BadRequest')) throw notFound();
  const { kind, type: t, subtype, productLines } = orThrow(type);
  const name = kind === 'subtype' && subtype ? subtype.name : t.name;
  return hub(args, { name, crumbs: crumbs(name), lines: productLines, shopHref: typePath(raw) });
}

export function LinesReviewsPage() {
  const { name, crumbs, lines, latest, shopHref } = useLoaderData() as HubData;
  const reviewed = lines.filter((l) => l.rating.quantity > 0);
  const title = `${name} tire reviews`;
  return (
    <div className="sf-container">
      <PageHead
        title={title}
        description={`What drivers say about ${lines.length} ${name} tire lines: ratings, reviews and our tire scores.`}
      />
      <Breadcrumbs items={crumbs} />
      <PageIntro
        title={title}
        lead={
          reviewed.length > 0
            ? `${reviewed.length} of ${lines.length} tire lines rated by drivers, best rated first.`
            : 'No drivers have rated these tires yet.'
        }
      >
        <p>
          <RouterLink href={shopHref} className="ts-link">
            Shop {name} tires
          </RouterLink>
        </p>
      </PageIntro>
      <Section id="ranking" title="Top rated">
        {lines.length === 0 ? (
          <div className="ts-state">
            <p>No tire lines here yet.</p>
          </div>
        ) : (
          <ol className="sf-ranking">
            {lines.map((l, i) => (
              <li key={`${l.brand.slug}/${l.slug}`} className="sf-ranking__item">
                <span className="sf-ranking__place" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="sf-ranking__name">
                  <span className="sf-ranking__brand">{l.brand.label}</span>
                  <Link to={l.link.href}>{l.name}</Link>
                </span>
                <Rating value={l.rating.value} count={l.rating.quantity} />
                <SimpleScoreBadge score={l.scores.simple} />
                <Link to={`${l.link.href}/reviews`} className="sf-ranking__reviews">
                  Reviews
                  <span className="ts-visually-hidden">
                    {' '}
                    of the {l.brand.label} {l.name}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </Section>
      {latest.length > 0 && (
        <Section id="latest" title="Latest reviews">
          <ul className="ts-review-list">
            {latest.map(({ line, review }) => (
              <li key={review.id}>
                <p className="sf-review-line">
                  {line.brand} <Link to={line.href}>{line.name}</Link>
                </p>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /tire-reviews

export async function tireReviewsLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const [brands, categories, types] = await Promise.all([
    api.call(brandsEndpoint, { signal: request.signal }),
    api.call(categoriesEndpoint, { signal: request.signal }),
    api.call(tireTypesEndpoint, { signal: request.signal }),
  ]);
  return {
    brands: orThrow(brands).brands,
    categories: categories.ok ? categories.data.categories : [],
    types: types.ok ? types.data.types : [],
  };
}

export function TireReviewsPage() {
  const { brands, categories, types } = useLoaderData<typeof tireReviewsLoader>();
  return (
    <div className="sf-container">
      <PageHead title="Tire reviews" description="Tire reviews and ratings from drivers, by brand, category and tire type." />
      <Breadcrumbs items={[{ label: 'Tire reviews' }]} />
      <PageIntro title="Tire reviews" lead="Real drivers rate dry and wet grip, winter traction, comfort, noise and treadwear." />
      <Section id="by-brand" title="Reviews by brand">
        <TileGrid
          compact
          tiles={brands.map((b) => ({
            href: `${TIRE_REVIEWS_PATH}/${brandSlugs(b.slug).url}`,
            title: `${b.name} reviews`,
            meta: `${b.lineCount} tire lines`,
          }))}
          Link={RouterLink}
        />
      </Section>
      {categories.length > 0 && (
        <Section id="by-category" title="Reviews by category">
          <TileGrid
            compact
            tiles={categories.map((c) => ({
              href: `${TIRE_REVIEWS_PATH}/${c.slug}`,
              title: `${c.name} reviews`,
              meta: `${c.lineCount} tire lines`,
            }))}
            Link={RouterLink}
          />
        </Section>
      )}
      {types.length > 0 && (
        <Section id="by-type" title="Reviews by tire type">
          <TileGrid
            compact
            tiles={types.map((t) => ({
              href: `${typePath(t.slug)}/reviews`,
              title: `${t.name} reviews`,
              meta: `${t.lineCount} tire lines`,
            }))}
            Link={RouterLink}
          />
        </Section>
      )}
    </div>
  );
}
