/**
 * The shop's side of military verification (rules §1, §2 /idMeCallback, §6; contract/military.ts).
 * Modelled on the single sign-on landing (sso.ts):
 *
 * 1. `GET /idMeVerify[?returnTo=/path]` — the API opens a verification for the browser's cart and
 *    answers its single-use state; the state, the cart and `returnTo` go into a short-lived
 *    HttpOnly cookie sent back only to /idMeCallback; the browser goes to the identity partner
 *    (the sandbox verifier at /gateway/idme/authorize).
 * 2. `GET /idMeCallback?code=…&state=…` — the state must be this browser's (the cookie's, which is
 *    removed whatever happens: single use); the API redeems the code with the partner and binds the
 *    answer to the cart. The shopper lands on /military-discount with the outcome.
 *
 * The API checks the state again (it must be one the cart opened, unused, within 10 minutes), so a
 * callback with a forged cookie still binds nothing.
 */
import {
  cartCookieName,
  completeMilitaryVerificationEndpoint,
  ID_ME_CALLBACK_PATH,
  MILITARY_DISCOUNT_PATH,
  MILITARY_MESSAGES,
  MILITARY_VERIFICATION_FLOW_MINUTES,
  readCookie,
  startMilitaryVerificationEndpoint,
  type ApiClient,
  type MilitaryOutcome,
} from '@tireshop/core';
import type { Context } from 'hono';

const FLOW_COOKIE = 'ts_idme_flow';

interface Flow {
  state: string;
  cartId: string;
  returnTo: string;
}

/** A path of this shop to come back to (never another site); else the cart's checkout. */
const safePath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/checkout/shipping';

function readFlow(cookie: string | null): Flow | null {
  if (!cookie) return null;
  try {
    const flow = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Partial<Flow>;
    return typeof flow.state === 'string' && typeof flow.cartId === 'string'
      ? { state: flow.state, cartId: flow.cartId, returnTo: safePath(flow.returnTo) }
      : null;
  } catch {
    return null;
  }
}

const flowCookie = (flow: Flow | null, secure: boolean) =>
  `${FLOW_COOKIE}=${flow ? Buffer.from(JSON.stringify(flow)).toString('base64url') : ''}; Path=${ID_ME_CALLBACK_PATH}; Max-Age=${
    flow ? MILITARY_VERIFICATION_FLOW_MINUTES * 60 : 0
  }; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** To the military discount page with the outcome (and the way back), the flow forgotten. */
function toOutcome(outcome: MilitaryOutcome, returnTo: string, secure: boolean): Response {
  const query = new URLSearchParams({ verification: outcome, returnTo });
  return new Response(null, {
    status: 303,
    headers: { Location: `${MILITARY_DISCOUNT_PATH}?${query}`, 'Set-Cookie': flowCookie(null, secure), 'Cache-Control': 'no-store' },
  });
}

/** GET /idMeVerify: opens a verification for the browser's cart and sends the browser to the identity partner. */
export async function startIdMeVerification(c: Context, api: ApiClient, origin: string): Promise<Response> {
  const secure = origin.startsWith('https:');
  const returnTo = safePath(c.req.query('returnTo'));
  const cartId = readCookie(c.req.header('cookie'), cartCookieName('cartId'));
  if (!cartId) return toOutcome('no-cart', returnTo, secure);
  const opened = await api.call(startMilitaryVerificationEndpoint, { params: { cartId } });
  if (!opened.ok) return toOutcome(opened.error.statusCode === 404 ? 'no-cart' : 'unavailable', returnTo, secure);
  const authorize = new URL(`${origin}/gateway/idme/authorize`);
  authorize.searchParams.set('client_id', 'tireshop');
  authorize.searchParams.set('response_type', 'code');
  authorize.searchParams.set('scope', 'military');
  authorize.searchParams.set('state', opened.data.state);
  authorize.searchParams.set('redirect_uri', `${origin}${ID_ME_CALLBACK_PATH}`);
  return new Response(null, {
    status: 303,
    headers: {
      Location: authorize.href,
      'Set-Cookie': flowCookie({ state: opened.data.state, cartId, returnTo }, secure),
      'Cache-Control': 'no-store',
    },
  });
}

/** GET /idMeCallback (spec §2): checks the state against this browser's, then has the API bind the partner's answer. */
export async function idMeCallback(c: Context, api: ApiClient, origin: string): Promise<Response> {
  const secure = origin.startsWith('https:');
  const flow = readFlow(readCookie(c.req.header('cookie'), FLOW_COOKIE) || null);
  const state = c.req.query('state') ?? '';
  const code = c.req.query('code') ?? '';
  const returnTo = flow?.returnTo ?? safePath(undefined);
  if (!flow || !state || flow.state !== state) return toOutcome('mismatch', returnTo, secure);
  if (!code) return toOutcome('refused', returnTo, secure);
  const done = await api.call(completeMilitaryVerificationEndpoint, { params: { cartId: flow.cartId }, body: { state, code } });
  if (!done.ok) {
    if (done.error.message === MILITARY_MESSAGES.stateMismatch) return toOutcome('mismatch', returnTo, secure);
    return toOutcome(done.error.statusCode === 400 ? 'refused' : 'unavailable', returnTo, secure);
  }
  return toOutcome(done.data.verification, returnTo, secure);
}
