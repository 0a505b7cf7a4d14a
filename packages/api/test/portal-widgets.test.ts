/**
 * The portal's shop and widget set-up calls (routes/portal.ts, docs/portal.md "Widget set-up"):
 * the role matrix of each — signed out 401, a shopper 403, another shop's owner 403, staff 403 on
 * the owner's changes, owner / brand manager / operations 200 — and what each change does to the
 * live widget: a website allowed gets tokens and CORS answers at once, one removed stops getting
 * them, a theme reaches the widget's configuration, bad origins and theme values are refused with
 * a clear message and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_SESSION_HEADER, PORTAL_MESSAGES } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_INSTALLER_ID, DEMO_PARTNER_WIDGET_ID, installerWidgetId } from '../src/auth/clients';
import { DEMO_ACCOUNT_PASSWORD, demoPortalEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import { describeOnDatabases } from './databases';
import { jsonCall, testApi } from './support/api';

const OPERATIONS = { email: 'portal-widgets-ops@tireshop.test', password: 'operations password 3' };

describeOnDatabases('portal widget set-up', ({ database }) => {
  let api: Awaited<ReturnType<typeof testApi>>;
  let storefront: string;
  let shopCode: string;
  let widgetId: string;
  /** Each account's session, by who it is. */
  const sessions: Record<string, string | null> = {};
  const call = (method: string, path: string, who: string, body?: unknown) =>
    jsonCall(api.request, method, path, {
      token: storefront,
      body,
      headers: {
        'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
        ...(sessions[who] ? { [ACCOUNT_SESSION_HEADER]: sessions[who]! } : {}),
      },
    });
  const signIn = async (email: string, password: string) => {
    const res = await call('POST', '/v1/users/sign-in', 'signed-out', { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.session.token as string;
  };
  const newAccount = async (tag: string) => {
    const email = `${tag}-${randomUUID().slice(0, 8)}@example.com`;
    const res = await call('POST', '/v1/users', 'signed-out', {
      email,
      password: 'correct horse battery',
      firstName: 'Ana',
      lastName: 'Lopez',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { email, session: res.body.session.token as string };
  };
  /** A widget token asked for from a page of this origin (as the live widget asks). */
  const widgetToken = (id: string, origin: string) => api.token({ client_id: id, grant_type: 'client_credentials' }, { Origin: origin });
  const origins = () => `/v1/portal/widgets/${widgetId}/origins`;

  beforeAll(async () => {
    api = await testApi(database());
    await ensureOperationsAccount(database(), OPERATIONS.email, OPERATIONS.password);
    await ensureDemoAccounts(database());
    storefront = await api.storefrontToken();
    const [shop] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id = $1', [DEMO_INSTALLER_ID]);
    shopCode = shop!.code;
    widgetId = installerWidgetId(shopCode);
    sessions['signed-out'] = null;
    for (const role of ['owner', 'staff', 'brand-manager', 'affiliate'] as const)
      sessions[role] = await signIn(demoPortalEmail(role), DEMO_ACCOUNT_PASSWORD);
    sessions.operations = await signIn(OPERATIONS.email, OPERATIONS.password);
    sessions.shopper = (await newAccount('portal-shopper')).session;
    // The owner of another shop (installer 2), as an approval would make them.
    const other = await newAccount('other-owner');
    const [user] = await database().query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [other.email]);
    const [otherShop] = await database().query<{ id: number }>('SELECT id FROM installers WHERE id <> $1 ORDER BY id LIMIT 1', [
      DEMO_INSTALLER_ID,
    ]);
    await database().query(`INSERT INTO portal_members (user_id, role, installer_id, created_at) VALUES ($1, 'owner', $2, now())`, [
      user!.id,
      otherShop!.id,
    ]);
    sessions['other-owner'] = other.session;
  });

  it('answers each call by role: 401 signed out, 403 shopper and other shop, 403 staff on changes, 200 owner and operations', async () => {
    const origin = `https://matrix-${randomUUID().slice(0, 8)}.example`;
    const calls: [string, string, unknown?][] = [
      ['GET', `/v1/portal/shops/${shopCode}`],
      ['GET', `/v1/portal/widgets/${widgetId}`],
      ['POST', origins(), { origin }],
      ['DELETE', `${origins()}?origin=${encodeURIComponent(origin)}`],
      ['PUT', `/v1/portal/widgets/${widgetId}/theme`, { theme: {} }],
    ];
    const changes = (method: string) => method !== 'GET';
    for (const [method, path, body] of calls) {
      const status = async (who: string) => {
        const res = await call(method, path, who, body);
        return { status: res.status, message: res.body?.error?.message as string | undefined };
      };
      expect(await status('signed-out'), `${method} ${path}`).toMatchObject({ status: 401 });
      expect(await status('shopper'), `${method} ${path}`).toMatchObject({ status: 403, message: PORTAL_MESSAGES.notMember });
      expect(await status('other-owner'), `${method} ${path}`).toMatchObject({ status: 403, message: PORTAL_MESSAGES.notMember });
      expect(await status('brand-manager'), `${method} ${path}`).toMatchObject({ status: 403, message: PORTAL_MESSAGES.notMember });
      expect(await status('staff'), `${method} ${path}`).toMatchObject(
        changes(method) ? { status: 403, message: PORTAL_MESSAGES.roleRefused } : { status: 200 },
      );
      expect(await status('owner'), `${method} ${path}`).toMatchObject({ status: 200 });
      if (method === 'POST') await call('DELETE', `${origins()}?origin=${encodeURIComponent(origin)}`, 'owner');
      expect(await status('operations'), `${method} ${path}`).toMatchObject({ status: 200 });
    }
    const answer = await api.request(`/v1/portal/widgets/${widgetId}`, {
      headers: { Authorization: `Bearer ${storefront}`, [ACCOUNT_SESSION_HEADER]: sessions.owner! },
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect((await call('GET', '/v1/portal/shops/999999', 'owner')).status).toBe(404);
    expect((await call('GET', '/v1/portal/widgets/iw-nobody', 'owner')).status).toBe(404);
  });

  it('tells staff the set-up is read-only and the owner that they may change it', async () => {
    const staff = await call('GET', `/v1/portal/widgets/${widgetId}`, 'staff');
    expect(staff.body).toMatchObject({ widgetId, shopCode, role: 'staff', canEdit: false });
    const owner = await call('GET', `/v1/portal/widgets/${widgetId}`, 'owner');
    expect(owner.body).toMatchObject({ widgetId, role: 'owner', canEdit: true, widgetType: 'installer-widget' });
    const shop = await call('GET', `/v1/portal/shops/${shopCode}`, 'staff');
    expect(shop.body).toMatchObject({ shopCode, role: 'staff', widgetIds: expect.arrayContaining([widgetId]) });
  });

  it('allows a website at once for tokens and CORS, and stops at once when it is removed', async () => {
    const origin = `https://tires-${randomUUID().slice(0, 8)}.example`;
    expect((await widgetToken(widgetId, origin)).status).toBe(403);
    const cors = async () =>
      (await api.request('/v1/site/globals', { headers: { Origin: origin } })).headers.get('access-control-allow-origin');
    expect(await cors()).toBeNull();

    const added = await call('POST', origins(), 'owner', { origin: `${origin}/` });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.allowedOrigins).toContain(origin);
    expect((await widgetToken(widgetId, origin)).status).toBe(200);
    expect(await cors()).toBe(origin);

    const again = await call('POST', origins(), 'owner', { origin });
    expect(again).toMatchObject({ status: 409, body: { error: { message: `${origin} is already allowed.` } } });

    const removed = await call('DELETE', `${origins()}?origin=${encodeURIComponent(origin)}`, 'owner');
    expect(removed.status).toBe(200);
    expect(removed.body.allowedOrigins).not.toContain(origin);
    expect((await widgetToken(widgetId, origin)).status).toBe(403);
    expect(await cors()).toBeNull();
  });

  it('refuses an origin that is not http(s)://host[:port] with a clear message and keeps the list', async () => {
    const before = (await call('GET', `/v1/portal/widgets/${widgetId}`, 'owner')).body.allowedOrigins;
    for (const bad of [
      'https://shop.example/path',
      'https://shop.example?x=1',
      'https://*.example.com',
      'javascript:alert(1)',
      'shop.example',
      'ftp://shop.example',
      'https://user@shop.example',
      'https://shop.example:99999',
      '',
    ]) {
      const res = await call('POST', origins(), 'owner', { origin: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message, bad).toContain('is not a website address');
    }
    expect((await call('GET', `/v1/portal/widgets/${widgetId}`, 'owner')).body.allowedOrigins).toEqual(before);
    const port = await call('POST', origins(), 'owner', { origin: 'http://LOCALHOST:8123' });
    expect(port.body.allowedOrigins).toContain('http://localhost:8123');
    await call('DELETE', `${origins()}?origin=${encodeURIComponent('http://localhost:8123')}`, 'owner');
  });

  it('sends the theme with the widget’s configuration and refuses values that are not colours or choices', async () => {
    const theme = {
      '--ts-color-primary': '#6b2d0f',
      '--ts-color-accent': 'rgb(232, 163, 61)',
      '--ts-color-surface': 'ivory',
      '--ts-radius': '4px',
    };
    const saved = await call('PUT', `/v1/portal/widgets/${widgetId}/theme`, 'owner', { theme });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.theme).toEqual(theme);

    const [shop] = await database().query<{ website: string | null }>('SELECT website FROM installers WHERE id = $1', [DEMO_INSTALLER_ID]);
    const pageOrigin = shop?.website ? new URL(shop.website).origin : 'http://shop.test';
    const issued = await widgetToken(widgetId, pageOrigin);
    const token = ((await issued.json()) as { access_token: string }).access_token;
    const config = await api.request('/widget-app-config', { headers: { Authorization: `Bearer ${token}`, Origin: pageOrigin } });
    expect(((await config.json()) as { theme: unknown }).theme).toEqual(theme);

    for (const [name, value, words] of [
      ['--ts-color-primary', 'url(https://evil.example/x.png)', 'Primary colour: “url(https://evil.example/x.png)” is not a colour'],
      ['--ts-color-accent', 'red;background:url(x)', 'is not a colour'],
      ['--ts-color-ink', '#12345', 'is not a colour'],
      ['--ts-color-surface', 'rgb(300, 0, 0)', 'is not a colour'],
      ['--ts-radius', '999px', 'Corner radius'],
      ['--ts-font-family', 'Comic Sans MS', 'Font'],
      ['--ts-z-modal', '1', 'sets only the widget’s --ts-* colours, radius and font'],
    ]) {
      const res = await call('PUT', `/v1/portal/widgets/${widgetId}/theme`, 'owner', { theme: { [name!]: value } });
      expect(res.status, `${name} ${value}`).toBe(400);
      expect(res.body.error.message, `${name} ${value}`).toContain(words);
    }
    expect((await call('GET', `/v1/portal/widgets/${widgetId}`, 'owner')).body.theme).toEqual(theme);
    await call('PUT', `/v1/portal/widgets/${widgetId}/theme`, 'owner', { theme: {} });
  });

  it('lets the brand manager set the partner widget’s brands (at least one, from the catalogue) and nobody else', async () => {
    const path = `/v1/portal/widgets/${DEMO_PARTNER_WIDGET_ID}/brands`;
    const [brand] = await database().query<{ slug: string }>('SELECT slug FROM brands ORDER BY slug LIMIT 1');
    const before = (await call('GET', `/v1/portal/widgets/${DEMO_PARTNER_WIDGET_ID}`, 'brand-manager')).body;
    expect(before).toMatchObject({ role: 'brand-manager', canEdit: true, widgetType: 'partner-widget' });
    expect((await call('PUT', path, 'signed-out', { brands: [brand!.slug] })).status).toBe(401);
    expect((await call('PUT', path, 'owner', { brands: [brand!.slug] })).body.error.message).toBe(PORTAL_MESSAGES.notMember);
    expect((await call('PUT', path, 'brand-manager', { brands: [] })).body.error.message).toBe(
      'Pick at least one brand for the widget to sell.',
    );
    expect((await call('PUT', path, 'brand-manager', { brands: ['no-such-brand'] })).status).toBe(400);
    expect((await call('PUT', `/v1/portal/widgets/${widgetId}/brands`, 'owner', { brands: [brand!.slug] })).status).toBe(403);
    const set = await call('PUT', path, 'brand-manager', { brands: [brand!.slug] });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.brands.map((b: { slug: string }) => b.slug)).toEqual([brand!.slug]);
    const restored = await call('PUT', path, 'operations', { brands: before.brands.map((b: { slug: string }) => b.slug) });
    expect(restored.status).toBe(200);
  });
});
