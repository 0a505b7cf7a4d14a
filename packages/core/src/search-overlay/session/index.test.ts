import { describe, expect, it } from 'vitest';
import { fail, fakeApi, flush, ok } from '../fake-api';
import { createShopperSession, isSessionId, readCookie, sessionCookie, sessionHeaders, type SessionIdStorage } from './index';

const A = '0b9b6f5e-3c55-4f07-9d4a-6a2f1f0c1e11';
const B = '7d1f0a52-9a4e-4b53-8d2e-1b9d4f3c2a10';

function memory(initial: string | null = null): SessionIdStorage & { value: string | null; writes: number } {
  const store = {
    value: initial,
    writes: 0,
    read: () => store.value,
    write: (id: string) => {
      store.value = id;
      store.writes++;
    },
  };
  return store;
}

describe('createShopperSession', () => {
  it('asks GET /users/session once, however many callers need it, and keeps the id', async () => {
    const api = fakeApi(() => ok({ userSessionId: A, userPersonalization: {} }));
    const storage = memory();
    const session = createShopperSession({ api, storage });
    expect(session.id()).toBeNull();
    const ids = await Promise.all([session.ensure(), session.ensure(), session.ensure()]);
    expect(ids).toEqual([A, A, A]);
    expect(await session.ensure()).toBe(A);
    expect(api.callsTo('getUserSession')).toHaveLength(1);
    expect(storage.value).toBe(A);
    expect(session.id()).toBe(A);
  });

  it('keeps a new id when the API no longer knows the stored one', async () => {
    const api = fakeApi(() => ok({ userSessionId: B, userPersonalization: {} }));
    const storage = memory(A);
    const session = createShopperSession({ api, storage });
    expect(await session.ensure()).toBe(B);
    expect(storage.value).toBe(B);
  });

  it('does not write when the API confirms the stored id', async () => {
    const api = fakeApi(() => ok({ userSessionId: A, userPersonalization: {} }));
    const storage = memory(A);
    await createShopperSession({ api, storage }).ensure();
    expect(storage.writes).toBe(0);
  });

  it('after a failure, answers the stored id and asks again next time', async () => {
    let down = true;
    const api = fakeApi(() => (down ? fail('NetworkError') : ok({ userSessionId: A, userPersonalization: {} })));
    const storage = memory();
    const session = createShopperSession({ api, storage });
    expect(await session.ensure()).toBeNull();
    down = false;
    expect(await session.ensure()).toBe(A);
    expect(api.callsTo('getUserSession')).toHaveLength(2);
  });

  it('invalidate makes the next ensure ask again', async () => {
    const api = fakeApi(() => ok({ userSessionId: A, userPersonalization: {} }));
    const session = createShopperSession({ api, storage: memory() });
    await session.ensure();
    session.invalidate();
    await session.ensure();
    await flush();
    expect(api.callsTo('getUserSession')).toHaveLength(2);
  });
});

describe('sessionHeaders', () => {
  it('sends X-User-Session-Id only for an id that looks like one', () => {
    const storage = memory(A);
    const headers = sessionHeaders(storage);
    expect(headers()).toEqual({ 'X-User-Session-Id': A });
    storage.value = 'x\r\nSet-Cookie: evil=1';
    expect(headers()).toEqual({ 'X-User-Session-Id': undefined });
    storage.value = null;
    expect(headers()).toEqual({ 'X-User-Session-Id': undefined });
  });

  it('isSessionId accepts UUIDs only', () => {
    expect(isSessionId(A)).toBe(true);
    expect(isSessionId(A.toUpperCase())).toBe(true);
    expect(isSessionId(`${A}x`)).toBe(false);
    expect(isSessionId(42)).toBe(false);
  });
});

describe('session cookie text', () => {
  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie(`a=1; ST_session=${A}; b=2`, 'ST_session')).toBe(A);
    expect(readCookie('XST_session=1; ST_session_old=2', 'ST_session')).toBeNull();
    expect(readCookie('ST_session=%E2%9C%93', 'ST_session')).toBe('✓');
    expect(readCookie('ST_session=%E2%9C', 'ST_session')).toBe('%E2%9C');
    expect(readCookie(undefined, 'ST_session')).toBeNull();
  });

  it('writes a first-party, site-wide, Lax cookie, Secure on https', () => {
    expect(sessionCookie(A, { secure: false })).toBe(`ST_session=${A}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(sessionCookie(A, { secure: true })).toMatch(/; Secure$/);
  });
});
