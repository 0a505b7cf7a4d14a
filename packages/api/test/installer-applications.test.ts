/**
 * Installer signup and its review (services/installer-applications.ts): an application with each
 * field's message when it is wrong, the duplicate refusals, the confirmation e-mail; who may review
 * (anonymous, a shopper, operations); an approval that makes a real installer whose widget gets a
 * token on the applicant's website; a rejection with its reason; a decided application refused
 * again and unchanged — also when two operators approve at the same moment (PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { ADDRESS_MESSAGES, INSTALLER_SIGNUP_MESSAGES, type InstallerApplicationInput } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import type { Database } from '../src/db/client';
import { describeOnDatabases } from './databases';
import { shopperCalls, testApi } from './support/api';

const OPERATIONS_EMAIL = 'ops-team@tireshop.test';
const OPERATIONS_PASSWORD = 'operations password 1';

/** A unique, valid application: a shop in Austin with Saturday hours, mobile within 25 miles. */
function application(overrides: Partial<InstallerApplicationInput> = {}): InstallerApplicationInput {
  const tag = randomUUID().slice(0, 8);
  return {
    companyName: `Barton Creek Tire ${tag}`,
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: `rosa-${tag}@bartoncreek.example`,
    phone: '(512) 555-0142',
    addressLine1: '2400 S Lamar Blvd',
    addressLine2: 'Bay 2',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    services: ['installation', 'mobile-installation', 'balancing', 'alignment'],
    hours: {
      monday: { open: '08:00', close: '18:00' },
      tuesday: { open: '08:00', close: '18:00' },
      wednesday: { open: '08:00', close: '18:00' },
      thursday: { open: '08:00', close: '18:00' },
      friday: { open: '08:00', close: '18:00' },
      saturday: { open: '09:00', close: '14:00' },
      sunday: null,
    },
    mobileRadiusMiles: 25,
    website: `https://www.bartoncreek-${tag}.example/tires`,
    ...overrides,
  };
}

