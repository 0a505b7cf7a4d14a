/**
 * Single sign-on's account side (POST /v1/users/sso-sign-in, services/accounts.ts ssoSignIn): the
 * shop's server only; a first visit makes an account without a password, or links the account of
 * the same e-mail when the provider vouches for it — and refuses when it does not; later visits
 * find the account by issuer and subject even when the e-mail changed; two first visits at the
 * same moment make one account.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { STOREFRONT_WEB_CLIENT_ID } from '../src/auth/clients';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, shopperCalls, testApi, type ShopperCall } from './support/api';

const ISSUER = 'https://login.acme-logistics.example';

describeOnDatabases('single sign-on accounts', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  /** Calls as the shop's server, for no signed-in shopper (single sign-on is how one signs in). */
  let call: ShopperCall;
  const person = (overrides: Record<string, unknown> = {}) => {
    const tag = randomUUID().slice(0, 8);
    return {
      issuer: ISSUER,
      subject: `00u${tag}`,
      email: `pat-${tag}@acme-logistics.example`,
      emailVerified: true,
      firstName: 'Pat',
      lastName: 'Fleet',
      ...overrides,
    };
  };
  const accountsOf = (email: string) =>
    database().query<{ id: number; first_name: string }>('SELECT id, first_name FROM users WHERE lower(email) = lower($1)', [email]);

  beforeAll(async () => {
    api = await testApi(database());
    ({ call } = shopperCalls(api.request, await api.storefrontToken()));
  });

  it('makes an account on the first visit that no password opens, and finds it again by subject after the e-mail changed', async () => {
    const first = person();
    const res = await call('POST', '/v1/users/sso-sign-in', null, first);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.userDetails).toMatchObject({ firstName: 'Pat', lastName: 'Fleet', username: first.email });
    expect(res.body.session.token).toMatch(/^[\w-]{43}$/);
    const wrong = await call('POST', '/v1/users/sign-in', null, { email: first.email, password: 'any password at all' });
    expect(wrong.status).toBe(401);

    const renamed = `pat.fleet-${randomUUID().slice(0, 8)}@acme-logistics.example`;
    const again = await call('POST', '/v1/users/sso-sign-in', null, { ...first, email: renamed });
    expect(again.status).toBe(200);
    expect(again.body.userDetails.uid).toBe(res.body.userDetails.uid);
    expect(await accountsOf(renamed)).toHaveLength(0);
  });

  it('links the account of the same e-mail when the provider vouches for it, and refuses to when it does not', async () => {
    const email = `robin-${randomUUID().slice(0, 8)}@acme-logistics.example`;
    const made = await call('POST', '/v1/users', null, { email, password: 'robin’s own password', firstName: 'Robin', lastName: 'Hale' });
    expect(made.status).toBe(201);

    const unvouched = await call('POST', '/v1/users/sso-sign-in', null, person({ email: email.toUpperCase(), emailVerified: false }));
    expect(unvouched.status).toBe(409);
    expect(unvouched.body.error.message).toBe(ACCOUNT_MESSAGES.ssoEmailTaken);
    const [row] = await database().query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_identities i JOIN users u ON u.id = i.user_id WHERE lower(u.email) = $1',
      [email],
    );
    expect(row!.n).toBe(0);

    const vouched = await call('POST', '/v1/users/sso-sign-in', null, person({ email }));
    expect(vouched.status).toBe(200);
    expect(vouched.body.userDetails).toMatchObject({ uid: made.body.userDetails.uid, firstName: 'Robin' });
    // Its password still signs in.
    expect((await call('POST', '/v1/users/sign-in', null, { email, password: 'robin’s own password' })).status).toBe(200);
  });

  it('makes one account when the same person’s first two visits arrive at the same moment', async () => {
    const first = person();
    const answers = await Promise.all([
      call('POST', '/v1/users/sso-sign-in', null, first),
      call('POST', '/v1/users/sso-sign-in', null, first),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.userDetails.uid).toBe(answers[1]!.body.userDetails.uid);
    expect(await accountsOf(first.email)).toHaveLength(1);
  });

  it('is the shop’s server’s call only: a page’s token is refused', async () => {
    const res = await api.token({ client_id: STOREFRONT_WEB_CLIENT_ID, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
    const pageToken = ((await res.json()) as { access_token: string }).access_token;
    const refused = await shopperCalls(api.request, pageToken).call('POST', '/v1/users/sso-sign-in', null, person());
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ACCOUNT_MESSAGES.storefrontOnly);
  });
});
