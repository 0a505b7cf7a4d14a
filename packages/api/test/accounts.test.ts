/**
 * Shopper accounts (services/accounts.ts): sign-up with the spec §5 messages, duplicate e-mails
 * whatever their case, one answer for an unknown e-mail and a wrong password, sign-in throttled per
 * account and per address (also under concurrent attempts), password reset by a one-time link that
 * expires, sessions that outlive the server process and end at sign-out, the anonymous cart and
 * past searches carried into the account, and carts of an account reached by nobody else.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, ACCOUNT_SESSION_HEADER, MAX_CART_LINE_QUANTITY } from '@tireshop/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STOREFRONT_WEB_CLIENT_ID } from '../src/auth/clients';
import { CART_GONE } from '../src/services/cart-access';
import { SIGN_IN_ATTEMPTS_PER_ACCOUNT, SIGN_IN_ATTEMPTS_PER_ADDRESS, SIGN_IN_WINDOW_MS } from '../src/services/accounts';
import { describeOnDatabases } from './databases';
import { jsonCall, SHOP_ORIGIN, testApi, type Answer } from './support/api';
import { cartApi, NO_DEALS, seedTire, setStock, type SeedTire } from './support/carts';
import { clock } from './support/clock';

const PASSWORD = 'correct horse battery';

describeOnDatabases('accounts', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  let carts: Awaited<ReturnType<typeof cartApi>>;
  let storefront: string;
  let tires: SeedTire[];

  beforeAll(async () => {
    api = await testApi(database());
    carts = await cartApi(database());
    storefront = await api.storefrontToken();
    tires = await Promise.all([0, 1, 2].map((n) => seedTire(database(), `${NO_DEALS} AND stock >= 40`, n)));
  });
  afterEach(() => clock.reset());
  beforeEach(() => {
    address = newAddress();
  });

  /** Every test signs in from its own address, so the per-address limit of one test never meets another's. */
  // A new shopper address each time (never one another test has used up: the limits are per address).
  let addresses = 0;
  const newAddress = () => {
    addresses++;
    return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}, 10.0.0.${(addresses % 250) + 1}`;
  };
  let address = newAddress();

  const call = (method: string, path: string, body?: unknown, options: { session?: string; token?: string; address?: string } = {}) =>
    jsonCall(api.request, method, path, {
      token: options.token ?? storefront,
      body,
      headers: {
        'X-Forwarded-For': options.address ?? address,
        ...(options.session ? { [ACCOUNT_SESSION_HEADER]: options.session } : {}),
      },
    });
  const newEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const signUp = (body: Record<string, unknown>) =>
    call('POST', '/v1/users', { firstName: 'Ana', lastName: 'Lopez', password: PASSWORD, ...body });
  const signIn = (email: string, password: string, extra: Record<string, unknown> = {}, options: { address?: string } = {}) =>
    call('POST', '/v1/users/sign-in', { email, password, ...extra }, options);
  const whoIs = (session?: string) => call('GET', '/user-details', undefined, { session });

  async function account(extra: Record<string, unknown> = {}) {
    const email = newEmail();
    const res = await signUp({ email, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { email, session: res.body.session.token as string, answer: res.body };
  }
  const users = (email: string) =>
    database().query<{ email: string; password_hash: string }>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);

  describe('sign-up', () => {
    it('refuses a bad e-mail, name or password with the spec’s messages, and makes no account', async () => {
      const email = newEmail();
      for (const [body, message] of [
        [{ email: 'not-an-email' }, 'Please enter a valid email.'],
        [{ email, firstName: '' }, 'Please enter valid First Name'],
        [{ email, lastName: '12345' }, 'Please enter valid Last Name'],
        [{ email, password: 'short' }, ACCOUNT_MESSAGES.password],
        [{ email, password: 'x'.repeat(129) }, ACCOUNT_MESSAGES.password],
      ] as const) {
        const res = await signUp(body);
        expect({ status: res.status, message: res.body.error?.message }).toEqual({ status: 400, message });
      }
      expect(await users(email)).toEqual([]);
    });

    it('makes an account signed in at once, its password kept only as an argon2id hash', async () => {
      const { email, session, answer } = await account();
      expect(answer.userDetails).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', username: email });
      expect(answer.userDetails.accountTypes[0].userType).toBe('retail');
      const [row] = await users(email);
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.password_hash).not.toContain(PASSWORD);
      expect((await whoIs(session)).body.userDetails.username).toBe(email);
      expect((await whoIs()).body).toEqual({ userDetails: null });
    });

    it('refuses an e-mail that already has an account, whatever its case', async () => {
      const { email } = await account();
      const res = await signUp({ email: email.toUpperCase() });
      expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 409, message: ACCOUNT_MESSAGES.emailTaken });
      expect(await users(email)).toHaveLength(1);
    });

    it('is refused to page scripts and widgets: only the shop’s server gets a session', async () => {
      const res = await api.token({ client_id: STOREFRONT_WEB_CLIENT_ID, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
      const web = ((await res.json()) as { access_token: string }).access_token;
      const email = newEmail();
      const refused = await jsonCall(api.request, 'POST', '/v1/users', {
        token: web,
        body: { email, password: PASSWORD, firstName: 'Ana', lastName: 'Lopez' },
        headers: { Origin: SHOP_ORIGIN },
      });
      expect({ status: refused.status, message: refused.body.error.message }).toEqual({
        status: 403,
        message: ACCOUNT_MESSAGES.storefrontOnly,
      });
      expect(await users(email)).toEqual([]);
    });
  });

  describe('sign-in', () => {
    it('answers an unknown e-mail and a wrong password with the same words', async () => {
      const { email } = await account();
      const wrong = await signIn(email, 'not the password');
      const unknown = await signIn(newEmail(), PASSWORD);
      expect(wrong).toEqual({ status: 401, body: { error: { code: 'Unauthorized', message: ACCOUNT_MESSAGES.wrongCredentials } } });
      expect(unknown).toEqual(wrong);
      const right = await signIn(email.toUpperCase(), PASSWORD);
      expect(right.status).toBe(200);
      expect((await whoIs(right.body.session.token)).body.userDetails.username).toBe(email);
    });

    it(`refuses the account after ${SIGN_IN_ATTEMPTS_PER_ACCOUNT} wrong passwords (429, Retry-After), even with the right one, until the window ends`, async () => {
      const { email } = await account();
      for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT; i++) expect((await signIn(email, `wrong ${i}`)).status).toBe(401);
      // From another address too: the limit is the account's.
      const res = await api.request('/v1/users/sign-in', {
        method: 'POST',
        headers: { Authorization: `Bearer ${storefront}`, 'Content-Type': 'application/json', 'X-Forwarded-For': newAddress() },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.status).toBe(429);
      expect(((await res.json()) as Answer['body']).error.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
      const wait = Number(res.headers.get('Retry-After'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
      clock.advance(wait * 1000);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    });

    it('forgives wrong passwords once the right one is given', async () => {
      const { email } = await account();
      for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT - 1; i++) expect((await signIn(email, 'wrong')).status).toBe(401);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ACCOUNT - 1; i++) expect((await signIn(email, 'wrong')).status).toBe(401);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    });

    it('lets no more than the limit of concurrent wrong attempts be tried', async () => {
      const { email } = await account();
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(email, `wrong ${i}`, {}, { address: newAddress() })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_ATTEMPTS_PER_ACCOUNT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - SIGN_IN_ATTEMPTS_PER_ACCOUNT);
    });

    it(`refuses an address after ${SIGN_IN_ATTEMPTS_PER_ADDRESS} wrong attempts, whichever accounts they name`, async () => {
      const from = newAddress();
      for (let i = 0; i < SIGN_IN_ATTEMPTS_PER_ADDRESS; i++)
        expect((await signIn(newEmail(), 'wrong', {}, { address: from })).status).toBe(401);
      const { email } = await account();
      expect((await signIn(email, PASSWORD, {}, { address: from })).status).toBe(429);
      expect((await signIn(email, PASSWORD, {}, { address: newAddress() })).status).toBe(200);
    });
  });

  describe('sessions', () => {
    it('outlive the API process: a new app on the same database knows the session', async () => {
      const { email, session } = await account();
      const restarted = await testApi(database());
      const token = await restarted.storefrontToken();
      const res = await jsonCall(restarted.request, 'GET', '/user-details', { token, headers: { [ACCOUNT_SESSION_HEADER]: session } });
      expect(res.body.userDetails.username).toBe(email);
    });

    it('end at sign-out (again answers the same), and a made-up token is nobody', async () => {
      const { session } = await account();
      const signedIn = { headers: { [ACCOUNT_SESSION_HEADER]: session } };
      // The account's cart, read with the session a moment before it ends (the API keeps a session it just read).
      const cart = await carts.call('POST', '/v1/carts', { productId: tires[0]!.id, quantity: { front: 1 } }, signedIn);
      expect((await carts.call('GET', `/v1/carts/${cart.body.siteCart.id}`, undefined, signedIn)).status).toBe(200);
      expect((await call('POST', '/v1/users/sign-out', undefined, { session })).body).toEqual({ signedOut: true });
      expect((await whoIs(session)).body).toEqual({ userDetails: null });
      // Ended at once: the session no longer reaches the account's cart.
      expect((await carts.call('GET', `/v1/carts/${cart.body.siteCart.id}`, undefined, signedIn)).status).toBe(404);
      expect((await call('POST', '/v1/users/sign-out', undefined, { session })).body).toEqual({ signedOut: true });
      expect((await whoIs('A'.repeat(43))).body).toEqual({ userDetails: null });
    });

    it('end after 30 days', async () => {
      const { session } = await account();
      clock.advance(30 * 24 * 3600_000 + 1000);
      expect((await whoIs(session)).body).toEqual({ userDetails: null });
    });
  });

  describe('password reset', () => {
    const outbox = (to: string) =>
      database().query<{ kind: string; subject: string; text: string }>(
        'SELECT kind, subject, text FROM outbox_emails WHERE "to" = $1 ORDER BY id',
        [to],
      );
    const linkToken = (text: string) => /reset-password\?token=([\w-]{43})/.exec(text)?.[1];

    async function requestLink(email: string) {
      const res = await call('POST', '/v1/users/password-reset', { email });
      expect(res).toEqual({ status: 200, body: { message: ACCOUNT_MESSAGES.resetRequested } });
      const mails = await outbox(email);
      return linkToken(mails.at(-1)?.text ?? '');
    }

    it('answers the same for an unknown e-mail, and e-mails nobody', async () => {
      const email = newEmail();
      expect(await requestLink(email)).toBeUndefined();
      expect(await outbox(email)).toEqual([]);
    });

    it('e-mails a link that sets a new password once, ends the other sessions and signs the shopper in', async () => {
      const { email, session } = await account();
      const token = (await requestLink(email))!;
      expect(token).toBeDefined();
      expect((await outbox(email))[0]!.kind).toBe('password-reset');
      const reset = await call('POST', '/v1/users/password-reset/confirm', { token, password: 'a brand new passphrase' });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      expect((await whoIs(reset.body.session.token)).body.userDetails.username).toBe(email);
      expect((await whoIs(session)).body).toEqual({ userDetails: null });
      expect((await signIn(email, PASSWORD)).status).toBe(401);
      expect((await signIn(email, 'a brand new passphrase')).status).toBe(200);
      // Used once: a second use is refused and changes nothing.
      const again = await call('POST', '/v1/users/password-reset/confirm', { token, password: 'yet another passphrase' });
      expect({ status: again.status, message: again.body.error.message }).toEqual({
        status: 400,
        message: ACCOUNT_MESSAGES.resetLinkInvalid,
      });
      expect((await signIn(email, 'a brand new passphrase')).status).toBe(200);
    });

    it('lets two uses of one link at the same moment set a password only once', async () => {
      const { email } = await account();
      const token = (await requestLink(email))!;
      const answers = await Promise.all(
        ['first new passphrase', 'second new passphrase'].map((password) =>
          call('POST', '/v1/users/password-reset/confirm', { token, password }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      const winner = answers[0]!.status === 200 ? 'first new passphrase' : 'second new passphrase';
      expect((await signIn(email, winner)).status).toBe(200);
    });

    it('refuses an expired link and leaves the password as it was', async () => {
      const { email } = await account();
      const token = (await requestLink(email))!;
      clock.advance(3600_000 + 1000);
      const res = await call('POST', '/v1/users/password-reset/confirm', { token, password: 'too late passphrase' });
      expect({ status: res.status, message: res.body.error.message }).toEqual({ status: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid });
      expect((await signIn(email, PASSWORD)).status).toBe(200);
    });

    it('refuses a made-up link and a weak new password', async () => {
      const made = await call('POST', '/v1/users/password-reset/confirm', { token: 'B'.repeat(43), password: 'whatever passphrase' });
      expect(made.body.error.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      const { email } = await account();
      const token = (await requestLink(email))!;
      const weak = await call('POST', '/v1/users/password-reset/confirm', { token, password: 'short' });
      expect({ status: weak.status, message: weak.body.error.message }).toEqual({ status: 400, message: ACCOUNT_MESSAGES.password });
      // The link was not used up by the refused try.
      expect((await call('POST', '/v1/users/password-reset/confirm', { token, password: 'long enough now' })).status).toBe(200);
    });
  });

  describe('the cart at sign-in', () => {
    const add = (productId: number, front: number) => ({ productId, quantity: { front } });
    const asShopper = (session?: string): { headers: Record<string, string> } => ({
      headers: session ? { [ACCOUNT_SESSION_HEADER]: session } : {},
    });
    const lines = (cart: any) =>
      Object.fromEntries(
        cart.siteProducts
          .map((p: { productId: number; quantity: number }) => [p.productId, p.quantity])
          .sort((a: number[], b: number[]) => a[0]! - b[0]!),
      );

    it('makes the anonymous cart the account’s when it has none', async () => {
      const anonymous = await carts.newCart(add(tires[0]!.id, 4));
      const { email } = await account();
      const res = await signIn(email, PASSWORD, { cartId: anonymous.id });
      expect(res.body.cart).toEqual({ id: anonymous.id, totalQuantity: 4 });
      // Now the account's: anonymously it is gone.
      expect((await carts.get(anonymous.id)).status).toBe(404);
      expect((await carts.call('GET', `/v1/carts/${anonymous.id}`, undefined, asShopper(res.body.session.token))).status).toBe(200);
    });

    it('merges the anonymous cart’s tires into the account’s cart, capped at the maximum and the stock', async () => {
      const [a, b, c] = tires as [SeedTire, SeedTire, SeedTire];
      const { email, session } = await account();
      const own = await carts.call('POST', '/v1/carts', add(a.id, MAX_CART_LINE_QUANTITY - 2), asShopper(session));
      expect(own.status).toBe(201);
      const withB = await carts.call('PUT', `/v1/carts/${own.body.siteCart.id}`, { isNewItem: true, ...add(b.id, 2) }, asShopper(session));
      expect(withB.status).toBe(200);
      const anonymous = await carts.newCart(add(a.id, 4));
      await carts.update(anonymous.id, { isNewItem: true, ...add(c.id, 3) });
      await setStock(database(), c.id, 2);
      try {
        const res = await signIn(email, PASSWORD, { cartId: anonymous.id });
        expect(res.body.cart.id).toBe(own.body.siteCart.id);
        const merged = await carts.call('GET', `/v1/carts/${own.body.siteCart.id}`, undefined, asShopper(res.body.session.token));
        expect(lines(merged.body.siteCart)).toEqual({ [a.id]: MAX_CART_LINE_QUANTITY, [b.id]: 2, [c.id]: 2 });
        expect(res.body.cart.totalQuantity).toBe(MAX_CART_LINE_QUANTITY + 4);
        expect((await carts.get(anonymous.id)).status).toBe(404);
        expect(await database().query('SELECT id FROM carts WHERE id = $1', [anonymous.id])).toEqual([]);
      } finally {
        await setStock(database(), c.id, c.stock);
      }
    });

    it('leaves alone a cart of another account named at sign-in', async () => {
      const other = await account();
      const theirs = await carts.call('POST', '/v1/carts', add(tires[0]!.id, 1), asShopper(other.session));
      const { email } = await account();
      const res = await signIn(email, PASSWORD, { cartId: theirs.body.siteCart.id });
      expect(res.body.cart).toBeNull();
      const still = await carts.call('GET', `/v1/carts/${theirs.body.siteCart.id}`, undefined, asShopper(other.session));
      expect(lines(still.body.siteCart)).toEqual({ [tires[0]!.id]: 1 });
    });

    it('is reached only with its shopper’s session: not anonymously, not by another account, not by a widget', async () => {
      const owner = await account();
      const stranger = await account();
      const made = await carts.call('POST', '/v1/carts', add(tires[1]!.id, 2), asShopper(owner.session));
      const id = made.body.siteCart.id;
      const before = await database().query('SELECT to_jsonb(c)::text FROM carts c WHERE id = $1', [id]);
      const web = await (async () => {
        const res = await api.token({ client_id: STOREFRONT_WEB_CLIENT_ID, grant_type: 'client_credentials' }, { Origin: SHOP_ORIGIN });
        return ((await res.json()) as { access_token: string }).access_token;
      })();
      const [{ code }] = (await database().query<{ code: string }>('SELECT code FROM installers ORDER BY id LIMIT 1')) as [
        { code: string },
      ];
      const widget = await carts.widgetToken(code);
      const tries: [string, { token?: string; headers: Record<string, string> }][] = [
        ['anonymous', { headers: {} }],
        ['another account', asShopper(stranger.session)],
        ['an ended session', asShopper('C'.repeat(43))],
        ['a widget with the owner’s session', { token: widget, headers: { Origin: SHOP_ORIGIN, [ACCOUNT_SESSION_HEADER]: owner.session } }],
      ];
      for (const [who, options] of tries) {
        for (const [method, path, body] of [
          ['GET', `/v1/carts/${id}`],
          ['PUT', `/v1/carts/${id}`, { isGroupRoadHazard: false }],
          ['DELETE', `/v1/carts/${id}`],
          ['GET', `/v1/cart-summary?cartId=${id}`],
          ['GET', `/v1/checkout/cart-billing?cartId=${id}`],
        ] as const) {
          const res = await carts.call(method, path, body, options);
          expect({ who, method, path, status: res.status, message: res.body.error?.message }).toEqual({
            who,
            method,
            path,
            status: 404,
            message: CART_GONE,
          });
        }
      }
      expect(await database().query('SELECT to_jsonb(c)::text FROM carts c WHERE id = $1', [id])).toEqual(before);
      // The shop's server and its pages, with the owner's session.
      expect((await carts.call('GET', `/v1/carts/${id}`, undefined, asShopper(owner.session))).status).toBe(200);
      const pages = await carts.call('GET', `/v1/carts/${id}`, undefined, {
        token: web,
        headers: { Origin: SHOP_ORIGIN, [ACCOUNT_SESSION_HEADER]: owner.session },
      });
      expect(pages.status).toBe(200);
    });
  });

  describe('past searches at sign-in', () => {
    const history = (session: string) =>
      jsonCall(api.request, 'GET', '/users/me/history/search', { token: storefront, headers: { 'X-User-Session-Id': session } });
    const search = (session: string, link: string) =>
      jsonCall(api.request, 'POST', '/users/me/history/search', {
        token: storefront,
        body: { label: link, link, typeName: 'Brand' },
        headers: { 'X-User-Session-Id': session },
      });
    const newSession = async () => (await api.get('/users/session')).body.userSessionId as string;

    it('moves the visit’s past searches into the account’s', async () => {
      const first = await newSession();
      await search(first, '/brands/michelin');
      const { email } = await account({ userSessionId: first });
      const second = await newSession();
      await search(second, '/brands/goodyear');
      await search(second, '/brands/michelin');
      const res = await signIn(email, PASSWORD, { userSessionId: second });
      expect(res.body.userSessionId).toBe(first);
      const links = (await history(first)).body.pastSearches.map((p: { link: string }) => p.link).sort();
      expect(links).toEqual(['/brands/goodyear', '/brands/michelin']);
    });
  });
});