async function signupApi(database: Database) {
  const api = await testApi(database);
  await ensureOperationsAccount(database, OPERATIONS_EMAIL, OPERATIONS_PASSWORD);
  const storefront = await api.storefrontToken();
  const { call, signUp: shopperSession } = shopperCalls(api.request, storefront);
  const signIn = async (email: string, password: string) => {
    const res = await call('POST', '/v1/users/sign-in', null, { email, password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.session.token as string;
  };
  const apply = (body: unknown) => call('POST', '/v1/installer-applications', null, body);
  const submitted = async (body = application()) => {
    const res = await apply(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...body, applicationNumber: res.body.application.applicationNumber as string };
  };
  const emailsTo = (to: string) =>
    database.query<{ kind: string; subject: string; text: string }>(
      'SELECT kind, subject, text FROM outbox_emails WHERE "to" = $1 ORDER BY id',
      [to],
    );
  const applicationRow = (n: string) =>
    database
      .query<{ status: string; installer_id: number | null; rejection_reason: string | null }>(
        'SELECT status, installer_id, rejection_reason FROM installer_applications WHERE application_number = $1',
        [n],
      )
      .then((rows) => rows[0]);
  return { api, call, signIn, shopperSession, apply, submitted, emailsTo, applicationRow };
}

describeOnDatabases('installer signup', ({ database }) => {
  let t: Awaited<ReturnType<typeof signupApi>>;
  let operations: string;
  beforeAll(async () => {
    t = await signupApi(database());
    operations = await t.signIn(OPERATIONS_EMAIL, OPERATIONS_PASSWORD);
  });

  describe('applying', () => {
    it('stores a valid application, answers its number and e-mails the applicant in the same step', async () => {
      const body = application();
      const res = await t.apply(body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.application).toEqual({
        applicationNumber: expect.stringMatching(/^IA-\d{6}$/),
        status: 'pending',
        email: body.email,
      });
      const [row] = await database().query<{ phone: string; services: string[]; weekly_hours: unknown; status: string }>(
        'SELECT phone, services, weekly_hours, status FROM installer_applications WHERE application_number = $1',
        [res.body.application.applicationNumber],
      );
      expect(row).toMatchObject({
        phone: '(512) 555 0142',
        status: 'pending',
        services: ['installation', 'mobile-installation', 'balancing', 'alignment'],
      });
      expect(row!.weekly_hours).toContainEqual({ day: 6, open: '09:00', close: '14:00' });
      const mails = await t.emailsTo(body.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'installer-application-received' });
      expect(mails[0]!.text).toContain(res.body.application.applicationNumber);
    });

    it('accepts a shop without a website or mobile service, with no radius asked', async () => {
      const res = await t.apply(application({ website: '', services: ['installation'], mobileRadiusMiles: null }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    });

    const refusals: [string, Partial<InstallerApplicationInput> | Record<string, unknown>, string][] = [
      ['no company name', { companyName: ' ' }, INSTALLER_SIGNUP_MESSAGES.companyName],
      ['a first name with digits', { firstName: 'R0sa' }, 'Please enter valid First Name'],
      ['a missing last name', { lastName: undefined }, 'Please enter valid Last Name'],
      ['a malformed e-mail', { email: 'rosa-at-example' }, ADDRESS_MESSAGES.email],
      ['a phone of nine digits', { phone: '512 555 014' }, 'Phone Number should contain 10 digits.'],
      ['no street', { addressLine1: '' }, ADDRESS_MESSAGES.address],
      ['a city with digits', { city: 'Austin 7' }, ADDRESS_MESSAGES.city],
      ['an unknown state', { state: 'XX' }, ADDRESS_MESSAGES.state],
      ['a four-digit ZIP', { zip: '7870' }, ADDRESS_MESSAGES.zip],
      ['a ZIP code nobody has', { zip: '00000' }, ADDRESS_MESSAGES.zip],
      ['a ZIP of another state', { zip: '10001' }, 'The ZIP code 10001 is in NY, not TX. Please check the state and ZIP code.'],
      ['no installation service', { services: ['balancing'] }, INSTALLER_SIGNUP_MESSAGES.services],
      ['an unknown service', { services: ['installation', 'oil-change'] }, INSTALLER_SIGNUP_MESSAGES.services],
      ['a day closing before it opens', { hours: { monday: { open: '18:00', close: '08:00' } } }, INSTALLER_SIGNUP_MESSAGES.closeAfterOpen],
      ['a time off the half hour', { hours: { monday: { open: '08:10', close: '17:00' } } }, INSTALLER_SIGNUP_MESSAGES.time],
      ['every day closed', { hours: { monday: null } }, INSTALLER_SIGNUP_MESSAGES.noOpenDay],
      ['mobile service without a radius', { mobileRadiusMiles: null }, INSTALLER_SIGNUP_MESSAGES.mobileRadius],
      ['a radius of 500 miles', { mobileRadiusMiles: 500 }, INSTALLER_SIGNUP_MESSAGES.mobileRadius],
      ['a website that is not a URL', { website: 'my shop dot com' }, INSTALLER_SIGNUP_MESSAGES.website],
      ['a javascript: website', { website: 'javascript:alert(1)' }, INSTALLER_SIGNUP_MESSAGES.website],
    ];
    for (const [what, change, message] of refusals) {
      it(`refuses ${what} with “${message}” and stores nothing`, async () => {
        const body = { ...application(), ...change };
        const res = await t.apply(body);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.error).toEqual({ code: 'BadRequest', message });
        const stored = await database().query('SELECT 1 FROM installer_applications WHERE lower(email) = lower($1)', [body.email ?? '']);
        expect(stored).toHaveLength(0);
        expect(await t.emailsTo(String(body.email))).toHaveLength(0);
      });
    }

    it('refuses a second pending application from the same e-mail, whatever its case, and for the same company at the same ZIP', async () => {
      const first = await t.submitted();
      const sameEmail = await t.apply(application({ email: first.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.error.message).toBe(INSTALLER_SIGNUP_MESSAGES.duplicateEmail);
      const sameShop = await t.apply(application({ companyName: first.companyName.toLowerCase() }));
      expect(sameShop.status).toBe(409);
      expect(sameShop.body.error.message).toBe(INSTALLER_SIGNUP_MESSAGES.duplicateShop);
      // The same company elsewhere is another shop.
      expect((await t.apply(application({ companyName: first.companyName, zip: '78701' }))).status).toBe(201);
      expect(await t.emailsTo(first.email)).toHaveLength(1);
    });
  });

  describe('who may review', () => {
    it('answers 401 signed out, 403 to a shopper, and the queue to operations', async () => {
      const pending = await t.submitted();
      const shopper = await t.shopperSession();
      const paths: [string, string, unknown?][] = [
        ['GET', '/v1/operations/installer-applications'],
        ['POST', `/v1/operations/installer-applications/${pending.applicationNumber}/approve`],
        ['POST', `/v1/operations/installer-applications/${pending.applicationNumber}/reject`, { reason: 'No.' }],
      ];
      for (const [method, path, body] of paths) {
        const anonymous = await t.call(method, path, null, body);
        expect(anonymous.status, `${method} ${path}`).toBe(401);
        expect(anonymous.body.error.message).toBe('Please sign in.');
        const asShopper = await t.call(method, path, shopper, body);
        expect(asShopper.status, `${method} ${path}`).toBe(403);
        expect(asShopper.body.error.message).toBe(INSTALLER_SIGNUP_MESSAGES.operationsOnly);
      }
      expect(await t.applicationRow(pending.applicationNumber)).toMatchObject({ status: 'pending', installer_id: null });
      const list = await t.call('GET', '/v1/operations/installer-applications', operations);
      expect(list.status).toBe(200);
      const listed = list.body.applications.find((a: { applicationNumber: string }) => a.applicationNumber === pending.applicationNumber);
      expect(listed).toMatchObject({ companyName: pending.companyName, status: 'pending', widgetId: null, hours: { sunday: null } });
    });

    it('lets no request make an account operations: a sign-up sending a role is still a shopper', async () => {
      const email = `sneaky-${randomUUID().slice(0, 8)}@example.com`;
      const res = await t.call('POST', '/v1/users', null, {
        email,
        password: 'correct horse battery',
        firstName: 'Sam',
        lastName: 'Ray',
        role: 'operations',
      });
      expect(res.status).toBe(201);
      const list = await t.call('GET', '/v1/operations/installer-applications', res.body.session.token);
      expect(list.status).toBe(403);
    });
  });

  describe('deciding', () => {
    it('approves into a real installer whose widget gets a token on the applicant’s website, and e-mails the snippet', async () => {
      const pending = await t.submitted();
      const res = await t.call('POST', `/v1/operations/installer-applications/${pending.applicationNumber}/approve`, operations);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { widgetId, installer, snippet, allowedOrigins } = res.body;
      expect(widgetId).toBe(`iw-${installer.code}`);
      expect(allowedOrigins).toEqual([new URL(pending.website!).origin]);
      expect(snippet).toBe(
        `<tireshop-installer-widget widget-id="${widgetId}"></tireshop-installer-widget>\n<script src="http://shop.test/widgets/v1/loader.js" async></script>`,
      );
      expect(res.body.application).toMatchObject({ status: 'approved', widgetId });

      // The shop as shoppers see it: its address, hours, services and mobile area.
      const details = await t.call('GET', `/v1/installers/${installer.installerId}`, null);
      expect(details.status, JSON.stringify(details.body)).toBe(200);
      expect(details.body.siteInstaller).toMatchObject({
        name: pending.companyName,
        city: 'Austin',
        state: 'TX',
        zip: '78704',
        isMobileInstall: true,
      });
      const [shop] = await database().query<{
        latitude: number;
        time_zone: string;
        weekly_hours: unknown;
        mobile_radius_miles: number;
        services: string[];
      }>('SELECT latitude, time_zone, weekly_hours, mobile_radius_miles, services FROM installers WHERE id = $1', [installer.installerId]);
      expect(shop!.time_zone).toBe('America/Chicago');
      expect(shop!.latitude).toBeCloseTo(30.24, 1);
      expect(shop!.mobile_radius_miles).toBe(25);
      expect(shop!.services).toEqual(['Tire Installation', 'Tire Balancing', 'Wheel Alignment']);
      // Bookable: its schedule opens on the days and at the hours it gave, closed on Sundays.
      const schedule = await t.call('GET', `/v1/installers/${installer.installerId}/schedule`, null);
      expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
      const days = schedule.body.siteInstallerSchedule.scheduleDays as {
        day: string;
        isOpen: boolean;
        openTime: string | null;
        slots: unknown[];
      }[];
      expect(days.filter((d) => d.day === 'Sunday').every((d) => !d.isOpen)).toBe(true);
      expect(days.some((d) => d.day === 'Saturday' && d.isOpen && d.openTime === '09:00')).toBe(true);
      expect(days.some((d) => d.isOpen && d.slots.length > 0)).toBe(true);

      // The widget id gets a token on the applicant's website, and not elsewhere.
      const form = (origin: string) => t.api.token({ client_id: widgetId, grant_type: 'client_credentials' }, { Origin: origin });
      const onSite = await form(allowedOrigins[0]);
      expect(onSite.status).toBe(200);
      const { access_token } = (await onSite.json()) as { access_token: string };
      const config = await t.api.request('/widget-app-config?identifier=installer-widget', {
        headers: { Authorization: `Bearer ${access_token}`, Origin: allowedOrigins[0] },
      });
      expect(config.status).toBe(200);
      expect(await config.json()).toMatchObject({ name: pending.companyName, installerId: installer.installerId });
      expect((await form('https://copycat.example')).status).toBe(403);

      const mails = await t.emailsTo(pending.email);
      expect(mails.map((m) => m.kind)).toEqual(['installer-application-received', 'installer-application-approved']);
      expect(mails[1]!.text).toContain(widgetId);
      expect(mails[1]!.text).toContain(snippet);
    });

    it('rejects with the reason, e-mailed; a decided application is refused again and stays as it was', async () => {
      const pending = await t.submitted();
      const path = (action: string) => `/v1/operations/installer-applications/${pending.applicationNumber}/${action}`;
      const noReason = await t.call('POST', path('reject'), operations, { reason: '  ' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.error.message).toBe(INSTALLER_SIGNUP_MESSAGES.reason);
      const rejected = await t.call('POST', path('reject'), operations, { reason: 'We already have three installers at this ZIP code.' });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      expect(rejected.body.application).toMatchObject({
        status: 'rejected',
        rejectionReason: 'We already have three installers at this ZIP code.',
      });

      for (const [action, body] of [
        ['approve', undefined],
        ['reject', { reason: 'Changed my mind.' }],
      ] as const) {
        const again = await t.call('POST', path(action), operations, body);
        expect(again.status).toBe(409);
        expect(again.body.error.message).toBe('This application has already been rejected: nothing was changed.');
      }
      expect(await t.applicationRow(pending.applicationNumber)).toEqual({
        status: 'rejected',
        installer_id: null,
        rejection_reason: 'We already have three installers at this ZIP code.',
      });
      const mails = await t.emailsTo(pending.email);
      expect(mails.map((m) => m.kind)).toEqual(['installer-application-received', 'installer-application-rejected']);
      expect(mails[1]!.text).toContain('We already have three installers at this ZIP code.');
      // A rejected applicant may apply again.
      expect((await t.apply({ ...pending, applicationNumber: undefined })).status).toBe(201);

      const unknown = await t.call('POST', '/v1/operations/installer-applications/IA-999999/approve', operations);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe(INSTALLER_SIGNUP_MESSAGES.notFound);
    });
  });
});

describeOnDatabases(
  'installer signup races',
  ({ database }) => {
    it('makes exactly one installer when two operators approve the same application at the same moment', async () => {
      const t = await signupApi(database());
      const operations = await t.signIn(OPERATIONS_EMAIL, OPERATIONS_PASSWORD);
      const pending = await t.submitted();
      const before = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM installers');
      const path = `/v1/operations/installer-applications/${pending.applicationNumber}/approve`;
      const answers = await Promise.all([
        t.call('POST', path, operations),
        t.call('POST', path, operations),
        t.call('POST', path, operations),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(
        'This application has already been approved: nothing was changed.',
      );
      const after = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM installers');
      expect(after[0]!.n).toBe(before[0]!.n + 1);
      const widgets = await database().query(
        'SELECT id FROM api_clients WHERE installer_id = (SELECT installer_id FROM installer_applications WHERE application_number = $1)',
        [pending.applicationNumber],
      );
      expect(widgets).toHaveLength(1);
      const approvals = (await t.emailsTo(pending.email)).filter((m) => m.kind === 'installer-application-approved');
      expect(approvals).toHaveLength(1);
    });

    it('stores one of two identical applications sent at the same moment', async () => {
      const t = await signupApi(database());
      const body = application();
      const answers = await Promise.all([t.apply(body), t.apply(body)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await t.emailsTo(body.email)).toHaveLength(1);
    });
  },
  { kinds: ['postgres'] },
);
