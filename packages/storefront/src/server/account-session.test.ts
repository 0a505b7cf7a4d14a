/**
 * The account session on the shop's server (docs/decisions.md "Accounts"): the page's API calls get
 * X-Account-Session from the HttpOnly cookie and never the page's own; the account forms are taken
 * only from the shop's own pages; the cookie is HttpOnly, Lax, and `__Host-` + Secure on https; a
 * return path never leaves the shop.
 */
import { ACCOUNT_SESSION_HEADER, siteGlobalsEndpoint, type ApiClient } from '@tireshop/core';
import { describe, expect, it } from 'vitest';
import { accountCookie, readAccountCookie } from '../app/account-cookie';
import { safeReturnPath } from '../app/pages/account/account-pages';
import { forShopper, isSameOriginPost, withAccountSession } from './shop-server';

const TOKEN = 'Y0xemb3bqWnmU_1ZYVfF-Dpg_3v_uuD6mCFN9x3NT_c';

describe('the account session on the shop’s server', () => {
  it('puts the cookie’s token on the page’s API calls, and drops a header the page wrote', () => {
    const withCookie = withAccountSession(
      new Request('http://shop.test/api/user-details', { headers: { cookie: `a=1; ts_account=${TOKEN}` } }),
      false,
    );
    expect(withCookie.headers.get(ACCOUNT_SESSION_HEADER)).toBe(TOKEN);
    const forged = withAccountSession(
      new Request('http://shop.test/api/user-details', { headers: { [ACCOUNT_SESSION_HEADER]: 'forged' } }),
      false,
    );
    expect(forged.headers.has(ACCOUNT_SESSION_HEADER)).toBe(false);
  });

  it('sends the server’s own calls with the shopper’s session and address', async () => {
    const sent: Record<string, string | undefined>[] = [];
    const shared: ApiClient = {
      request: async () => ({ ok: true, data: null, status: 200 }) as never,
      call: async (_endpoint, input) => {
        sent.push({ ...(input as { headers?: Record<string, string> }).headers });
        return { ok: true, data: null, status: 200 } as never;
      },
    };
    await forShopper(shared, `ts_account=${TOKEN}`, false, '203.0.113.7').call(siteGlobalsEndpoint, {});
    expect(sent).toEqual([{ [ACCOUNT_SESSION_HEADER]: TOKEN, 'X-Forwarded-For': '203.0.113.7' }]);
  });

  it('reads on https only the __Host- cookie, which a subdomain cannot set', () => {
    expect(readAccountCookie(`ts_account=${TOKEN}`, true)).toBeNull();
    expect(readAccountCookie(`__Host-ts_account=${TOKEN}`, true)).toBe(TOKEN);
  });

  it('writes an HttpOnly, Lax cookie for the whole site; Secure and __Host- on https', () => {
    const expires = new Date(Date.now() + 3600_000).toISOString();
    expect(accountCookie(TOKEN, expires, false)).toMatch(/^ts_account=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(accountCookie(TOKEN, expires, true)).toMatch(/^__Host-ts_account=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('takes the account forms only from the shop’s own pages', () => {
    expect(isSameOriginPost('https://shop.example', undefined, 'https://shop.example')).toBe(true);
    expect(isSameOriginPost('https://evil.example', 'cross-site', 'https://shop.example')).toBe(false);
    expect(isSameOriginPost(undefined, 'cross-site', 'https://shop.example')).toBe(false);
    expect(isSameOriginPost(undefined, 'same-origin', 'https://shop.example')).toBe(true);
  });

  it('goes back only to a path of the shop', () => {
    expect(safeReturnPath('/checkout/shipping')).toBe('/checkout/shipping');
    for (const elsewhere of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '', undefined]) {
      expect(safeReturnPath(elsewhere)).toBe('/account');
    }
  });
});
