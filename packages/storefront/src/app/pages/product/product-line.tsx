/**
 * The product line page (spec storefront §2 /brands/{brand}/{productLine}): what the tire is, its
 * sizes with price and stock, the tire scores (spec §3 Other, §9 bands, N/A), the warranty, the
 * reviews with per-attribute ratings, the add-to-cart box (front and rear sizes and quantities;
 * the summary modal opens once the tires are in the cart) and the compare list.
 * rules §2: …/p and …/p/{slug} normalise to this page.
 */
import {
  formatPrice,
  parseTireSize,
  paths,
  REAR_SIZE_PARAM,
  productLineDetailEndpoint,
  productLineReviewsEndpoint,
  type EndpointOutput,
  type Review,
  formatNumber,
  variantConfig,
  type VariantConfig,
} from '@tireshop/core';
import { AddToCart, Rating, ReviewList, ReviewSummaryPanel, ScoreMeters, SimpleScoreBadge, SizeTable } from '@tireshop/views';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { redirect } from '../../redirect';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { brandSlugs, canonicalRedirect, orThrow } from '../catalogue/load';
import { Breadcrumbs, Section } from '../catalogue/page-parts';
import { CompareListTray, useCompareList } from './compare-list';
import { useRecordVisit } from '../../recently-viewed';
import { useRootData } from '../../root-data';
import { lazy } from 'react';
import { addWithDelivery, ProductDeliveryMount } from './delivery-choice';
import { LineModalButton } from './line-modal-button';
import { usePageHash } from '../../page-hash';

const TireScoring = lazy(() => import('./tire-scoring'));
const RoadHazardDeal = lazy(() => import('./road-hazard-deal'));

export type ProductLineDetail = EndpointOutput<typeof productLineDetailEndpoint>;
const LATEST_REVIEWS = 5;

export const linePath = (brandSlug: string, lineSlug: string) => paths.productLine(brandSlugs(brandSlug).url, lineSlug);

/** The canonical brand and line slugs of a line URL (lowercase, brand with `-tires`). */
export function lineSlugs(params: LoaderFunctionArgs['params']) {
  const brand = brandSlugs(params.brand ?? '');
  const line = (params.line ?? '').toLowerCase();
  return { brand, line, path: paths.productLine(brand.url, line) };
}

/** rules §2: "/p/{slug}" is stripped from product paths — a permanent redirect to the line page. */
export function productPathLoader({ params, request }: LoaderFunctionArgs) {
  const { path } = lineSlugs(params);
  return redirect(path + new URL(request.url).search, 301);
}

export async function productLineLoader({ params, request, context }: LoaderFunctionArgs) {
  const { brand, line, path } = lineSlugs(params);
  const moved = canonicalRedirect(request, path);
  if (moved) return moved;
  const { api } = storefrontContext(context);
  const search = new URL(request.url).searchParams;
  const size = search.get('size') ?? undefined;
  const lineDetail = (query: { size?: string }) =>
    api.call(productLineDetailEndpoint, { params: { brand: brand.api, line }, query, signal: request.signal });
  const [first, reviews] = await Promise.all([
    lineDetail(size ? { size } : {}),
    api.call(productLineReviewsEndpoint, {
      params: { brand: brand.api, line },
      query: { pageSize: LATEST_REVIEWS, sort: 'newest' },
      signal: request.signal,
    }),
  ]);
  // spec §2 query parameter itemId: that tire of the line chosen (its size), unless a size is
  // named; an id that is not one of the line's sizes is ignored.
  const itemId = Number(search.get('itemId'));
  const item = !size && first.ok ? first.data.sizes.find((s) => s.productId === itemId) : undefined;
  const detail = item && first.ok && first.data.selectedProductId !== itemId ? await lineDetail({ size: item.size }) : first;
  // The line decides the page (404 for an unknown one); its reviews failing only hides them.
  if (!reviews.ok && detail.ok) console.error(`[storefront] reviews failed: ${reviews.error.code} ${reviews.error.message}`);
  return { ...orThrow(detail), latestReviews: reviews.ok ? reviews.data.reviews : null };
}

function warrantyText(miles: number | null) {
  return miles
    ? `${formatNumber(miles, 'en-US')}-mile treadwear warranty from the maker.`
    : 'The maker gives no treadwear warranty on this tire (usual for summer, winter and competition tires).';
}

/** The coverage offered at checkout, in the variant's terms (spec §9 Money and coverage; rules §6 dealer copy). */
const COVERAGE_COPY: Record<VariantConfig['coverageTerms'], string> = {
  retail:
    'Add road hazard coverage at checkout: 36 months, up to $400 per tire in the first year, $200 in the second and $100 in the third, with repairs reimbursed up to $25 per tire.',
  dealer:
    'Add your dealer’s road hazard coverage at checkout: 24 months, up to $400 per tire, with a 50% customer share in the second year, and repairs reimbursed up to $25 per tire.',
};

