/**
 * Single sign-on landing (spec §2 `/api/sso-landing`; docs/decisions.md "Single sign-on"): a
 * business customer coming from their company's accounts portal arrives signed in. The shop's
 * server is an OpenID Connect relying party (openid-client), using the authorization code flow
 * with PKCE, a state and a nonce:
 *
 * 1. `GET /api/sso-landing[?returnTo=/path]` — a fresh code verifier, state and nonce go into a
 *    short-lived HttpOnly cookie scoped to this path; the browser is sent to the provider.
 * 2. The provider sends the browser back to `/api/sso-landing?code=…&state=…`: the code is
 *    exchanged (with the verifier), the ID token checked (issuer, audience, signature, nonce), and
 *    the API signs the person in (POST /v1/users/sso-sign-in) — their anonymous cart and past
 *    searches join the account as at any sign-in. They land on `returnTo`, signed in.
 *
 * Anything wrong (the provider refused, a stale or forged state, no cookie) ends on the sign-in
 * page with one message; nothing is signed in.
 */
import { ACCOUNT_MESSAGES, readCookie, ssoSignInEndpoint, type ApiClient } from '@tireshop/core';
import type { Context } from 'hono';
import * as oidc from 'openid-client';
import { carriedOver, signedInCookies } from '../app/account-cookie';
import { safeReturnPath } from '../app/pages/account/account-pages';

export const SSO_LANDING_PATH = '/api/sso-landing';
/** The sign-in page shows ACCOUNT_MESSAGES.ssoFailed when it is opened with this query value. */
export const SSO_FAILED_QUERY = 'sso=failed';
/** … and ACCOUNT_MESSAGES.ssoEmailTaken with this one. */
export const SSO_EMAIL_TAKEN_QUERY = 'sso=email-taken';
const FLOW_COOKIE = 'ts_sso_flow';
/** How long the provider may take to send the browser back (a person typing a password). */
const FLOW_LIFETIME_S = 600;
const SCOPE = 'openid email profile';

export interface SsoOptions {
  /** The identity provider's issuer URL (its discovery document is at /.well-known/openid-configuration under it). */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

function readFlow(cookie: string | undefined): Flow | null {
  if (!cookie) return null;
  try {
    const flow = JSON.parse(Buffer.from(cookie, 'base64url').toString('utf8')) as Partial<Flow>;
    return typeof flow.verifier === 'string' && typeof flow.state === 'string' && typeof flow.nonce === 'string'
      ? { verifier: flow.verifier, state: flow.state, nonce: flow.nonce, returnTo: safeReturnPath(flow.returnTo) }
      : null;
  } catch {
    return null;
  }
}

/** The flow's cookie (`null`: the one that removes it), sent back only to the landing. */
const flowCookie = (flow: Flow | null, secure: boolean) =>
  `${FLOW_COOKIE}=${flow ? Buffer.from(JSON.stringify(flow)).toString('base64url') : ''}; Path=${SSO_LANDING_PATH}; Max-Age=${flow ? FLOW_LIFETIME_S : 0}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** To the sign-in page with a notice (SSO_FAILED_QUERY or `sso=email-taken`), the flow forgotten. */
const toSignIn = (query: string, secure: boolean) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/account/sign-in?${query}`, 'Set-Cookie': flowCookie(null, secure), 'Cache-Control': 'no-store' },
  });

/**
 * The landing's handler. `api` is the page request's API client (the shopper's cookies on it);
 * `origin` the public origin the request came to (the redirect URI is on it).
 */
export function createSsoLanding(options: SsoOptions, log: (line: string) => void = console.warn) {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovered once, on first use (the provider may start after the shop); a failure is tried again next time.
  const discover = () => {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        // A development provider on http://localhost; production issuers are https.
        execute: options.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return async function ssoLanding(c: Context, api: ApiClient, origin: string): Promise<Response> {
    const secure = origin.startsWith('https:');
    const redirectUri = `${origin}${SSO_LANDING_PATH}`;
    const failed = (reason: string) => {
      log(`[sso] sign-in failed: ${reason}`);
      return toSignIn(SSO_FAILED_QUERY, secure);
    };
    let config: oidc.Configuration;
    try {
      config = await discover();
    } catch (error) {
      return failed(`the identity provider ${options.issuer} cannot be reached (${(error as Error).message})`);
    }
    const url = new URL(c.req.url);
    const query = url.searchParams;

    if (!query.has('code') && !query.has('error')) {
      const flow: Flow = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        returnTo: safeReturnPath(query.get('returnTo') ?? undefined),
      };
      const authorization = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return new Response(null, {
        status: 303,
        headers: { Location: authorization.href, 'Set-Cookie': flowCookie(flow, secure), 'Cache-Control': 'no-store' },
      });
    }

    const flow = readFlow(readCookie(c.req.header('cookie'), FLOW_COOKIE) || undefined);
    if (!flow) return failed('no sign-in was started in this browser (or it took too long)');
    let claims: oidc.IDToken;
    try {
      // The public address of this request: the provider sent the browser to the redirect URI.
      const current = new URL(`${redirectUri}${url.search}`);
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) return failed('the provider sent no ID token');
      // Providers that keep the profile out of the ID token answer it at their userinfo endpoint
      // (checked there to be about the same subject).
      if (typeof idClaims.email === 'string') claims = idClaims;
      else {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = {
          ...idClaims,
          email: info.email,
          email_verified: info.email_verified,
          given_name: info.given_name,
          family_name: info.family_name,
        };
      }
    } catch (error) {
      return failed((error as Error).message);
    }
    const email = typeof claims.email === 'string' ? claims.email : '';
    if (!email) return failed('the provider sent no e-mail for the person');
    const cookieHeader = c.req.header('cookie') ?? null;
    const result = await api.call(ssoSignInEndpoint, {
      body: {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        emailVerified: claims.email_verified === true,
        firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
        lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
        ...carriedOver(cookieHeader),
      },
    });
    if (!result.ok) {
      // The one refusal the person can act on gets its own words on the sign-in page.
      if (result.error.message === ACCOUNT_MESSAGES.ssoEmailTaken) return toSignIn(SSO_EMAIL_TAKEN_QUERY, secure);
      return failed(`the API refused the sign-in: ${result.error.message}`);
    }
    const headers = signedInCookies(result.data, cookieHeader, secure);
    headers.append('Set-Cookie', flowCookie(null, secure));
    headers.set('Location', flow.returnTo);
    headers.set('Cache-Control', 'no-store');
    return new Response(null, { status: 303, headers });
  };
}
