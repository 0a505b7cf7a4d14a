import type { GuidedAnswer } from '@tireshop/core';
import { PlainLink, type LinkComponent } from '../link';
import { GuidedRecommendations } from '../product/recommendations';
import { CONDITION_TEXT, PRIORITY_TEXT } from './guided-text';

/** What the answers were, in words: "225/45R17 · 2021 Toyota Camry LE". */
function fitFor(answer: GuidedAnswer): string {
  const parts = [answer.tireSize.sizeKey];
  if (answer.vehicle) parts.push(`${answer.vehicle.year} ${answer.vehicle.make} ${answer.vehicle.model} ${answer.vehicle.trim}`.trim());
  return parts.join(' · ');
}

/**
 * Guided shopping's end: what the ranking is for, then the ranked, explained list (the product
 * views' `GuidedRecommendations`: rank, match, reasons, cautions, a link to each tire's page).
 */
export function GuidedResults({ answer, Link = PlainLink }: { answer: GuidedAnswer; Link?: LinkComponent }) {
  const answered = [
    ...answer.drivingConditions.map((c) => CONDITION_TEXT[c].label),
    ...answer.priorities.map((p) => PRIORITY_TEXT[p].label),
  ];
  return (
    <>
      <p className="ts-guided__summary" role="status">
        {answer.recommendations.length} {answer.recommendations.length === 1 ? 'tire' : 'tires'} for {fitFor(answer)}
        {answered.length > 0 && <>, ranked for {answered.join(', ').toLowerCase()}</>}.
      </p>
      <GuidedRecommendations recommendations={answer.recommendations} Link={Link} />
    </>
  );
}
