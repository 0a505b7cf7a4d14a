import { formatPrice, translator, type AreaMessage, type Locale, type SiteCart, type Translate } from '@tireshop/core';

type Terms = SiteCart['roadHazardTerms'];

type Words = Translate<AreaMessage<'checkout'>>;

function list(parts: string[], t: Words): string {
  if (parts.length <= 1) return parts.join('');
  return t('{first} and {last}', { first: parts.slice(0, -1).join(', '), last: parts.at(-1)! });
}

/**
 * The road hazard coverage in words, from the server's terms (spec §9 Money and coverage:
 * replacement 36 months, up to $400 / $200 / $100 per tire by year, repairs up to $25 per tire;
 * the dealer variant 24 months with a 50 % customer share in the second year).
 */
export function roadHazardTermsText(terms: Terms, t: Words = translator('en-US'), locale: Locale = 'en-US'): string[] {
  const price = (cents: number) => formatPrice(cents, { whole: cents % 100 === 0, locale });
  const sentences = [
    t('Covers your tires for {months} months against nails, potholes, glass and other road hazards.', { months: terms.months }),
  ];
  const years = terms.replacementPerTireByYearInCents;
  if (years.length > 0) {
    sentences.push(
      t('If a tire can’t be repaired, we reimburse its replacement: up to {amounts}.', {
        amounts: list(
          years.map((c, i) => t('{amount} per tire in year {year}', { amount: price(c), year: i + 1 })),
          t,
        ),
      }),
    );
  }
  const shares = terms.customerShareByYear.map((share, i) => ({ share, year: i + 1 })).filter(({ share }) => share > 0 && share < 1);
  if (shares.length > 0) {
    sentences.push(
      t('You pay {shares}.', {
        shares: list(
          shares.map(({ share, year }) => t('{percent} % of a replacement in year {year}', { percent: Math.round(share * 100), year })),
          t,
        ),
      }),
    );
  }
  if (terms.repairPerTireInCents > 0) {
    sentences.push(t('Repairs are reimbursed up to {amount} per tire.', { amount: price(terms.repairPerTireInCents) }));
  }
  return sentences;
}
