/**
 * The brand's and the affiliate's reports in the portal (docs/portal.md "Reports"): who may read
 * each (signed out 401; a shopper, a shop's owner and staff, another widget's member 403; the
 * widget's own member and operations 200), and what they count — a partner widget's orders, tires
 * and revenue per UTC day, cancelled and other widgets' orders left out; an affiliate widget's
 * clicks, carts and orders, the same numbers its report key opens.
 */
import { randomUUID } from 'node:crypto';
import { PORTAL_MESSAGES, PORTAL_REPORT_MESSAGES, PORTAL_WORK_MESSAGES } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_AFFILIATE_WIDGET_ID, DEMO_INSTALLER_ID, DEMO_PARTNER_WIDGET_ID } from '../src/auth/clients';
import { DEMO_ACCOUNT_PASSWORD, demoPortalEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import { affiliateReport } from '../src/services/affiliate';
import { describeOnDatabases } from './databases';
import { SHOPPER_PASSWORD, shopperCalls, testApi } from './support/api';
import { insertOrderRow } from './support/order-rows';

const OPERATIONS = { email: 'portal-reports-ops@tireshop.test', password: 'operations password 3' };
const demo = demoPortalEmail;
/** Days of their own, far from what other suites write. */
const DAY = '2026-10-05';
const NEXT = '2026-10-06';

describeOnDatabases('portal: the brand’s and the affiliate’s reports', ({ database }) => {
  let calls: ReturnType<typeof shopperCalls>;
  const sessions: Record<string, string | null> = { 'signed out': null };
  const brand = (range = `from=${DAY}&to=${NEXT}`) => `/v1/portal/widgets/${DEMO_PARTNER_WIDGET_ID}/brand-report?${range}`;
  const affiliate = (range = `from=${DAY}&to=${NEXT}`) => `/v1/portal/widgets/${DEMO_AFFILIATE_WIDGET_ID}/affiliate-report?${range}`;

  /** A confirmed order of four tires (43,300 cents) placed on `day` through `widgetId`. */
  async function orderThrough(widgetId: string | null, day: string, status: 'confirmed' | 'cancelled' = 'confirmed') {
    const order = await insertOrderRow(database(), { status });
    await database().query('UPDATE orders SET widget_source_id = $2, placed_at = $3 WHERE id = $1', [
      order.id,
      widgetId,
      `${day}T15:00:00Z`,
    ]);
  }

  beforeAll(async () => {
    const api = await testApi(database());
    calls = shopperCalls(api.request, await api.storefrontToken());
    await ensureOperationsAccount(database(), OPERATIONS.email, OPERATIONS.password);
    await ensureDemoAccounts(database());
    const signIn = async (email: string, password: string) => {
      const res = await calls.call('POST', '/v1/users/sign-in', null, { email, password });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.session.token as string;
    };
    for (const role of ['owner', 'staff', 'brand-manager', 'affiliate'] as const)
      sessions[role] = await signIn(demo(role), DEMO_ACCOUNT_PASSWORD);
    sessions.operations = await signIn(OPERATIONS.email, OPERATIONS.password);
    sessions.shopper = await calls.signUp();
    // The owner of another shop, as an approval would make them.
    const otherEmail = `other-owner-${randomUUID().slice(0, 8)}@example.com`;
    const other = await calls.call('POST', '/v1/users', null, {
      email: otherEmail,
      password: SHOPPER_PASSWORD,
      firstName: 'Bo',
      lastName: 'Reed',
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    sessions['other shop’s owner'] = other.body.session.token as string;
    await database().query(
      `INSERT INTO portal_members (user_id, role, installer_id, created_at)
       SELECT u.id, 'owner', (SELECT id FROM installers WHERE id <> $2 ORDER BY id LIMIT 1), now() FROM users u WHERE u.email = $1`,
      [otherEmail, DEMO_INSTALLER_ID],
    );

    await orderThrough(DEMO_PARTNER_WIDGET_ID, DAY);
    await orderThrough(DEMO_PARTNER_WIDGET_ID, DAY);
    await orderThrough(DEMO_PARTNER_WIDGET_ID, DAY, 'cancelled');
    await orderThrough(null, DAY);
    await orderThrough(DEMO_AFFILIATE_WIDGET_ID, NEXT);
    await database().query(`INSERT INTO widget_clicks (client_id, day, clicks) VALUES ($1, $2, 7), ($1, $3, 3)`, [
      DEMO_AFFILIATE_WIDGET_ID,
      DAY,
      NEXT,
    ]);
    await database().query(
      `INSERT INTO carts (id, client_id, channel, widget_source_id, widget_type, created_at)
       VALUES (gen_random_uuid(), 'storefront', 'storefront', $1, 'affiliate-widget', $2), (gen_random_uuid(), 'storefront', 'storefront', $1, 'affiliate-widget', $3)`,
      [DEMO_AFFILIATE_WIDGET_ID, `${DAY}T12:00:00Z`, `${NEXT}T12:00:00Z`],
    );
  });

  it('answers each report to its own widget’s member and operations only', async () => {
    const expected: Record<string, [number, number]> = {
      'signed out': [401, 401],
      shopper: [403, 403],
      owner: [403, 403],
      staff: [403, 403],
      'other shop’s owner': [403, 403],
      'brand-manager': [200, 403],
      affiliate: [403, 200],
      operations: [200, 200],
    };
    const answers: Record<string, [number, number]> = {};
    for (const who of Object.keys(expected)) {
      const [b, a] = await Promise.all([calls.call('GET', brand(), sessions[who]!), calls.call('GET', affiliate(), sessions[who]!)]);
      answers[who] = [b.status, a.status];
    }
    expect(answers).toEqual(expected);
    const refused = await calls.call('GET', brand(), sessions.affiliate!);
    expect(refused.body.error.message).toBe(PORTAL_MESSAGES.notMember);
  });

  it('counts a partner widget’s orders, their tires and revenue per day; cancelled and other orders are left out', async () => {
    const res = await calls.call('GET', brand(), sessions['brand-manager']!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.widget).toMatchObject({ widgetId: DEMO_PARTNER_WIDGET_ID, role: 'brand-manager' });
    expect(res.body.days).toEqual([
      { date: DAY, orders: 2, tires: 8, revenueInCents: 2 * 43300 },
      { date: NEXT, orders: 0, tires: 0, revenueInCents: 0 },
    ]);
    expect(res.body.totals).toEqual({ orders: 2, tires: 8, revenueInCents: 86600 });
  });

  it('gives the affiliate the numbers its report key opens: clicks, carts and orders by day', async () => {
    const res = await calls.call('GET', affiliate(), sessions.affiliate!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byKey = await affiliateReport(
      database().db,
      { id: DEMO_AFFILIATE_WIDGET_ID, widgetType: 'affiliate-widget' },
      { from: DAY, to: NEXT },
    );
    expect(res.body.days).toEqual(byKey.days);
    expect(res.body.days).toEqual([
      { date: DAY, clicks: 7, carts: 1, orders: 0, orderTotalInCents: 0 },
      { date: NEXT, clicks: 3, carts: 1, orders: 1, orderTotalInCents: 43300 },
    ]);
    expect(res.body.totals).toEqual({ clicks: 10, carts: 2, orders: 1, orderTotalInCents: 43300 });
  });

  it('refuses a range that makes no sense, and a report of the other kind of widget', async () => {
    const cases: [string, string | null, string][] = [
      [brand('from=2026-10-06&to=2026-10-05'), sessions['brand-manager']!, PORTAL_WORK_MESSAGES.range],
      [brand('from=2026-01-01&to=2026-06-01'), sessions['brand-manager']!, PORTAL_WORK_MESSAGES.tooLong],
      [affiliate('from=2026-13-45&to=2026-10-05'), sessions.affiliate!, PORTAL_WORK_MESSAGES.date],
      [affiliate('from=yesterday&to=2026-10-05'), sessions.affiliate!, PORTAL_WORK_MESSAGES.date],
      [
        `/v1/portal/widgets/${DEMO_AFFILIATE_WIDGET_ID}/brand-report?from=${DAY}&to=${DAY}`,
        sessions.operations!,
        PORTAL_REPORT_MESSAGES.notPartner,
      ],
      [
        `/v1/portal/widgets/${DEMO_PARTNER_WIDGET_ID}/affiliate-report?from=${DAY}&to=${DAY}`,
        sessions.operations!,
        PORTAL_REPORT_MESSAGES.notAffiliate,
      ],
    ];
    for (const [path, who, message] of cases) {
      const res = await calls.call('GET', path, who);
      expect({ path, status: res.status, message: res.body.error?.message }).toEqual({ path, status: 400, message });
    }
    const unknown = await calls.call('GET', `/v1/portal/widgets/pw-nobody/brand-report?from=${DAY}&to=${DAY}`, sessions.operations!);
    expect(unknown.status).toBe(404);
  });
});
