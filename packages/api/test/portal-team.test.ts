/**
 * A shop's team in the portal (docs/portal.md "The shop's team"): who may read and change it
 * (signed out 401; a shopper, another shop's owner, a brand manager, an affiliate 403; staff read
 * only; the owner and operations change it), adding an existing account and an unknown e-mail (an
 * account without a password and an invitation with a set-your-password link), removing staff,
 * never the last owner, and the same change made twice at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { PORTAL_MESSAGES, PORTAL_TEAM_MESSAGES, ADDRESS_MESSAGES } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_INSTALLER_ID } from '../src/auth/clients';
import { DEMO_ACCOUNT_PASSWORD, demoPortalEmail, ensureDemoAccounts } from '../src/auth/demo-accounts';
import { ensureOperationsAccount } from '../src/auth/operations-user';
import { describeOnDatabases } from './databases';
import { SHOPPER_PASSWORD, shopperCalls, testApi } from './support/api';

const OPERATIONS = { email: 'portal-team-ops@tireshop.test', password: 'operations password 3' };
const demo = demoPortalEmail;

describeOnDatabases('portal: the shop’s team', ({ kind, database }) => {
  let calls: ReturnType<typeof shopperCalls>;
  let team: string;
  let otherShopCode: string;
  const sessions: Record<string, string | null> = { 'signed out': null };
  const person = (tag: string) => ({ email: `${tag}-${randomUUID().slice(0, 8)}@example.com`, firstName: 'Sam', lastName: 'Reyes' });
  const newAccount = async (tag: string) => {
    const p = person(tag);
    const res = await calls.call('POST', '/v1/users', null, { ...p, password: SHOPPER_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...p, session: res.body.session.token as string };
  };
  const members = async () =>
    (await calls.call('GET', team, sessions.owner!)).body.members as { memberId: number; email: string; role: string }[];

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
    const other = await newAccount('other-owner');
    const [shop] = await database().query<{ id: number; code: string }>(
      'SELECT id, code FROM installers WHERE id <> $1 ORDER BY id LIMIT 1',
      [DEMO_INSTALLER_ID],
    );
    otherShopCode = shop!.code;
    await database().query(
      `INSERT INTO portal_members (user_id, role, installer_id, created_at) SELECT id, 'owner', $2, now() FROM users WHERE email = $1`,
      [other.email, shop!.id],
    );
    sessions['other shop’s owner'] = other.session;
    const [demoShop] = await database().query<{ code: string }>('SELECT code FROM installers WHERE id = $1', [DEMO_INSTALLER_ID]);
    team = `/v1/portal/shops/${demoShop!.code}/team`;
  });

  it('shows the team to its owner, staff and operations; only the owner and operations change it', async () => {
    const expected: Record<string, [number, number]> = {
      'signed out': [401, 401],
      shopper: [403, 403],
      'other shop’s owner': [403, 403],
      'brand-manager': [403, 403],
      affiliate: [403, 403],
      staff: [200, 403],
      owner: [200, 201],
      operations: [200, 201],
    };
    const answers: Record<string, [number, number]> = {};
    for (const who of Object.keys(expected)) {
      const read = await calls.call('GET', team, sessions[who]!);
      const add = await calls.call('POST', team, sessions[who]!, person('matrix'));
      answers[who] = [read.status, add.status];
    }
    expect(answers).toEqual(expected);
    const staffAdd = await calls.call('POST', team, sessions.staff!, person('staff-try'));
    expect(staffAdd.body.error.message).toBe(PORTAL_MESSAGES.roleRefused);
    const staffView = await calls.call('GET', team, sessions.staff!);
    expect(staffView.body).toMatchObject({ canManage: false });
    expect(staffView.body.members).toContainEqual(expect.objectContaining({ email: demo('staff'), role: 'staff', you: true }));
  });

  it('adds an existing account as it is, and an unknown e-mail as an invited account with a set-password link', async () => {
    const existing = await newAccount('existing');
    const joined = await calls.call('POST', team, sessions.owner!, {
      ...existing,
      email: existing.email.toUpperCase(),
      firstName: 'Other',
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.added).toMatchObject({ email: existing.email, name: 'Sam Reyes', role: 'staff', invited: false });
    // The account's owner sees the shop in the portal with their own session.
    const me = await calls.call('GET', '/v1/portal/me', existing.session);
    expect(me.body.shops).toContainEqual(expect.objectContaining({ role: 'staff' }));

    const unknown = person('invited');
    const invited = await calls.call('POST', team, sessions.owner!, unknown);
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect(invited.body.added).toMatchObject({ email: unknown.email, role: 'staff', invited: true });
    const [mail] = await database().query<{ text: string }>(
      `SELECT text FROM outbox_emails WHERE "to" = $1 AND kind LIKE 'portal-staff-added-%'`,
      [unknown.email],
    );
    const link = /\/account\/reset-password\?token=([\w-]{43})&returnTo=%2Fportal\b/.exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    // The link sets the password, and the new staff member signs in to the shop.
    const set = await calls.call('POST', '/v1/users/password-reset/confirm', null, { token: link![1], password: 'a brand new password' });
    expect(set.status, JSON.stringify(set.body)).toBeLessThan(300);
    const signedIn = await calls.call('POST', '/v1/users/sign-in', null, { email: unknown.email, password: 'a brand new password' });
    expect(signedIn.status).toBe(200);
    expect((await calls.call('GET', team, signedIn.body.session.token)).status).toBe(200);
  });

  it('refuses a second add, a bad e-mail, the last owner’s removal and another shop’s member; nothing changes', async () => {
    const before = await members();
    const again = await calls.call('POST', team, sessions.owner!, { email: demo('staff'), firstName: 'A', lastName: 'B' });
    expect({ status: again.status, message: again.body.error.message }).toEqual({
      status: 409,
      message: PORTAL_TEAM_MESSAGES.alreadyMember(demo('staff')),
    });
    const bad = await calls.call('POST', team, sessions.owner!, { email: 'not an e-mail', firstName: 'A', lastName: 'B' });
    expect({ status: bad.status, message: bad.body.error.message }).toEqual({ status: 400, message: ADDRESS_MESSAGES.email });
    const owner = before.find((m) => m.role === 'owner')!;
    expect(before.filter((m) => m.role === 'owner')).toHaveLength(1);
    const last = await calls.call('DELETE', `${team}/${owner.memberId}`, sessions.owner!);
    expect({ status: last.status, message: last.body.error.message }).toEqual({ status: 409, message: PORTAL_TEAM_MESSAGES.lastOwner });
    const [otherMember] = await database().query<{ id: number }>(
      `SELECT m.id FROM portal_members m JOIN installers i ON i.id = m.installer_id WHERE i.code = $1`,
      [otherShopCode],
    );
    const elsewhere = await calls.call('DELETE', `${team}/${otherMember!.id}`, sessions.owner!);
    expect(elsewhere.status).toBe(404);
    expect(await members()).toEqual(before);
  });

  it('removes staff: they no longer open the shop', async () => {
    const leaving = await newAccount('leaving');
    const added = await calls.call('POST', team, sessions.owner!, leaving);
    expect((await calls.call('GET', team, leaving.session)).status).toBe(200);
    const removed = await calls.call('DELETE', `${team}/${added.body.added.memberId}`, sessions.owner!);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.members.map((m: { email: string }) => m.email)).not.toContain(leaving.email);
    expect((await calls.call('GET', team, leaving.session)).status).toBe(403);
  });

  // PGlite runs one statement at a time; a PostgreSQL server runs these truly at once.
  if (kind === 'postgres') {
    it('keeps an owner when two owners remove each other at the same moment', async () => {
      const second = await newAccount('second-owner');
      await database().query(
        `INSERT INTO portal_members (user_id, role, installer_id, created_at) SELECT id, 'owner', $2, now() FROM users WHERE email = $1`,
        [second.email, DEMO_INSTALLER_ID],
      );
      const owners = (await members()).filter((m) => m.role === 'owner');
      const mine = owners.find((m) => m.email === demo('owner'))!;
      const theirs = owners.find((m) => m.email === second.email)!;
      const [a, b] = await Promise.all([
        calls.call('DELETE', `${team}/${theirs.memberId}`, sessions.owner!),
        calls.call('DELETE', `${team}/${mine.memberId}`, second.session),
      ]);
      // One wins; the other is refused — 409 when it passed its access check before the winner
      // committed and then found itself the last owner, 403 when it was already removed.
      const statuses = [a.status, b.status].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const left = (await calls.call('GET', team, sessions.operations!)).body.members.filter((m: { role: string }) => m.role === 'owner');
      expect(left).toHaveLength(1);
      // Put the demo owner back as the only owner, as the other tests expect.
      if (left[0].email !== demo('owner'))
        await database().query(
          `INSERT INTO portal_members (user_id, role, installer_id, created_at) SELECT id, 'owner', $2, now() FROM users WHERE email = $1`,
          [demo('owner'), DEMO_INSTALLER_ID],
        );
    });

    it('adds the same e-mail once when two owners add it at the same moment', async () => {
      const p = person('twice');
      const answers = await Promise.all([calls.call('POST', team, sessions.owner!, p), calls.call('POST', team, sessions.operations!, p)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const [{ count }] = await database().query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE email = $1', [p.email]);
      expect(count).toBe(1);
    });
  }
});
