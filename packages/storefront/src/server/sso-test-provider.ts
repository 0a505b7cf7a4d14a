/**
 * A small OpenID Connect identity provider for development and tests (docs/decisions.md "Single
 * sign-on"): oidc-provider, in this process, under TEST_IDENTITY_PROVIDER_PATH. Its sign-in page
 * takes any login and any password; the login is the person: an e-mail address as typed (a login
 * without `@` becomes `<login>@sso.example`), vouched for (`email_verified`), named after it.
 * The shop is its one client, with PKCE required. Never started in production (main.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export const TEST_IDENTITY_PROVIDER_PATH = '/sso-test-idp';

export interface TestIdentityProviderOptions {
  /** The provider's issuer: the shop's origin and TEST_IDENTITY_PROVIDER_PATH. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The shop's landing addresses (one per public origin). */
  redirectUris: string[];
}

/** The person a login names (see above). */
export function testPerson(login: string) {
  const email = (login.includes('@') ? login : `${login}@sso.example`).trim().toLowerCase();
  const name = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter(Boolean);
  const cap = (w: string | undefined) => (w ? w[0]!.toUpperCase() + w.slice(1) : '');
  return { email, givenName: cap(name[0]) || 'Company', familyName: cap(name[1]) || 'Buyer' };
}

/** The provider as a Node request handler for requests under TEST_IDENTITY_PROVIDER_PATH. */
export function createTestIdentityProvider(options: TestIdentityProviderOptions) {
  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Lifetimes in seconds: a sign-in page left open ten minutes, a provider session of a working day.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 8 * 3600, Session: 8 * 3600 },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const person = testPerson(sub);
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: true,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`,
        }),
      };
    },
    // The shop is a first-party client: no consent screen after the sign-in page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  return (req: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    // Mounted: the provider's routes are below its path (how Express hands a mounted app its request).
    req.originalUrl = req.url;
    req.url = req.url?.slice(TEST_IDENTITY_PROVIDER_PATH.length) || '/';
    return handle(req, res);
  };
}
