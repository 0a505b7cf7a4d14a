/**
 * The review rule, shared by the review form and the API (spec §5): "A review needs at least one
 * performance attribute with a rating of 1-5. The attributes are dry, wet, winter, comfort, noise
 * and treadwear", and "Review submit: Complete all fields to submit." The form disables or
 * explains its submit button with `reviewDraftProblem`; the API's contract runs the very same
 * function, so both refuse the same drafts with the same words.
 */

/** spec §5: the performance attributes a review rates. */
export const REVIEW_ATTRIBUTES = ['dry', 'wet', 'winter', 'comfort', 'noise', 'treadwear'] as const;
export type ReviewAttribute = (typeof REVIEW_ATTRIBUTES)[number];

/** spec §5: a rating is a whole number of stars from 1 to 5. */
export const REVIEW_RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATING_VALUES)[number];

/** spec §5 Messages (exact): the answer to any incomplete review. */
export const REVIEW_INCOMPLETE_MESSAGE = 'Complete all fields to submit.';
/** spec §8 Text shown to the user: when sending the review fails for any other reason. */
export const REVIEW_SUBMIT_FAILED_MESSAGE = 'Oops, something went wrong! Please try again.';

/**
 * Length bounds of the review fields, in characters as a browser's `maxlength` counts them (UTF-16
 * code units, what JavaScript's `length` gives). The spec does not show the bound of the review
 * summary (§5 "not shown"): these are our choices, long enough for any real review and short
 * enough to lay out — a name fits a byline, a title one line, the body several paragraphs.
 */
export const REVIEW_LIMITS = {
  authorName: 60,
  title: 120,
  body: 5000,
  authorLocation: 60,
  vehicle: 80,
} as const;
export type ReviewTextField = keyof typeof REVIEW_LIMITS;

/** Miles driven on the tires: a whole number up to this. */
export const REVIEW_MAX_MILES = 1_000_000;

/** How each text field is named in messages, in the form's words. */
const FIELD_LABELS: Record<ReviewTextField, string> = {
  authorName: 'Name',
  title: 'Title',
  body: 'Review',
  authorLocation: 'Location',
  vehicle: 'Vehicle',
};

export function reviewTooLongMessage(field: ReviewTextField): string {
  return `${FIELD_LABELS[field]} must be at most ${REVIEW_LIMITS[field].toLocaleString('en-US')} characters.`;
}
export const REVIEW_MILES_MESSAGE = `Miles driven must be a whole number from 0 to ${REVIEW_MAX_MILES.toLocaleString('en-US')}.`;

/** A review as the form holds it while the shopper types: anything may still be missing or wrong. */
export interface ReviewDraft {
  ratings?: Partial<Record<ReviewAttribute, unknown>> | null;
  title?: unknown;
  body?: unknown;
  authorName?: unknown;
  authorLocation?: unknown;
  vehicle?: unknown;
  milesDriven?: unknown;
}

export function isReviewRating(value: unknown): value is ReviewRating {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** spec §5: at least one attribute rated 1–5. An attribute with any other value counts as not rated. */
export function hasRatedAttribute(ratings: ReviewDraft['ratings']): boolean {
  return REVIEW_ATTRIBUTES.some((attribute) => isReviewRating(ratings?.[attribute]));
}

/** A required text field is filled when it has something besides white space. */
export function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The text we store for what a shopper typed: exactly as typed, apart from white space around it
 * and control characters no text field can produce (NUL cannot be stored by PostgreSQL at all).
 * Line breaks and tabs stay. No HTML escaping or "sanitising": reviews are rendered as text, so
 * `<b>`, `&` and quotes are kept as the reviewer wrote them. Unpaired surrogates become U+FFFD,
 * as the database driver would store them, so what we answer is what we stored.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function cleanReviewText(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .trim();
}

/** spec §5: at least one attribute rated 1–5, and the title, review text and name filled in. */
export function isReviewComplete(draft: ReviewDraft): boolean {
  return hasRatedAttribute(draft.ratings) && isFilledText(draft.title) && isFilledText(draft.body) && isFilledText(draft.authorName);
}

/**
 * The first reason the draft cannot be sent, in the words the shopper sees, or null when it can.
 * Missing or invalid required parts give spec §5's "Complete all fields to submit."; text over
 * its bound and impossible miles say what to shorten or fix.
 */
export function reviewDraftProblem(draft: ReviewDraft): string | null {
  if (REVIEW_ATTRIBUTES.some((a) => draft.ratings?.[a] != null && !isReviewRating(draft.ratings[a]))) {
    return REVIEW_INCOMPLETE_MESSAGE;
  }
  for (const field of Object.keys(REVIEW_LIMITS) as ReviewTextField[]) {
    const value = draft[field];
    if (value != null && typeof value !== 'string') return REVIEW_INCOMPLETE_MESSAGE;
    if (typeof value === 'string' && cleanReviewText(value).length > REVIEW_LIMITS[field]) return reviewTooLongMessage(field);
  }
  const miles = draft.milesDriven;
  if (miles != null && !(typeof miles === 'number' && Number.isInteger(miles) && miles >= 0 && miles <= REVIEW_MAX_MILES)) {
    return REVIEW_MILES_MESSAGE;
  }
  return isReviewComplete(draft) ? null : REVIEW_INCOMPLETE_MESSAGE;
}

/** A review's overall stars: the mean of the attributes it rates (null when none is rated). */
export function overallRating(ratings: Partial<Record<ReviewAttribute, number | null | undefined>>): number | null {
  const rated = REVIEW_ATTRIBUTES.map((a) => ratings[a]).filter(isReviewRating);
  if (rated.length === 0) return null;
  return rated.reduce((sum, r) => sum + r, 0) / rated.length;
}
