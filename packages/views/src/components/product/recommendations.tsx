import type { Recommendation } from '@tireshop/core';
import { PlainLink, type LinkComponent } from '../link';
import { Price, wasPriceCents } from '../price';
import { Rating } from '../rating';
import { StockNote } from '../catalogue/stock-note';
import { ScoreBandLabel } from './score-meters';

/**
 * Guided shopping's answer: the best tires for how the shopper drives, ranked, each with its match
 * score and the reasons (and cautions) in words.
 */
export function GuidedRecommendations({ recommendations, Link = PlainLink }: { recommendations: Recommendation[]; Link?: LinkComponent }) {
  if (recommendations.length === 0) {
    return (
      <div className="ts-state">
        <p>We have no tires to recommend for these answers. Try fewer priorities or another size.</p>
      </div>
    );
  }
  return (
    <ol className="ts-recommendations">
      {recommendations.map((r) => {
        const p = r.product;
        const headingId = `ts-rec-${p.productId}`;
        return (
          <li key={p.productId}>
            <article className="ts-card ts-recommendation" aria-labelledby={headingId}>
              <p className="ts-recommendation__rank">
                <span className="ts-visually-hidden">Rank </span>
                {r.rank}
              </p>
              <div className="ts-recommendation__body">
                <p className="ts-card__brand">{p.brand.label}</p>
                <h3 className="ts-card__name" id={headingId}>
                  <Link href={p.link.href}>{p.productLine.name}</Link>
                </h3>
                <p className="ts-recommendation__match">
                  <strong>{r.matchScore}% match</strong> · {p.size} {p.serviceDescription} · Score {r.scores.simple.display}{' '}
                  <ScoreBandLabel band={r.scores.simple.band} />
                </p>
                <Rating value={p.rating.value} count={p.rating.quantity} />
                <ul className="ts-recommendation__reasons" aria-label="Why we recommend it">
                  {r.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {r.cautions.length > 0 && (
                  <ul className="ts-recommendation__cautions" aria-label="Good to know">
                    {r.cautions.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="ts-recommendation__buy">
                <Price saleCents={p.price.salePriceInCents} listCents={wasPriceCents(p.price)} label={p.price.priceLabel} />
                <StockNote quantity={p.stockQuantity} />
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
