import { REVIEW_ATTRIBUTES, type Review, type ReviewAttribute, type ReviewSummary } from '@tireshop/core';
import type { CSSProperties } from 'react';
import { Rating } from '../rating';

/** spec §5: the performance attributes of a review, as shoppers read them. */
export const REVIEW_ATTRIBUTE_LABELS: Record<ReviewAttribute, string> = {
  dry: 'Dry traction',
  wet: 'Wet traction',
  winter: 'Winter traction',
  comfort: 'Ride comfort',
  noise: 'Quietness',
  treadwear: 'Treadwear',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function Stars({ value }: { value: number }) {
  return (
    <span className="ts-rating__stars" style={{ '--ts-rating': value } as CSSProperties} aria-hidden="true">
      ★★★★★
    </span>
  );
}

/** The line's reviews in figures: average, count and the average of each attribute. */
export function ReviewSummaryPanel({ summary, rating }: { summary: ReviewSummary; rating: { value: number; quantity: number } }) {
  return (
    <div className="ts-review-summary">
      <div className="ts-review-summary__overall">
        <p className="ts-review-summary__value">{rating.quantity > 0 ? rating.value.toFixed(1) : '–'}</p>
        <Rating value={rating.value} count={rating.quantity} />
        {summary.reviewCount > 0 && (
          <p className="ts-review-summary__count">
            {summary.reviewCount.toLocaleString('en-US')} written {summary.reviewCount === 1 ? 'review' : 'reviews'}
          </p>
        )}
      </div>
      <dl className="ts-attribute-bars">
        {REVIEW_ATTRIBUTES.map((a) => {
          const { average, count } = summary.attributes[a];
          return (
            <div key={a} className="ts-attribute-bar">
              <dt>{REVIEW_ATTRIBUTE_LABELS[a]}</dt>
              <dd>
                {average === null ? (
                  <span className="ts-attribute-bar__none">Not rated yet</span>
                ) : (
                  <>
                    <span className="ts-attribute-bar__track" aria-hidden="true">
                      <span style={{ '--ts-score': average / 5 } as CSSProperties} />
                    </span>
                    <span className="ts-attribute-bar__value">
                      {average.toFixed(1)}
                      <span className="ts-visually-hidden"> out of 5 from {count} ratings</span>
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
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  const rated = REVIEW_ATTRIBUTES.filter((a) => review.ratings[a] !== null);
  const byline = [review.authorName, review.authorLocation].filter(Boolean).join(', ');
  const details = [
    review.vehicle ? `Drives a ${review.vehicle}` : null,
    review.milesDriven !== null ? `${review.milesDriven.toLocaleString('en-US')} miles on these tires` : null,
  ].filter(Boolean) as string[];
  return (
    <article className="ts-review" aria-labelledby={`ts-review-${review.id}`}>
      <header className="ts-review__head">
        <Heading className="ts-review__title" id={`ts-review-${review.id}`}>
          {review.title}
        </Heading>
        <span className="ts-rating" role="img" aria-label={`Rated ${review.overall.toFixed(1)} out of 5`}>
          <Stars value={review.overall} />
          <span aria-hidden="true">{review.overall.toFixed(1)}</span>
        </span>
      </header>
      <p className="ts-review__byline">
        {byline} · <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
      </p>
      {details.length > 0 && <p className="ts-review__details">{details.join(' · ')}</p>}
      <p className="ts-review__body">{review.body}</p>
      {rated.length > 0 && (
        <dl className="ts-review__ratings">
          {rated.map((a) => (
            <div key={a}>
              <dt>{REVIEW_ATTRIBUTE_LABELS[a]}</dt>
              <dd>
                {review.ratings[a]}
                <span aria-hidden="true">/5</span>
                <span className="ts-visually-hidden"> out of 5</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

export function ReviewList({
  reviews,
  emptyText = 'No reviews yet. Be the first to review this tire.',
}: {
  reviews: Review[];
  emptyText?: string;
}) {
  if (reviews.length === 0) {
    return (
      <div className="ts-state">
        <p>{emptyText}</p>
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
