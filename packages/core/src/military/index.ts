/**
 * Military verification's constants and words (rules §1, §2 /idMeCallback, §6 Roles, §9 "Military
 * discount 5%"), apart from its calls (contract/military.ts) so that pages can use them without the
 * contract's schemas.
 */

/** rules §9 "Military discount 5%". */
export const MILITARY_DISCOUNT_PERCENT = 5;

/** How long a verified status stays bound to a cart (ours: a shopping visit, checkout included). */
export const MILITARY_VERIFICATION_HOURS = 24;

/** How long the shopper may take at the partner between leaving the shop and coming back. */
export const MILITARY_VERIFICATION_FLOW_MINUTES = 10;

/** What the partner can answer (rules §6: military; "the status wecare also exists"). */
export const ID_ME_ANSWERS = ['military', 'wecare', 'not-verified'] as const;
export type IdMeAnswer = (typeof ID_ME_ANSWERS)[number];

/** The refusals and outcomes a shopper reads (the spec gives no words; ours say what to do next). */
export const MILITARY_MESSAGES = {
  clientStatus: 'Military status is confirmed only through ID.me verification. Please verify with ID.me.',
  stateMismatch: 'This verification did not start in this browser or has expired. Please verify again.',
  codeRefused: 'ID.me could not confirm this verification. Please verify again.',
  notVerified: 'ID.me could not verify your military status, so no military discount was applied.',
  wecare:
    'ID.me verified you, but not as a military member: the extra 5% is for verified military members, so no military discount was applied.',
  verified: 'Your military status is verified: an extra 5% is taken off your tires.',
} as const;

/** The page that explains the discount and shows a verification's outcome (spec storefront §2 /military-discount). */
export const MILITARY_DISCOUNT_PATH = '/military-discount';
/** The shop's server starts a verification here (it sends the browser on to the identity partner). */
export const ID_ME_START_PATH = '/idMeVerify';
/** spec §2 "The callback route /idMeCallback receives the result of military verification". */
export const ID_ME_CALLBACK_PATH = '/idMeCallback';

/**
 * The outcome of a verification, as the callback sends the shopper to MILITARY_DISCOUNT_PATH with
 * `?verification=…`, and the words the page shows for it.
 */
export const MILITARY_OUTCOMES = {
  military: MILITARY_MESSAGES.verified,
  wecare: MILITARY_MESSAGES.wecare,
  'not-verified': MILITARY_MESSAGES.notVerified,
  mismatch: MILITARY_MESSAGES.stateMismatch,
  refused: MILITARY_MESSAGES.codeRefused,
  'no-cart': 'Add tires to your cart first, then verify your military status to take an extra 5% off them.',
  unavailable: 'Military verification is not available right now. Please try again in a few minutes.',
} as const;
export type MilitaryOutcome = keyof typeof MILITARY_OUTCOMES;
export const isMilitaryOutcome = (value: unknown): value is MilitaryOutcome =>
  typeof value === 'string' && Object.hasOwn(MILITARY_OUTCOMES, value);
