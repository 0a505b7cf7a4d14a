/**
 * A product line's page inside the partner widget (its own chunk, asked for when the shopper opens
 * a tire): the line with its picture and description, the tire in the size searched for (with the
 * cart's "Add to cart" once the cart is in), the tire scores and the latest reviews — the
 * storefront's product views (components/product) without leaving the brand's site. The API
 * answers the widget's own brands only (another brand's line is a 404, said here as "not found").
 */
import {
  productLineDetailEndpoint,
  productLineReviewsEndpoint,
  type ApiClient,
  type EndpointOutput,
  type ProductSummary,
  type Review,
} from '@tireshop/core';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useShadowStyles } from '../../element/shadow-styles';
import { catalogueCss } from '../../styles/catalogue';
import partnerLineCss from '../../styles/partner-product-line.css';
import type { LinkComponent } from '../link';
import { useApiText, useMessages } from '../locale';
import { ReviewList, ReviewSummaryPanel } from '../product/reviews';
import { ScoreMeters } from '../product/score-meters';
import { Rating } from '../rating';
import { TireCard } from '../tire-card';
import { ErrorState, ResultsSkeleton } from '../tire-results';
import { productLineOfHref } from './product-line-href';

/** The page's own CSS, with the catalogue's (scores, reviews), when its code arrives. */
const PRODUCT_LINE_CSS = `${catalogueCss}
${partnerLineCss}`;

/** The latest reviews shown (the rest are on the shop's page). */
const LATEST_REVIEWS = 5;

type Detail = EndpointOutput<typeof productLineDetailEndpoint>;
type LineState = { status: 'loading' } | { status: 'ready'; detail: Detail; reviews: Review[] } | { status: 'error'; message: string };

function useProductLine(api: ApiClient, href: string): [LineState, () => void] {
  const [state, setState] = useState<LineState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const wanted = productLineOfHref(href);
    if (!wanted) return setState({ status: 'error', message: "We couldn't find that tire." });
    let live = true;
    setState({ status: 'loading' });
    const params = { brand: wanted.brand, line: wanted.line };
    void Promise.all([
      api.call(productLineDetailEndpoint, { params, query: wanted.size ? { size: wanted.size } : {} }),
      api.call(productLineReviewsEndpoint, { params, query: { pageSize: LATEST_REVIEWS, sort: 'newest' } }),
    ]).then(([detail, reviews]) => {
      if (!live) return;
      if (!detail.ok) setState({ status: 'error', message: detail.error.message });
      else setState({ status: 'ready', detail: detail.data, reviews: reviews.ok ? reviews.data.reviews : [] });
    });
    return () => {
      live = false;
    };
  }, [api, href, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

export function PartnerProductLine({
  api,
  href,
  Link,
  cardAction,
  onBack,
  headingRef,
}: {
  api: ApiClient;
  /** The result's link that was followed. */
  href: string;
  Link: LinkComponent;
  /** The cart's "Add to cart" for the tire on show (none until the cart is in). */
  cardAction?: (product: ProductSummary) => ReactNode;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  useShadowStyles(PRODUCT_LINE_CSS);
  const t = useMessages('product');
  // The API's refusal, or the page's own "We couldn't find that tire." (the product area's).
  const said = useApiText('product');
  const [state, retry] = useProductLine(api, href);
  const back = (
    <button type="button" className="ts-checkout-link-button ts-partner-line__back" onClick={onBack}>
      <span aria-hidden="true">←</span>
      {t('Back to tires')}
    </button>
  );
  if (state.status !== 'ready') {
    return (
      <div className="ts-installer-shop ts-partner-line">
        {back}
        <h2 className="ts-installer-shop__title" ref={headingRef} tabIndex={-1}>
          {state.status === 'loading' ? t('Loading the tire…') : t('Tire not found')}
        </h2>
        {state.status === 'loading' ? <ResultsSkeleton /> : <ErrorState message={said(state.message)} onRetry={retry} />}
      </div>
    );
  }
  const { detail, reviews } = state;
  const line = detail.productLine;
  const chosen = detail.sizes.find((p) => p.productId === detail.selectedProductId) ?? null;
  return (
    <article className="ts-installer-shop ts-partner-line" aria-labelledby="ts-partner-line-title">
      {back}
      <header className="ts-partner-line__head">
        <img src={line.image.src} alt={line.image.altText} width={120} height={120} />
        <div>
          <p className="ts-card__brand">{line.brand.label}</p>
          <h2 className="ts-installer-shop__title" id="ts-partner-line-title" ref={headingRef} tabIndex={-1}>
            {line.brand.label} {line.name}
          </h2>
          <Rating value={detail.rating.value} count={detail.rating.quantity} />
          <p className="ts-partner-line__type">{line.productSubType}</p>
        </div>
      </header>
      <p>{line.description}</p>
      {chosen ? (
        <section aria-labelledby="ts-partner-line-size">
          <h3 id="ts-partner-line-size">{t('In your size, {size}', { size: chosen.size })}</h3>
          <TireCard product={chosen} Link={Link} action={cardAction?.(chosen)} />
        </section>
      ) : (
        <p className="ts-state">
          {t('Made in {count} size. Search your size to buy it here.|Made in {count} sizes. Search your size to buy it here.', {
            count: detail.sizes.length,
          })}
        </p>
      )}
      <section aria-labelledby="ts-partner-line-scores">
        <h3 id="ts-partner-line-scores">{t('Tire scores')}</h3>
        <ScoreMeters scores={detail.scores} />
      </section>
      <section aria-labelledby="ts-partner-line-reviews">
        <h3 id="ts-partner-line-reviews">{t('Reviews')}</h3>
        <ReviewSummaryPanel summary={detail.reviewSummary} rating={detail.rating} />
        <ReviewList reviews={reviews} />
      </section>
    </article>
  );
}
