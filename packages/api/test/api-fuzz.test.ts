/**
 * Bad input never makes a server error, on any call of the API: every operation of the contract
 * (the same list docs/api/openapi.json is written from) is sent malformed values — NUL bytes,
 * broken percent-encoding, lone surrogates, control and direction characters, huge and empty
 * values — in each path parameter, each query field and each body field, and must answer a 4xx
 * with the error body, never a 5xx. (PostgreSQL refuses NUL in text with 22021; such a value must
 * be refused before it gets there.)
 */
import { endpoints, type Endpoint } from '@tireshop/core';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { SHOP_ORIGIN, testApi } from './support/api';

type Api = Awaited<ReturnType<typeof testApi>>;

/** The field names of an object schema, through pipes, wrappers and unions. */
function fieldsOf(schema: unknown): string[] {
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown; options?: unknown[] } | undefined;
  if (!s) return [];
  if (s.entries) return Object.keys(s.entries);
  if (s.pipe) return fieldsOf(s.pipe[0]);
  if (s.wrapped) return fieldsOf(s.wrapped);
  if (Array.isArray(s.options)) return [...new Set(s.options.flatMap(fieldsOf))];
  return [];
}

/** Raw (already percent-encoded) values for paths and queries. */
const RAW = [
  'a%00b',
  '%00',
  '%',
  '%E0%A4%A',
  '%FF%FE',
  '%ED%A0%80',
  '%C0%80',
  '%0A%0D',
  '..%2F..%2F',
  'x'.repeat(3000),
  '%E2%80%AE1',
  '%EF%BB%BF',
];
/** Decoded values for JSON bodies. */
const TEXT = ['a\u0000b', '\u0000', '\ud800', '\udfff', '\u202e', '\ufeff', '\u0007', 'x'.repeat(5000), '', ' ', '{}', '%00'];
const WEIRD_JSON = [null, 1e308, -1, 0.5, true, [], {}, ['a\u0000'], { a: '\u0000' }];

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percentEncoded = (text: string) =>
  [...new TextEncoder().encode(text)].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

const pathWith = (endpoint: Endpoint, name: string | null, raw: string) =>
  endpoint.path.replace(/\{(\w+)\}/g, (_m, p: string) => (p === name ? raw : '1'));

describeOnDatabases('no server error on malformed input, for every API operation', ({ database }) => {
  let api: Api;
  let token: string;
  const answers: { what: string; status: number; body: string }[] = [];

  beforeAll(async () => {
    api = await testApi(database());
    token = await api.storefrontToken();
  });

  async function send(endpoint: Endpoint, what: string, path: string, body?: unknown, form?: string) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      Origin: SHOP_ORIGIN,
      'Idempotency-Key': 'fuzz-key-0000000001',
    };
    let payload: string | undefined;
    if (form !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = form;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await api.request(path, { method: endpoint.method, headers, body: payload });
    const text = await res.text();
    answers.push({ what: `${endpoint.method} ${endpoint.path} ${what}`, status: res.status, body: text });
    return res.status;
  }

  it('answers every operation with a 4xx for malformed path, query and body values', { timeout: 240_000 }, async () => {
    expect(endpoints.length).toBeGreaterThan(60);
    let requests = 0;
    for (const endpoint of endpoints) {
      const params = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const query = fieldsOf(endpoint.query);
      const body = fieldsOf(endpoint.body);
      for (const raw of RAW) {
        for (const p of params) {
          await send(endpoint, `path ${p}=${raw.slice(0, 20)}`, pathWith(endpoint, p, raw));
          requests++;
        }
        for (const q of query) {
          await send(endpoint, `query ${q}=${raw.slice(0, 20)}`, `${pathWith(endpoint, null, '')}?${q}=${raw}`);
          requests++;
        }
      }
      if (endpoint.body) {
        for (const value of [...TEXT, ...WEIRD_JSON]) {
          for (const field of body) {
            if (endpoint.bodyType === 'form') {
              await send(
                endpoint,
                `form ${field}`,
                pathWith(endpoint, null, '1'),
                undefined,
                `${field}=${percentEncoded(String(value))}&grant_type=client_credentials`,
              );
            } else {
              await send(endpoint, `body ${field}`, pathWith(endpoint, null, '1'), { [field]: value });
            }
            requests++;
          }
        }
        // Malformed bodies: broken JSON, a form body where JSON is expected, a broken multipart body.
        for (const [type, payload] of [
          ['application/json', '{"a":'],
          ['application/json', '\u0000'],
          ['application/x-www-form-urlencoded', 'a=%00&b=%'],
          ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="client_id"\r\n\r\n\u0000'],
          ['multipart/form-data', 'no boundary at all'],
        ] as const) {
          const res = await api.request(pathWith(endpoint, null, '1'), {
            method: endpoint.method,
            headers: { Authorization: `Bearer ${token}`, Origin: SHOP_ORIGIN, 'Content-Type': type },
            body: payload,
          });
          answers.push({ what: `${endpoint.method} ${endpoint.path} raw ${type}`, status: res.status, body: await res.text() });
          requests++;
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    const serverErrors = answers.filter((a) => a.status >= 500).map((a) => `${a.what} → ${a.status} ${a.body.slice(0, 120)}`);
    expect(serverErrors).toEqual([]);
    // Every refusal carries the error body.
    for (const a of answers.filter((x) => x.status >= 400))
      expect(JSON.parse(a.body), a.what).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('never fails on random text in any path parameter', { timeout: 120_000 }, async () => {
    const withParams = endpoints.filter((e) => e.path.includes('{'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withParams), fc.string({ unit: 'binary', maxLength: 40 }), async (endpoint, text) => {
        const name = /\{(\w+)\}/.exec(endpoint.path)![1]!;
        const status = await send(endpoint, `path ${name} random`, pathWith(endpoint, name, percentEncoded(text) || '%20'));
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
