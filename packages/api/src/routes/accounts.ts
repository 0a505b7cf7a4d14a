/**
 * Shopper accounts: sign-up, sign-in, sign-out, who is signed in (spec §7 GET /user-details) and
 * password reset. Thin handlers: services/accounts.ts holds the rules.
 */
import {
  ACCOUNT_SESSION_HEADER,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  signInEndpoint,
  ssoSignInEndpoint,
  signOutEndpoint,
  signUpEndpoint,
  userDetailsEndpoint,
} from '@tireshop/core';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { tooManyRequests } from '../http/errors';
import { apiOrigin, registerEndpoint, type ApiContext, type ApiEnv, type RegisterOptions } from '../http/endpoint';
import {
  createAccountLimits,
  requestPasswordReset,
  resetPassword,
  sessionUser,
  signIn,
  ssoSignIn,
  signOut,
  signUp,
  toUserDetails,
  TooManyAttempts,
} from '../services/accounts';
import { accountProfileOf } from '../services/account-types';
import { LOOPBACK_PROXIES, requestAddress } from '../services/rate-limit';

export interface AccountRouteOptions {
  /** The shop's public address, for the reset link (config.shopUrl); else the origin the request came to. */
  shopUrl?: string;
  trustedProxies?: ReadonlySet<string>;
}

export function accountRoutes(app: Hono<ApiEnv>, database: Database, options: RegisterOptions, routeOptions: AccountRouteOptions) {
  const limits = createAccountLimits(database);
  const call = (c: ApiContext) => ({
    client: c.var.client,
    now: c.var.now,
    address: requestAddress(c, routeOptions.trustedProxies ?? LOOPBACK_PROXIES),
  });
  /** A refusal for too many attempts: 429 with Retry-After in whole seconds. */
  const limited = async <T>(c: ApiContext, run: () => Promise<T>): Promise<T | Response> => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof TooManyAttempts)) throw err;
      return tooManyRequests(c, err.message, err.retryAfterSeconds);
    }
  };
  const noStore = (c: ApiContext) => c.header('Cache-Control', 'no-store');

  registerEndpoint(app, signUpEndpoint, options, ({ body }, c) => {
    noStore(c);
    return limited(c, () => signUp(database, limits, body, call(c)));
  });
  registerEndpoint(app, signInEndpoint, options, ({ body }, c) => {
    noStore(c);
    return limited(c, () => signIn(database, limits, body, call(c)));
  });
  registerEndpoint(app, signOutEndpoint, options, (_input, c) => signOut(database.db, c.req.header(ACCOUNT_SESSION_HEADER)));
  registerEndpoint(app, userDetailsEndpoint, options, async (_input, c) => {
    const user = await sessionUser(database.db, c.req.header(ACCOUNT_SESSION_HEADER), c.var.now);
    return { userDetails: user ? toUserDetails(user, await accountProfileOf(database.db, user.id)) : null };
  });
  registerEndpoint(app, requestPasswordResetEndpoint, options, ({ body }, c) =>
    limited(c, () => requestPasswordReset(database, limits, body.email, { ...call(c), shopUrl: routeOptions.shopUrl ?? apiOrigin(c) })),
  );
  registerEndpoint(app, ssoSignInEndpoint, options, ({ body }, c) => {
    noStore(c);
    return ssoSignIn(database, body, call(c));
  });
  registerEndpoint(app, resetPasswordEndpoint, options, ({ body }, c) => {
    noStore(c);
    return resetPassword(database, body, call(c));
  });
}
