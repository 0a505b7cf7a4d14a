/**
 * The sandbox gateway's HTTP side, mounted at /gateway on the shop's origin: the hosted card fields
 * page and its tokenize call, the wallet and financing approval pages, and their assets.
 *
 * The card number arrives only at POST /v1/tokenize, is checked with core's card rules and is
 * dropped: what is kept and answered is the brand, the last four digits, the expiry and the
 * sandbox outcome. Nothing here logs a request body.
 */
import { validateCard, PAYMENT_MESSAGES } from '@tireshop/core';
import { Hono, type Context } from 'hono';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { createDatabaseLimiter, LOOPBACK_PROXIES, requestAddress } from '../../services/rate-limit';
import { gatewayAssets } from './assets';
import { createIdmeSandboxApp } from './idme';
import { createExchangeSandboxApp } from './exchange';
import { checkClientToken, clientTokenId } from './client-token';
import { hostedFieldsPage, SESSION_PAGE_WORDS, sessionMessagePage, sessionPage } from './pages';
import type { TokenizeAnswer, TokenizeRefusal } from './protocol';
import { decideSession, outcomeOf, returnUrlFor, type SessionOutcome } from './sessions';
import { findSession, insertNonce } from './store';
import { sandboxOutcome } from './test-cards';

/** A tokenize body is four short fields and a token; anything bigger is not one. */
const TOKENIZE_MAX_BYTES = 4096;

/**
 * Card-testing defence (spec §8 gateway message "rate limited (429, 'try again in a few minutes')"):
 * cards one address may tokenise per minute (config `tokenizeLimitPerMinute` overrides it), and
 * cards one client token — one checkout visit — may. A shopper who mistypes needs a few; a script
 * that tries stolen numbers needs thousands, and a fresh client token per try still meets the
 * address limit. Counted in PostgreSQL, so every process of the shop holds them together.
 */
export const TOKENIZE_PER_ADDRESS_PER_MINUTE = 20;
export const TOKENIZE_PER_CLIENT_TOKEN_PER_MINUTE = 10;

const csp = (directives: Record<string, string>) =>
  Object.entries({
    'default-src': "'none'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'base-uri': "'none'",
    ...directives,
  })
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/** Gateway pages are never cached and never leak their address (the client token is in it). */
function pageHeaders(c: Context, policy: string) {
  c.header('Content-Security-Policy', policy);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
}

