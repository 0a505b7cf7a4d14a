import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { corsOriginPolicy } from './cors';

/** A database whose api_clients allow `origins` for widgets. */
const database = (origins: string[]) =>
  ({ db: { select: () => ({ from: () => Promise.resolve(origins.map((origin) => ({ origin }))) }) } }) as unknown as Database;
const request = (method: string, url: string) => ({ req: { method, url, path: new URL(url).pathname } }) as unknown as Context;

describe('which pages may read the API’s answers (CORS)', () => {
  const policy = corsOriginPolicy(database(['https://installer.example']), []);

  it('a widget’s own site and the shop’s own pages; no other site', async () => {
    expect(await policy('https://installer.example', request('GET', 'https://shop.example/api/v1/widget-app-config'))).toBe(
      'https://installer.example',
    );
    expect(await policy('https://shop.example', request('GET', 'https://shop.example/api/v1/widget-app-config'))).toBe(
      'https://shop.example',
    );
    expect(await policy('https://elsewhere.example', request('GET', 'https://shop.example/api/v1/widget-app-config'))).toBeNull();
    expect(await policy('null', request('POST', 'https://shop.example/api/token'))).toBeNull();
  });

  it('any site may read POST /token’s answer, so a widget there can tell “not allowed here” from an outage', async () => {
    expect(await policy('https://elsewhere.example', request('POST', 'https://shop.example/api/token'))).toBe('https://elsewhere.example');
    expect(await policy('https://elsewhere.example', request('GET', 'https://shop.example/api/tokens'))).toBeNull();
  });

  it('reads the widget sites afresh after forget(): a site allowed a moment ago works at once', async () => {
    const origins = ['https://installer.example'];
    const live = corsOriginPolicy(database(origins), []);
    const page = request('GET', 'https://shop.example/api/v1/widget-app-config');
    expect(await live('https://new-shop.example', page)).toBeNull();
    origins.push('https://new-shop.example');
    expect(await live('https://new-shop.example', page)).toBeNull(); // still the set read before
    live.forget();
    expect(await live('https://new-shop.example', page)).toBe('https://new-shop.example');
  });
});
