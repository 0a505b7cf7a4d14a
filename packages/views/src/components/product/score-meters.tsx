import { isScored, scoreBand, scoreDisplay, SCORE_MAX, type TireScores } from '@tireshop/core';
import type { CSSProperties } from 'react';
import { translateAny, useMessages } from '../locale';

/** spec §3 Other: the four tire scores, in the order and words shoppers know them. */
const SCORE_ROWS = [
  { key: 'simple', label: 'Overall score', hint: 'Our overall rating of the tire' },
  { key: 'traction', label: 'Traction', hint: 'Grip on dry, wet and snowy roads' },
  { key: 'handling', label: 'Handling/Durability', hint: 'Steering response and toughness' },
  { key: 'longevity', label: 'Longevity', hint: 'How long the tread lasts' },
] as const;

/**
 * A score as a bar out of 10 with its value in words. Scores of 0 have never been measured and
 * read "N/A" with no bar (spec §3 Other, §9 "Tire scores default to 0 and N/A").
 */
function ScoreBar({ value, display }: { value: number; display: string }) {
  const t = useMessages('product');
  if (!isScored(value)) {
    return (
      <span className="ts-score__value ts-score__value--na">
        {t('N/A')}
        <span className="ts-visually-hidden">{t(' (not scored yet)')}</span>
      </span>
    );
  }
  return (
    <>
      <span className="ts-score__bar" aria-hidden="true">
        <span style={{ '--ts-score': value / SCORE_MAX } as CSSProperties} />
      </span>
      <span className="ts-score__value">
        {display}
        <span className="ts-score__max"> / {SCORE_MAX}</span>
      </span>
    </>
  );
}

/** spec §9 Simple score bands (Good 7-8, Great 8-9, Excellent 9-10); below 7 no band. */
export function ScoreBandLabel({ band }: { band: string | null }) {
  const t = useMessages('product');
  if (!band) return null;
  return <span className={`ts-band ts-band--${band.toLowerCase()}`}>{translateAny(t, band)}</span>;
}

/** The four scores of a product line as labelled meters, the overall one with its band. */
export function ScoreMeters({ scores }: { scores: TireScores }) {
  const t = useMessages('product');
  return (
    <dl className="ts-scores">
      {SCORE_ROWS.map((row) => {
        const score = scores[row.key];
        const band = row.key === 'simple' ? scores.simple.band : null;
        return (
          <div key={row.key} className={`ts-score${row.key === 'simple' ? ' ts-score--main' : ''}`}>
            <dt>
              <span className="ts-score__label">{t(row.label)}</span>
              <span className="ts-score__hint">{t(row.hint)}</span>
            </dt>
            <dd>
              <ScoreBar value={score.value} display={score.display} />
              {band && <ScoreBandLabel band={band} />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A line's overall (simple) score on a card: "9.1 Excellent", or "Score N/A". */
export function SimpleScoreBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  if (!isScored(score)) {
    return (
      <span className="ts-score-badge ts-score-badge--na">
        Score <abbr title="not available">N/A</abbr>
      </span>
    );
  }
  return (
    <span className={`ts-score-badge${band ? ` ts-score-badge--${band.toLowerCase()}` : ''}`}>
      <span className="ts-visually-hidden">Overall score </span>
      <strong>{scoreDisplay(score)}</strong>
      {band && <span> {band}</span>}
    </span>
  );
}