const refusal = (c: Context, status: 400 | 401 | 403 | 429, code: string, message: string, fields?: TokenizeRefusal['error']['fields']) =>
  c.json<TokenizeRefusal>({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

export function createGatewayApp(options: { database: Database; config: ApiConfig; now: () => Date }): Hono {
  const { database, config, now } = options;
  const app = new Hono();
  const trustedProxies = config.trustedProxies ? new Set(config.trustedProxies) : LOOPBACK_PROXIES;
  const tokenizeByAddress = createDatabaseLimiter(database, {
    bucket: 'tokenize-address',
    limit: config.tokenizeLimitPerMinute ?? TOKENIZE_PER_ADDRESS_PER_MINUTE,
    windowMs: 60_000,
  });
  const tokenizeByClientToken = createDatabaseLimiter(database, {
    bucket: 'tokenize-client-token',
    limit: TOKENIZE_PER_CLIENT_TOKEN_PER_MINUTE,
    windowMs: 60_000,
  });

  app.get('/assets/:name', async (c) => {
    const assets = await gatewayAssets();
    const asset = Object.values(assets).find((a) => a.name === c.req.param('name'));
    if (!asset) return c.text('Not found', 404);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(asset.body, 200, { 'Content-Type': asset.contentType });
  });

  // The sandbox identity partner's pages (military verification, idme.ts).
  app.route('/idme', createIdmeSandboxApp({ database, now }));
  // The sandbox military exchange's checkout (exchange.ts).
  app.route('/exchange', createExchangeSandboxApp({ database, tokenSecret: config.tokenSecret, now }));

  // ---- hosted card fields ----

  app.get('/hosted-fields', async (c) => {
    const assets = await gatewayAssets();
    const clientToken = c.req.query('clientToken') ?? '';
    const check = checkClientToken(config.tokenSecret, clientToken, now().getTime());
    // Framable by any page (the widget lives on other shops' pages); only the token's origin hears from it.
    pageHeaders(c, csp({ 'connect-src': "'self'", 'form-action': "'none'", 'frame-ancestors': '*' }));
    if (check.ok) return c.html(hostedFieldsPage({ assets, clientToken, parentOrigin: check.claims.parentOrigin, problem: null }));
    // An expired token is still the gateway's: its origin may be told, so the checkout can fetch a new one.
    if (check.reason === 'expired')
      return c.html(
        hostedFieldsPage({ assets, clientToken, parentOrigin: check.claims.parentOrigin, problem: PAYMENT_MESSAGES.tokenExpired }),
        401,
      );
    return c.html(hostedFieldsPage({ assets, clientToken: '', parentOrigin: null, problem: PAYMENT_MESSAGES.gatewayProblem }), 400);
  });

  app.post('/v1/tokenize', async (c) => {
    c.header('Cache-Control', 'no-store');
    const text = await c.req.text();
    let body: Record<string, unknown>;
    try {
      if (text.length > TOKENIZE_MAX_BYTES) throw new Error('too big');
      body = JSON.parse(text);
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    } catch {
      return refusal(c, 400, 'BadRequest', PAYMENT_MESSAGES.gatewayProblem);
    }
    const string = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');

    // spec §8 gateway messages: an expired or deactivated token answers 401.
    const check = checkClientToken(config.tokenSecret, string('clientToken'), now().getTime());
    if (!check.ok)
      return refusal(c, 401, 'Unauthorized', check.reason === 'expired' ? PAYMENT_MESSAGES.tokenExpired : PAYMENT_MESSAGES.gatewayProblem);
    // The hosted fields post from the gateway's own page; a browser on another origin may not use the token.
    const origin = c.req.header('origin');
    if (origin && origin !== check.claims.shopOrigin) return refusal(c, 403, 'Forbidden', PAYMENT_MESSAGES.gatewayProblem);

    // Every attempt counts, accepted or refused: a card tester learns from both.
    const at = now();
    let decision = await tokenizeByAddress.take(requestAddress(c, trustedProxies), at);
    if (decision.allowed) decision = await tokenizeByClientToken.take(clientTokenId(string('clientToken')), at);
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return refusal(c, 429, 'TooManyRequests', PAYMENT_MESSAGES.gatewayRateLimited);
    }

    const checked = validateCard({ number: string('number'), expiry: string('expiry'), cvv: string('cvv'), name: string('name') }, now());
    // spec §8 gateway message 'Credit card is invalid', with each field's rules §5 message.
    if (!checked.ok) return refusal(c, 400, 'CardInvalid', PAYMENT_MESSAGES.cardInvalid, checked.fields);
    const { card } = checked;
    const row = await insertNonce(
      database.db,
      {
        brand: card.brand,
        last4: card.digits.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        outcome: sandboxOutcome(card.digits),
      },
      now(),
    );
    return c.json<TokenizeAnswer>(
      { nonce: row.nonce, details: { brand: card.brand, last4: row.last4, expMonth: card.expMonth, expYear: card.expYear } },
      201,
    );
  });

  // ---- wallet and financing approval ----

  const returnOriginOf = (returnUrl: string) => new URL(returnUrl).origin;
  const sessionPolicy = (returnOrigin: string | null) =>
    // Approving is never done inside someone else's frame; the forms' redirects lead back to the shop.
    csp({ 'connect-src': "'self'", 'form-action': returnOrigin ? `'self' ${returnOrigin}` : "'self'", 'frame-ancestors': "'none'" });

  /** The page for a session that is not open, or the answer of a choice that did not go through. */
  function closedPage(c: Context, outcome: SessionOutcome, assets: Awaited<ReturnType<typeof gatewayAssets>>) {
    if (outcome.kind === 'unknown') {
      pageHeaders(c, sessionPolicy(null));
      return c.html(
        sessionMessagePage({
          assets,
          session: null,
          returnOrigin: null,
          ...SESSION_PAGE_WORDS.unknown,
          returnHref: null,
          cancelLink: false,
        }),
        404,
      );
    }
    const returnOrigin = returnOriginOf(outcome.session.returnUrl);
    pageHeaders(c, sessionPolicy(returnOrigin));
    const common = { assets, session: outcome.session, returnOrigin };
    if (outcome.kind === 'expired') {
      return c.html(
        sessionMessagePage({ ...common, ...SESSION_PAGE_WORDS.expired, returnHref: outcome.session.returnUrl, cancelLink: true }),
        410,
      );
    }
    if (outcome.kind === 'declined')
      return c.html(sessionMessagePage({ ...common, ...SESSION_PAGE_WORDS.declined, returnHref: returnUrlFor(outcome), cancelLink: true }));
    return c.html(sessionMessagePage({ ...common, ...SESSION_PAGE_WORDS.finished, returnHref: returnUrlFor(outcome), cancelLink: false }));
  }

  app.get('/checkout/:sessionId', async (c) => {
    const assets = await gatewayAssets();
    const session = await findSession(database.db, c.req.param('sessionId'));
    const at = now();
    if (session?.status === 'open' && session.expiresAt > at) {
      const returnOrigin = returnOriginOf(session.returnUrl);
      pageHeaders(c, sessionPolicy(returnOrigin));
      return c.html(sessionPage({ assets, session, returnOrigin }));
    }
    if (!session) return closedPage(c, { kind: 'unknown' }, assets);
    return closedPage(c, outcomeOf(session, at), assets);
  });

  app.post('/checkout/:sessionId/:choice{approve|cancel|decline}', async (c) => {
    const sessionId = c.req.param('sessionId');
    const outcome = await decideSession(database, sessionId, c.req.param('choice') as 'approve' | 'cancel' | 'decline', now());
    const back =
      outcome.kind === 'approved' || outcome.kind === 'cancelled' || outcome.kind === 'affirm-error' ? returnUrlFor(outcome) : null;
    c.header('Cache-Control', 'no-store');
    if (c.req.header('accept')?.includes('application/json')) {
      // The popup's script: the result to post to its opener, or nothing (it reloads the page to show why).
      const result =
        outcome.kind === 'approved'
          ? { sessionId, chargeId: outcome.chargeId }
          : outcome.kind === 'cancelled'
            ? { sessionId, cancelled: true as const }
            : outcome.kind === 'affirm-error'
              ? { sessionId, affirmError: true as const }
              : null;
      return c.json({ result, returnOrigin: outcome.kind === 'unknown' ? null : returnOriginOf(outcome.session.returnUrl) });
    }
    // spec §2: back to the shop with ?charge_id=…, ?payment_cancelled=… or #affirm-error; otherwise the page says why.
    return c.redirect(back ?? `../${encodeURIComponent(sessionId)}`, 303);
  });

  return app;
}
