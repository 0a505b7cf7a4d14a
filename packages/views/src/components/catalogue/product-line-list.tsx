import { formatPrice, type ProductLineSummary } from '@tireshop/core';
import { PlainLink, type LinkComponent } from '../link';
import { Rating } from '../rating';
import { SimpleScoreBadge } from '../product/score-meters';
import { miles } from './filter-labels';

const SEASON_NAMES: Record<string, string> = {
  'all-season': 'All season',
  'all-weather': 'All weather',
  summer: 'Summer',
  winter: 'Winter',
};

function priceText(range: ProductLineSummary['priceRangeInCents']) {
  if (!range) return 'Not in stock in any size';
  if (range.min === range.max) return formatPrice(range.min);
  return `${formatPrice(range.min)} – ${formatPrice(range.max)}`;
}

/** One product line as a card: image, name, rating, simple score, season, warranty, prices, sizes. */
export function ProductLineCard({
  line,
  Link = PlainLink,
  showBrand = true,
}: {
  line: ProductLineSummary;
  Link?: LinkComponent;
  showBrand?: boolean;
}) {
  const headingId = `ts-line-${line.brand.slug}-${line.slug}`;
  const facts = [
    line.subtype.name,
    SEASON_NAMES[line.season] ?? line.season,
    line.warrantyMiles ? `${miles(line.warrantyMiles)} warranty` : null,
  ].filter(Boolean) as string[];
  return (
    <article className="ts-card ts-line-card" aria-labelledby={headingId}>
      <div className="ts-card__media">
        <img
          referrerPolicy="strict-origin-when-cross-origin"
          src={line.image.src}
          alt={line.image.altText}
          width={120}
          height={120}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div>
        {showBrand && <p className="ts-card__brand">{line.brand.label}</p>}
        <h3 className="ts-card__name" id={headingId}>
          <Link href={line.link.href}>{line.name}</Link>
        </h3>
        <Rating value={line.rating.value} count={line.rating.quantity} />
        <ul className="ts-card__specs" aria-label="Highlights">
          {facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
      <div className="ts-card__footer">
        <div className="ts-line-card__price">
          <span className="ts-line-card__price-value">{priceText(line.priceRangeInCents)}</span>
          <span className="ts-price__unit">
            {line.sizeCount} {line.sizeCount === 1 ? 'size' : 'sizes'}
          </span>
        </div>
        <SimpleScoreBadge score={line.scores.simple} />
      </div>
    </article>
  );
}

/** A grid of product line cards, with an empty state. */
export function ProductLineList({
  lines,
  Link = PlainLink,
  showBrand = true,
  emptyText = 'No tire lines here yet.',
}: {
  lines: ProductLineSummary[];
  Link?: LinkComponent;
  showBrand?: boolean;
  emptyText?: string;
}) {
  if (lines.length === 0) {
    return (
      <div className="ts-state">
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="ts-results__list ts-line-list">
      {lines.map((l) => (
        <li key={`${l.brand.slug}/${l.slug}`}>
          <ProductLineCard line={l} Link={Link} showBrand={showBrand} />
        </li>
      ))}
    </ul>
  );
}
