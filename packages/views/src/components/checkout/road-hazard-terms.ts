import { formatPrice, type SiteCart } from '@tireshop/core';

type Terms = SiteCart['roadHazardTerms'];

const ordinal = (n: number) => `year ${n}`;

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The road hazard coverage in words, from the server's terms (spec §9 Money and coverage:
 * replacement 36 months, up to $400 / $200 / $100 per tire by year, repairs up to $25 per tire;
 * the dealer variant 24 months with a 50 % customer share in the second year).
 */
export function roadHazardTermsText(terms: Terms): string[] {
  const sentences = [`Covers your tires for ${terms.months} months against nails, potholes, glass and other road hazards.`];
  const years = terms.replacementPerTireByYearInCents;
  if (years.length > 0) {
    sentences.push(
      `If a tire can’t be repaired, we reimburse its replacement: up to ${list(years.map((c, i) => `${formatPrice(c, { whole: c % 100 === 0 })} per tire in ${ordinal(i + 1)}`))}.`,
    );
  }
  const shares = terms.customerShareByYear.map((share, i) => ({ share, year: i + 1 })).filter(({ share }) => share > 0 && share < 1);
  if (shares.length > 0) {
    sentences.push(
      `You pay ${list(shares.map(({ share, year }) => `${Math.round(share * 100)} % of a replacement in ${ordinal(year)}`))}.`,
    );
  }
  if (terms.repairPerTireInCents > 0) {
    sentences.push(
      `Repairs are reimbursed up to ${formatPrice(terms.repairPerTireInCents, { whole: terms.repairPerTireInCents % 100 === 0 })} per tire.`,
    );
  }
  return sentences;
}
