import { REVIEW_ATTRIBUTES, type Review, type ReviewAttribute, type ReviewSummary } from '@tireshop/core';
import type { CSSProperties } from 'react';
import { useLocale, useMessages } from '../locale';
import { Rating } from '../rating';

/** spec §5: the performance attributes of a review, as shoppers read them. */
export const REVIEW_ATTRIBUTE_LABELS = {
  dry: 'Dry traction',
  wet: 'Wet traction',
  winter: 'Winter traction',
  comfort: 'Ride comfort',
  noise: 'Quietness',
  treadwear: 'Treadwear',
} as const satisfies Record<ReviewAttribute, string>;

const reviewDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

function Stars({ value }: { value: number }) {
  return (
    <span className="ts-rating__stars" style={{ '--ts-rating': value } as CSSProperties} aria-hidden="true">
      ★★★★★
    </span>
  );
}

/** The line's reviews in figures: average, count and the average of each attribute. */
export function ReviewSummaryPanel({ summary, rating }: { summary: ReviewSummary; rating: { value: number; quantity: number } }) {
  const t = useMessages('product');
  return (
    <div className="ts-review-summary">
      <div className="ts-review-summary__overall">
        <p className="ts-review-summary__value">{rating.quantity > 0 ? rating.value.toFixed(1) : '–'}</p>
        <Rating value={rating.value} count={rating.quantity} />
        {summary.reviewCount > 0 && (
          <p className="ts-review-summary__count">{t('{count} written review|{count} written reviews', { count: summary.reviewCount })}</p>
        )}
      </div>
      <dl className="ts-attribute-bars">
        {REVIEW_ATTRIBUTES.map((a) => {
          const { average, count } = summary.attributes[a];
          return (
            <div key={a} className="ts-attribute-bar">
              <dt>{t(REVIEW_ATTRIBUTE_LABELS[a])}</dt>
              <dd>
                {average === null ? (
                  <span className="ts-attribute-bar__none">{t('Not rated yet')}</span>
                ) : (
                  <>
                    <span className="ts-attribute-bar__track" aria-hidden="true">
                      <span style={{ '--ts-score': average / 5 } as CSSProperties} />
                    </span>
                    <span className="ts-attribute-bar__value">
                      {average.toFixed(1)}
                      <span className="ts-visually-hidden">{t(' out of 5 from {count} ratings', { count })}</span>
                    </span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/**
 * One review. Every text the reviewer wrote is rendered as React text — never as HTML — so
 * markup in a review (`<img onerror=…>`, `<script>`) shows as the characters typed.
 */
export function ReviewItem({ review, headingLevel = 3 }: { review: Review; headingLevel?: 3 | 4 }) {
  const t = useMessages('product');
  const locale = useLocale();
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  const rated = REVIEW_ATTRIBUTES.filter((a) => review.ratings[a] !== null);
  const byline = [review.authorName, review.authorLocation].filter(Boolean).join(', ');
  const details = [
    review.vehicle ? t('Drives a {vehicle}', { vehicle: review.vehicle }) : null,
    review.milesDriven !== null ? t('{miles} miles on these tires', { miles: review.milesDriven }) : null,
  ].filter(Boolean) as string[];
  return (
    <article className="ts-review" aria-labelledby={`ts-review-${review.id}`}>
      <header className="ts-review__head">
        <Heading className="ts-review__title" id={`ts-review-${review.id}`}>
          {review.title}
        </Heading>
        <span className="ts-rating" role="img" aria-label={t('Rated {rating} out of 5', { rating: review.overall.toFixed(1) })}>
          <Stars value={review.overall} />
          <span aria-hidden="true">{review.overall.toFixed(1)}</span>
        </span>
      </header>
      <p className="ts-review__byline">
        {byline} · <time dateTime={review.createdAt}>{reviewDate(review.createdAt, locale)}</time>
      </p>
      {details.length > 0 && <p className="ts-review__details">{details.join(' · ')}</p>}
      <p className="ts-review__body">{review.body}</p>
      {rated.length > 0 && (
        <dl className="ts-review__ratings">
          {rated.map((a) => (
            <div key={a}>
              <dt>{t(REVIEW_ATTRIBUTE_LABELS[a])}</dt>
              <dd>
                {review.ratings[a]}
                <span aria-hidden="true">/5</span>
                <span className="ts-visually-hidden">{t(' out of 5')}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

export function ReviewList({ reviews, emptyText }: { reviews: Review[]; emptyText?: string }) {
  const t = useMessages('product');
  if (reviews.length === 0) {
    return (
      <div className="ts-state">
        <p>{emptyText ?? t('No reviews yet. Be the first to review this tire.')}</p>
      </div>
    );
  }
  return (
    <ol className="ts-review-list">
      {reviews.map((r) => (
        <li key={r.id}>
          <ReviewItem review={r} />
        </li>
      ))}
    </ol>
  );
}
