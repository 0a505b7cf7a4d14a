/**
 * The tire scoring modal (spec storefront §2 "Other modals: … tire scoring"; docs/product-page.md):
 * opened from a product line's scores, it says where the four scores come from, what each one
 * measures, this line's own values, and the overall score's bands (spec §9 "Good 7-8, Great 8-9,
 * Excellent 9-10"; a score of 0 reads N/A, spec §3 Other). Loaded when first opened.
 */
import { isScored, SCORE_BAND_RANGES, scoreDisplay, type TireScores } from '@tireshop/core';
import { useId } from 'react';
import { LineModalFrame } from './line-modal-frame';
import { ScoreMeters } from './score-meters';

export interface TireScoringModalProps {
  open: boolean;
  onClose: () => void;
  /** "Michelin Defender2". */
  lineName: string;
  scores: TireScores;
}

/** What each score measures, in the order the page shows them (score-meters.tsx). */
const MEANINGS = [
  {
    label: 'Overall score',
    text: 'Our overall judgement of the tire for the driving it is made for. It is not an average of the other three: a winter tire is judged as a winter tire, a summer tire as a summer tire.',
  },
  {
    label: 'Traction',
    text: 'Grip when accelerating, braking and cornering on dry and wet roads, and on snow for all-season, all-weather and winter tires.',
  },
  {
    label: 'Handling/Durability',
    text: 'How precisely the tire steers and holds its line, and how well it stands up to potholes, curbs and heavy loads.',
  },
  { label: 'Longevity', text: 'How long the tread lasts, from treadwear tests and the maker’s mileage warranty.' },
];

export function TireScoringModal({ open, onClose, lineName, scores }: TireScoringModalProps) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const band = scores.simple.band;
  return (
    <LineModalFrame open={open} onClose={onClose} baseId={baseId} title="How we score tires">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the text must scroll from the keyboard too when it is taller than the screen */}
      <div className="ts-line-modal__body" role="region" aria-labelledby={`${baseId}-title`} tabIndex={0}>
        <p id={`${baseId}-lead`}>
          Every tire line gets four scores out of 10 from our tire team, from the maker’s and independent test results and what drivers
          report. Every line is scored on the same scale, so you can compare them. N/A means the line has not been scored yet.
        </p>
        <section aria-labelledby={`${baseId}-line`}>
          <h3 className="ts-line-modal__heading" id={`${baseId}-line`}>
            The {lineName}’s scores
          </h3>
          <ScoreMeters scores={scores} />
        </section>
        <section aria-labelledby={`${baseId}-meaning`}>
          <h3 className="ts-line-modal__heading" id={`${baseId}-meaning`}>
            What each score means
          </h3>
          <dl className="ts-line-modal__terms">
            {MEANINGS.map((m) => (
              <div key={m.label}>
                <dt>{m.label}</dt>
                <dd>{m.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby={`${baseId}-bands`}>
          <h3 className="ts-line-modal__heading" id={`${baseId}-bands`}>
            Overall score bands
          </h3>
          <table className="ts-line-modal__table">
            <thead>
              <tr>
                <th scope="col">Band</th>
                <th scope="col">Overall score</th>
              </tr>
            </thead>
            <tbody>
              {SCORE_BAND_RANGES.map((r) => (
                <tr key={r.band} className={r.band === band ? 'ts-line-modal__current' : undefined}>
                  <th scope="row">
                    {r.band}
                    {r.band === band && <span className="ts-line-modal__this"> · this tire ({scoreDisplay(scores.simple.value)})</span>}
                  </th>
                  <td>{r.to === 10 ? `${r.from} to 10` : `${r.from} to under ${r.to}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="ts-line-modal__note">
            {band
              ? 'A score below 7 has no band.'
              : isScored(scores.simple.value)
                ? `This tire’s overall score, ${scoreDisplay(scores.simple.value)}, is below 7: it has no band.`
                : 'This tire has no overall score yet, so no band.'}
          </p>
        </section>
      </div>
    </LineModalFrame>
  );
}