export function ProductLinePage() {
  const detail = useLoaderData() as ProductLineDetail & { latestReviews: Review[] | null };
  const { variant } = useRootData();
  const { productLine: line, scores, rating, reviewSummary, sizes, selectedSize, selectedProductId, latestReviews } = detail;
  useRecordVisit(selectedProductId ?? sizes[0]?.productId, 'pdp');
  const location = useLocation();
  const compare = useCompareList();
  const name = `${line.brand.label} ${line.name}`;
  const base = linePath(line.brand.slug, line.slug);
  const reviewPosted = (location.state as { reviewPosted?: boolean } | null)?.reviewPosted;
  const prices = sizes.map((s) => s.price.salePriceInCents);
  const from = prices.length ? Math.min(...prices) : null;
  // A staggered set's link (core set-link.ts) names the rear size: the box opens with the set chosen.
  const rearSize = parseTireSize(new URLSearchParams(location.search).get(REAR_SIZE_PARAM) ?? '')?.sizeKey;
  const rearProduct = rearSize ? sizes.find((s) => parseTireSize(s.size)?.sizeKey === rearSize) : undefined;
  // A link's #tireSize= (docs/decisions.md "Size and brand links") chooses that size once the page
  // runs, when the line is made in it; the box starts again with it (its key) when the hash changes.
  const { hash, read } = usePageHash();
  const hashSize = read?.sizeFromHash(read.parsePageHash(hash), sizes);
  const chosenId = hashSize?.productId ?? selectedProductId;
  const description = line.description.length > 150 ? `${line.description.slice(0, 147).trimEnd()}…` : line.description;

  return (
    <div className="sf-container sf-product">
      <PageHead title={`${name} tires`} description={description || `${name}: sizes, prices, scores and reviews.`} />
      <Breadcrumbs
        items={[
          { label: 'Brands', to: paths.brands() },
          { label: line.brand.label, to: paths.brand(line.brand.slug) },
          { label: line.name },
        ]}
      />
      {reviewPosted && (
        <p className="sf-success" role="status">
          Thank you! Your review is posted below.
        </p>
      )}
      {selectedSize && selectedProductId === null && (
        <p className="sf-notice-inline sf-product__size-note" role="status">
          The {line.name} is not made in {selectedSize}. Choose one of its sizes below, or{' '}
          <Link to={paths.tireSize(parseTireSize(selectedSize)?.slug ?? '')}>see every {selectedSize} tire</Link>.
        </p>
      )}
      <div className="sf-product__top">
        <div className="sf-product__media">
          {/* The page's largest paint: fetched first, ahead of the scripts the page preloads. */}
          <img src={line.image.src} alt={line.image.altText} width={320} height={320} fetchPriority="high" />
        </div>
        <div className="sf-product__summary">
          <p className="sf-product__brand">
            <Link to={paths.brand(line.brand.slug)}>{line.brand.label}</Link>
          </p>
          <h1 className="sf-page-title">{line.name}</h1>
          <p className="sf-product__rating">
            <Rating value={rating.value} count={rating.quantity} />
            <SimpleScoreBadge score={scores.simple.value} />
            <a href="#reviews" className="ts-link">
              Read reviews
            </a>
          </p>
          <ul className="sf-product__facts" aria-label="Highlights">
            <li>{line.productSubType}</li>
            <li>{line.category.name}</li>
            {line.severeSnowRated && <li>Severe snow rated (3PMSF)</li>}
            {line.warrantyMiles && <li>{formatNumber(line.warrantyMiles, 'en-US')} mi warranty</li>}
          </ul>
          {from !== null && (
            <p className="sf-product__from">
              From <strong>{formatPrice(from)}</strong> per tire in {sizes.length} {sizes.length === 1 ? 'size' : 'sizes'}
            </p>
          )}
          <p className="sf-product__description">{line.description}</p>
        </div>
        <div className="sf-product__buy">
          <AddToCart
            key={hashSize?.productId ?? 'page'}
            sizes={sizes}
            selectedProductId={chosenId}
            selectedRearProductId={rearProduct?.productId}
            onAdd={(input) => addWithDelivery(input, name)}
          />
          <ProductDeliveryMount />
        </div>
      </div>

      <Section
        id="sizes"
        title="Sizes and prices"
        aside={
          <p className="sf-section__links">
            <Link to={compare.href}>Compare tires{compare.state.tires.length > 0 ? ` (${compare.state.tires.length} chosen)` : ''}</Link>
          </p>
        }
      >
        <SizeTable sizes={sizes} lineName={name} selectedProductId={chosenId} compare={compare.control} />
      </Section>

      <div className="sf-product__columns">
        <Section
          id="scores"
          title="Tire scores"
          aside={<LineModalButton label="How we score tires" modal={TireScoring} props={{ lineName: name, scores }} />}
        >
          <p className="sf-section__lead">Our test scores out of 10. N/A means the tire has not been scored yet.</p>
          <ScoreMeters scores={scores} />
        </Section>
        <Section id="warranty" title="Warranty and coverage">
          <p>{warrantyText(line.warrantyMiles)}</p>
          <p>{COVERAGE_COPY[variantConfig(variant).coverageTerms]}</p>
          <LineModalButton
            label="Road hazard price and terms"
            modal={RoadHazardDeal}
            props={{ brand: line.brand.slug, line: line.slug, lineName: name, productId: selectedProductId }}
          />
        </Section>
      </div>

      <Section
        id="reviews"
        title={`Reviews of the ${name}`}
        aside={
          <p className="sf-section__links">
            <Link to={`${base}/write-a-review`} className="ts-button ts-button--quiet">
              Write a review
            </Link>
          </p>
        }
      >
        <ReviewSummaryPanel summary={reviewSummary} rating={rating} />
        <div className="sf-gap" />
        {latestReviews === null ? (
          <div className="ts-state ts-state--error" role="alert">
            <p>Reviews could not be loaded right now. Please try again later.</p>
          </div>
        ) : (
          <ReviewList reviews={latestReviews} />
        )}
        {reviewSummary.reviewCount > (latestReviews?.length ?? 0) && (
          <p className="sf-more">
            <Link to={`${base}/reviews`} className="ts-link">
              Read all {formatNumber(reviewSummary.reviewCount, 'en-US')} reviews
            </Link>
          </p>
        )}
      </Section>
      <CompareListTray />
    </div>
  );
}
