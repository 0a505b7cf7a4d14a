/**
 * …/reviews (every review of a line, paged and sorted) and …/write-a-review (the review form;
 * noindex,follow through core's robots rule, spec storefront §2 Page head).
 */
import {
  createReviewEndpoint,
  productLineDetailEndpoint,
  productLineReviewsEndpoint,
  REVIEW_SORTS,
  REVIEW_SUBMIT_FAILED_MESSAGE,
  type EndpointOutput,
  type ReviewDraft,
  type ReviewSort,
} from '@tireshop/core';
import { Pager, ReviewForm, ReviewList, ReviewSummaryPanel, SortSelect, type ReviewSubmitResult } from '@tireshop/views';
import { data, Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { canonicalRedirect, orThrow } from '../catalogue/load';
import { Breadcrumbs, PageIntro } from '../catalogue/page-parts';
import { lineSlugs } from './product-line';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated' };
const isReviewSort = (s: string | null): s is ReviewSort => (REVIEW_SORTS as readonly (string | null)[]).includes(s);

// ---------------------------------------------------------------------------------------------
// …/reviews

export async function lineReviewsLoader({ params, request, context }: LoaderFunctionArgs) {
  const { brand, line, path } = lineSlugs(params);
  const moved = canonicalRedirect(request, `${path}/reviews`);
  if (moved) return moved;
  const url = new URL(request.url);
  const sortParam = url.searchParams.get('sort');
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!(Number.isInteger(page) && page >= 1 && page <= 10_000) || (sortParam !== null && !isReviewSort(sortParam))) {
    throw data({ message: 'That page of reviews does not exist.' }, { status: 400 });
  }
  const { api } = storefrontContext(context);
  const result = await api.call(productLineReviewsEndpoint, {
    params: { brand: brand.api, line },
    query: { page, sort: isReviewSort(sortParam) ? sortParam : 'newest' },
    signal: request.signal,
  });
  return { ...orThrow(result), path };
}

export function LineReviewsPage() {
  const { productLine, reviews, reviewSummary, resultMetadata, path } = useLoaderData() as EndpointOutput<
    typeof productLineReviewsEndpoint
  > & { path: string };
  const navigate = useNavigate();
  const name = `${productLine.brand.label} ${productLine.name}`;
  const { page, pageCount, total, pageSize } = resultMetadata.pagination;
  const href = (p: number, sort: ReviewSort = resultMetadata.sort) => {
    const q = new URLSearchParams();
    if (sort !== 'newest') q.set('sort', sort);
    if (p > 1) q.set('page', String(p));
    const text = q.toString();
    return `${path}/reviews${text ? `?${text}` : ''}`;
  };
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="sf-container">
      <PageHead
        title={`${name} reviews`}
        description={`${total} driver reviews of the ${name}: dry and wet grip, winter traction, comfort, noise and treadwear.`}
      />
      <Breadcrumbs
        items={[
          { label: productLine.brand.label, to: path.replace(/\/[^/]+$/, '') },
          { label: productLine.name, to: path },
          { label: 'Reviews' },
        ]}
      />
      <PageIntro title={`${name} reviews`}>
        <p className="sf-section__links">
          <Link to={path} className="ts-link">
            Back to the {productLine.name}
          </Link>
          <Link to={`${path}/write-a-review`} className="ts-button ts-button--quiet">
            Write a review
          </Link>
        </p>
      </PageIntro>
      <ReviewSummaryPanel
        summary={reviewSummary}
        rating={{ value: reviewSummary.averageOverall ?? 0, quantity: reviewSummary.reviewCount }}
      />
      <div className="ts-results__bar sf-reviews-bar">
        <p className="ts-results__count" role="status">
          {total === 0 ? 'No reviews yet' : `Reviews ${first}–${first + reviews.length - 1} of ${total}`}
        </p>
        {total > 1 && (
          <SortSelect
            value={resultMetadata.sort}
            options={REVIEW_SORTS}
            labels={SORT_LABELS}
            onChange={(sort) => navigate(href(1, sort))}
            action={`${path}/reviews`}
          />
        )}
      </div>
      <ReviewList reviews={reviews} />
      <Pager page={page} pageCount={pageCount} hrefFor={(p) => href(p)} label="Review pages" Link={RouterLink} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// …/write-a-review

export async function writeReviewLoader({ params, request, context }: LoaderFunctionArgs) {
  const { brand, line, path } = lineSlugs(params);
  const moved = canonicalRedirect(request, `${path}/write-a-review`);
  if (moved) return moved;
  const { api } = storefrontContext(context);
  const { productLine } = orThrow(
    await api.call(productLineDetailEndpoint, { params: { brand: brand.api, line }, query: {}, signal: request.signal }),
  );
  return { productLine, path, brandSlug: brand.api };
}

export function WriteReviewPage() {
  const { productLine, path, brandSlug } = useLoaderData() as {
    productLine: EndpointOutput<typeof productLineDetailEndpoint>['productLine'];
    path: string;
    brandSlug: string;
  };
  const navigate = useNavigate();
  const name = `${productLine.brand.label} ${productLine.name}`;

  async function send(draft: ReviewDraft): Promise<ReviewSubmitResult> {
    // Only ever runs in the browser (a submit handler): the browser's API client is the context.
    const { api } = storefrontContext(null);
    const result = await api.call(createReviewEndpoint, { params: { brand: brandSlug, line: productLine.slug }, body: draft });
    if (result.ok) {
      navigate(`${path}#reviews`, { state: { reviewPosted: true } });
      return { ok: true };
    }
    // A 400 carries the rule's own words (the API runs the same rule); anything else is spec §8's text.
    return { ok: false, message: result.error.code === 'BadRequest' ? result.error.message : REVIEW_SUBMIT_FAILED_MESSAGE };
  }

  return (
    <div className="sf-container sf-narrow">
      <PageHead title={`Write a review of the ${name}`} description={`Tell other drivers how the ${name} performs.`} />
      <Breadcrumbs
        items={[
          { label: productLine.brand.label, to: path.replace(/\/[^/]+$/, '') },
          { label: productLine.name, to: path },
          { label: 'Write a review' },
        ]}
      />
      <PageIntro title={`Review the ${name}`} lead="Your review helps other drivers choose. It is shown with your name as you enter it." />
      <ReviewForm productName={name} onSubmit={send} />
    </div>
  );
}
