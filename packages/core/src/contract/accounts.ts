/**
 * Shopper accounts (issue "Accounts": sign-up and sign-in by e-mail and password, password reset
 * by an e-mailed one-time link, sign-out). The calls that hand out a session token — sign-up,
 * sign-in, the reset itself — answer only the storefront's own server (a confidential client):
 * it keeps the token in an HttpOnly cookie, and page scripts never see it. Calls about the
 * signed-in shopper carry the token in the ACCOUNT_SESSION_HEADER (the storefront's server adds it
 * from the cookie); spec §7 GET /user-details answers who that is, or null.
 */
import * as v from 'valibot';
import { ADDRESS_MESSAGES, emailField, nameField } from '../address/index';
import { defineEndpoint } from './endpoint';
import { withMissingMessage } from './fields';

/** The header that carries a signed-in shopper's session token to the API. */
export const ACCOUNT_SESSION_HEADER = 'X-Account-Session';

/** A password: 8 to 128 characters (NIST SP 800-63B: a floor of 8, no composition rules, long passphrases welcome). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What the account forms and the API answer (spec §5 messages where the spec gives them; our words elsewhere, docs/decisions.md). */
export const ACCOUNT_MESSAGES = {
  email: ADDRESS_MESSAGES.email,
  firstName: ADDRESS_MESSAGES.firstName,
  lastName: ADDRESS_MESSAGES.lastName,
  password: `Please enter a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  passwordRequired: 'Please enter your password.',
  /** The one answer for an unknown e-mail and a wrong password alike: it tells nobody which accounts exist. */
  wrongCredentials: 'Wrong e-mail or password.',
  /** spec §8 rate limited: "try again in a few minutes". */
  tooManyAttempts: 'Too many sign-in attempts. Please try again in a few minutes.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  emailTaken: 'An account with this e-mail already exists. Sign in, or reset your password if you forgot it.',
  /** The one answer to a reset request, whether an account has the e-mail or not. */
  resetRequested: 'If an account uses that e-mail, we have sent it a link to choose a new password. The link works once, within an hour.',
  resetLinkInvalid: 'This password reset link has expired or has already been used. Please ask for a new one.',
  signedOut: 'You are signed out.',
  sessionRequired: 'Please sign in.',
  storefrontOnly: 'Only the shop’s own server may sign shoppers in.',
  /**
   * Single sign-on for a person whose e-mail already has an account here, when the identity
   * provider does not vouch for the e-mail: linking them would hand that account to whoever holds
   * the provider's account.
   */
  ssoEmailTaken:
    'An account with this e-mail already exists here. Sign in with its password; your company account cannot be linked to it automatically.',
  /** The sign-in page, after a single sign-on that failed (the provider refused, or the link was stale). */
  ssoFailed: 'We could not sign you in with your company account. Please try again, or sign in with your e-mail and password.',
} as const;

const passwordField = withMissingMessage(
  v.pipe(
    v.string(ACCOUNT_MESSAGES.password),
    v.minLength(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.password),
    v.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.password),
  ),
  ACCOUNT_MESSAGES.password,
);
/** Signing in checks the password as typed against the hash; only its presence and size are checked here. */
const enteredPassword = withMissingMessage(
  v.pipe(
    v.string(ACCOUNT_MESSAGES.passwordRequired),
    v.minLength(1, ACCOUNT_MESSAGES.passwordRequired),
    v.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.wrongCredentials),
  ),
  ACCOUNT_MESSAGES.passwordRequired,
);
/** A session or reset token as we issue them: 43 base64url characters (32 random bytes). */
const tokenField = v.pipe(v.string(ACCOUNT_MESSAGES.resetLinkInvalid), v.regex(/^[\w-]{43}$/, ACCOUNT_MESSAGES.resetLinkInvalid));
const cartIdField = v.optional(v.nullable(v.pipe(v.string(), v.uuid('The cart id is not valid.'))));
const shopperSessionField = v.optional(v.nullable(v.pipe(v.string(), v.uuid('The shopper session id is not valid.'))));

/** What sign-in carries over from the anonymous visit: its cart and its shopper session (past searches). */
const carriedOver = {
  cartId: cartIdField,
  userSessionId: shopperSessionField,
};

/**
 * spec §3 User detail accountTypes, rules §6: an account type of the signed-in shopper, the first
 * one deciding their user type. Given only by the server (the seed, `npm run accounts:grant`).
 */
export const accountTypeSchema = v.object({
  /** One of USER_TYPES (accounts/user-type.ts); kept a string here so every page need not carry the list. */
  userType: v.string(),
  name: v.string(),
  /** rules §6 dealer-tire employee: "company is the dealer company". */
  company: v.nullable(v.string()),
  /** rules §6 dealer-tire employee: "account type name is employee buying source". */
  buyingSource: v.nullable(v.string()),
  /** rules §6 business flag (fleet, special order, partner program). */
  isBusiness: v.boolean(),
  deliveryMethods: v.array(v.string()),
  paymentGroups: v.array(v.string()),
});
export type AccountType = v.InferOutput<typeof accountTypeSchema>;

/**
 * spec §3 User detail accountTypeCompany: the company of the first account type (null: none), and
 * whether it offers its people road hazard coverage (rules §6 dealer-tire employee).
 */
export const accountTypeCompanySchema = v.object({
  companyName: v.string(),
  isTireReplacementCoverageAvailable: v.boolean(),
});

/**
 * rules §6 business users' look (fleet, special order, partner program): the company's name, its
 * banner line and its logo's address on the shop's origin, each null where the account has none.
 * Null for every other shopper. docs/business-accounts.md.
 */
export const businessLookSchema = v.object({
  companyName: v.nullable(v.string()),
  banner: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
});
export type BusinessLook = v.InferOutput<typeof businessLookSchema>;

/**
 * spec §3 User detail: firstName, lastName, username (the e-mail), brands (the account's associated
 * brands, rules §6 Partner program; `slug` names the brand's page), accountTypes, accountTypeCompany;
 * `business` the business look.
 */
export const userDetailsSchema = v.object({
  uid: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  username: v.string(),
  brands: v.array(v.object({ name: v.string(), slug: v.string() })),
  accountTypes: v.array(accountTypeSchema),
  accountTypeCompany: v.nullable(accountTypeCompanySchema),
  business: v.nullable(businessLookSchema),
});
export type UserDetails = v.InferOutput<typeof userDetailsSchema>;

/** A signed-in session: the token for the cookie and when it ends. */
const sessionSchema = v.object({ token: v.string(), expiresAt: v.string() });

/** After sign-in: who, the session, and the cart and shopper session the shopper continues with. */
const signedInSchema = v.object({
  userDetails: userDetailsSchema,
  session: sessionSchema,
  /** The account's open cart after the anonymous one was merged into it (null: none). */
  cart: v.nullable(v.object({ id: v.string(), totalQuantity: v.number() })),
  /** The account's shopper session (its past searches), or null. */
  userSessionId: v.nullable(v.string()),
  /**
   * rules §6: a business user's "one-time greeting toast" is due on the next page — true once per
   * account, at its first password sign-in; never after single sign-on (docs/business-accounts.md).
   */
  greet: v.boolean(),
});
export type SignedIn = v.InferOutput<typeof signedInSchema>;

/**
 * The request bodies the account forms check before sending (spec messages under each field). A
 * form names these, never `signUpEndpoint.body`: the storefront's browser bundle leaves the
 * endpoints' schemas out (docs/decisions.md "Storefront JavaScript").
 */
export const signUpInputSchema = v.object({
  email: emailField,
  password: passwordField,
  firstName: nameField(ACCOUNT_MESSAGES.firstName),
  lastName: nameField(ACCOUNT_MESSAGES.lastName),
  ...carriedOver,
});
export const signInInputSchema = v.object({
  email: withMissingMessage(
    v.pipe(v.string(ACCOUNT_MESSAGES.email), v.trim(), v.minLength(1, ACCOUNT_MESSAGES.email)),
    ACCOUNT_MESSAGES.email,
  ),
  password: enteredPassword,
  ...carriedOver,
});
export const passwordResetRequestSchema = v.object({ email: emailField });
export const passwordResetInputSchema = v.object({ token: tokenField, password: passwordField });

export const signUpEndpoint = defineEndpoint({
  id: 'signUp',
  method: 'POST',
  path: '/v1/users',
  summary:
    'Create an account and sign it in (storefront server only). 409 when the e-mail already has an account, ' +
    'whatever its case. The anonymous cart and past searches named in the body become the account’s.',
  auth: true,
  status: 201,
  body: signUpInputSchema,
  response: signedInSchema,
});

export const signInEndpoint = defineEndpoint({
  id: 'signIn',
  method: 'POST',
  path: '/v1/users/sign-in',
  summary:
    'Sign in with e-mail and password (storefront server only). 401 "Wrong e-mail or password." for an unknown ' +
    'e-mail and a wrong password alike; 429 with Retry-After after too many attempts for the account or from the address. ' +
    'The anonymous cart is merged into the account’s and its past searches moved into the account’s.',
  auth: true,
  body: signInInputSchema,
  response: signedInSchema,
});

export const signOutEndpoint = defineEndpoint({
  id: 'signOut',
  method: 'POST',
  path: '/v1/users/sign-out',
  summary:
    'End the session named by the X-Account-Session header (signed out everywhere it was used). Answers the same when it had ended already.',
  auth: true,
  response: v.object({ signedOut: v.literal(true) }),
});

export const userDetailsEndpoint = defineEndpoint({
  id: 'getUserDetails',
  method: 'GET',
  path: '/user-details',
  summary:
    'spec §7 GET /user-details: the signed-in shopper of the X-Account-Session header, or null data when there is none (or it ended).',
  auth: true,
  response: v.object({ userDetails: v.nullable(userDetailsSchema) }),
});

export const requestPasswordResetEndpoint = defineEndpoint({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/v1/users/password-reset',
  summary:
    'E-mail a one-time link to choose a new password (good for an hour). The answer is the same whether an account uses ' +
    'the e-mail or not; 429 after too many requests from the address.',
  auth: true,
  body: passwordResetRequestSchema,
  response: v.object({ message: v.string() }),
});

export const resetPasswordEndpoint = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/v1/users/password-reset/confirm',
  summary:
    'Set a new password with the token of a reset link (storefront server only): the link is used up, every other session ' +
    'of the account ends, and the shopper is signed in. 400 when the link has expired or was used.',
  auth: true,
  body: passwordResetInputSchema,
  response: signedInSchema,
});

/** A name as an identity provider sends it: any text up to 80 characters (our name rule is for what shoppers type). */
const providerName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), '');

export const ssoSignInEndpoint = defineEndpoint({
  id: 'ssoSignIn',
  method: 'POST',
  path: '/v1/users/sso-sign-in',
  summary:
    'Sign in a person an OpenID Connect identity provider has just authenticated (storefront server only: it ran the ' +
    'code flow and checked the ID token). The issuer and subject find the linked account; a first visit links the account ' +
    'of the same e-mail when the provider vouches for it (email_verified), else makes a new account without a password. ' +
    '409 when the e-mail has an account the provider does not vouch for. The anonymous cart and past searches join the account.',
  auth: true,
  body: v.object({
    issuer: v.pipe(v.string(), v.url('The issuer must be a URL.'), v.maxLength(300)),
    subject: v.pipe(v.string(), v.minLength(1, 'The subject is missing.'), v.maxLength(255)),
    email: emailField,
    emailVerified: v.boolean(),
    firstName: providerName,
    lastName: providerName,
    ...carriedOver,
  }),
  response: signedInSchema,
});

export const accountEndpoints = [
  signUpEndpoint,
  signInEndpoint,
  signOutEndpoint,
  userDetailsEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  ssoSignInEndpoint,
] as const;
