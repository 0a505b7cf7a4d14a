/**
 * Property-based fuzzing of every cart call: whatever a client sends, the answer is never a 5xx;
 * a refused request is a 4xx with `{ error: { code, message } }` and leaves the cart exactly as it
 * was (GET before == GET after). Runs are bounded so the suite stays quick.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { cartApi, NO_DEALS, seedTire, totalOf, type Reply, type SeedTire } from './support/carts';

/** Runs per property: enough to find the odd case on every run, few enough to keep the suite quick. */
const RUNS = 40;
const SEEDED_CODES = ['SAVE50', 'TAKE10', 'HIGHWAY4', 'FREEHAZARD', 'OLD10'];

/** Anything that is not a whole number from 0 to 20 (as a number or a numeric string). */
const badQuantity = fc.oneof(
  fc.integer({ max: -1 }),
  fc.integer({ min: 21 }),
  fc.constantFrom(1e300, 2 ** 53, -0.5, 1.5, 19.999, '1.5', '-1', '21', '', ' 3', '3e1', 'four', 'NaN', 'Infinity'),
  fc.double({ noInteger: true, noNaN: true }),
  fc.string().filter((s) => !/^-?\d{1,9}$/.test(s) || Number(s) < 0 || Number(s) > 20),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.nat(3), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.nat(3), { maxKeys: 2 }),
);
const goodQuantity = fc.integer({ min: 0, max: 20 });

/**
 * One character that breaks databases, regexes and length checks: NUL and the other C0 controls
 * (PostgreSQL refuses NUL in text and jsonb), lone surrogates, invisibles and bidi overrides, text
 * that grows under NFKC (U+FDFA is 18 characters), full-width letters, and any Unicode at all.
 */
const nastyUnit = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n)),
  fc.constantFrom(
    '\ud800',
    '\udbff',
    '\udc00',
    '\udfff',
    '\u007f',
    '\u0085',
    '\u200b',
    '\u202e',
    '\ufeff',
    '\uffff',
    '\ufdfa',
    '\ufb03',
    'Ａ',
    '５',
    '\u3000',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
/** Text made of those, or something code-like with one of them inside. */
const nastyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: nastyUnit, maxLength }),
    fc.tuple(fc.stringMatching(/^[A-Z0-9]{0,6}$/), nastyUnit, fc.stringMatching(/^[A-Z0-9]{0,6}$/)).map((parts) => parts.join('')),
  );
/** Percent-encodes for a query string; a lone surrogate goes as the bytes a careless client sends for it (WTF-8). */
function queryValue(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}
/** A promo code as the contract reads it before the service looks it up. */
const typedCode = (s: string) => s.normalize('NFKC').trim();
const PROMO_CODE = /^[A-Za-z0-9-]{1,40}$/;

describeOnDatabases('cart: fuzzed requests', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  let tire: SeedTire;
  let rear: SeedTire;
  let maxSkuId: number;
  let cartId: string;

  beforeAll(async () => {
    c = await cartApi(database());
    tire = await seedTire(database(), `${NO_DEALS} AND stock >= 40`);
    rear = await seedTire(database(), `${NO_DEALS} AND stock >= 40 AND id <> ${tire.id}`);
    maxSkuId = Number((await database().query<{ n: number }>('SELECT max(id)::int AS n FROM skus'))[0]!.n);
    cartId = await freshCart();
  });

  async function freshCart(): Promise<string> {
    const cart = await c.newCart({ productId: tire.id, rearProductId: rear.id, quantity: { front: 2, rear: 2 } });
    await c.update(cart.id, { promoCode: 'SAVE50', preShippingSelection: 'shipToShop' });
    return cart.id;
  }

  /** The cart to fuzz: recreated when a successful random change deleted it. */
  async function currentCart(): Promise<{ id: string; before: Reply }> {
    let before = await c.get(cartId);
    if (before.status === 404) {
      cartId = await freshCart();
      before = await c.get(cartId);
    }
    expect(before.status).toBe(200);
    return { id: cartId, before };
  }

  const cartCount = async () => Number((await database().query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]!.n);

  function expectClientError(res: Reply, what: unknown) {
    const context = `${JSON.stringify(what)} → ${res.status} ${JSON.stringify(res.body)}`;
    expect(res.status, context).toBeGreaterThanOrEqual(400);
    expect(res.status, context).toBeLessThan(500);
    expect(typeof res.body?.error?.code, context).toBe('string');
    expect(typeof res.body?.error?.message, context).toBe('string');
    expect(res.body.error.message.trim().length, context).toBeGreaterThan(0);
  }

  /** Sends an update that must be refused, and checks the cart did not move. */
  async function refusedUpdate(body: unknown) {
    const { id, before } = await currentCart();
    const res = await c.update(id, body);
    expectClientError(res, body);
    expect((await c.get(id)).body, JSON.stringify(body)).toEqual(before.body);
    return res;
  }

  it('refuses bad quantities on create and creates nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ front: badQuantity, rear: fc.oneof(goodQuantity, badQuantity) }),
          fc.record({ front: goodQuantity, rear: badQuantity }),
          fc.constant({ front: 0, rear: 0 }),
          fc.constant({ front: 0 }),
        ),
        async (quantity) => {
          const before = await cartCount();
          const res = await c.create({ productId: tire.id, quantity });
          expectClientError(res, quantity);
          expect(res.status).toBe(400);
          expect(await cartCount()).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses bad quantities on update and leaves the cart as it was', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badQuantity.map((q) => ({ itemId: tire.id, itemQuantity: q })),
          fc
            .tuple(badQuantity, fc.oneof(goodQuantity, badQuantity))
            .map(([front, r]) => ({ isNewItem: true, productId: tire.id, quantity: { front, rear: r } })),
          goodQuantity.map((n) => ({ isNewItem: true, productId: rear.id, quantity: { front: 0, rear: 0 }, email: `x${n}@example.com` })),
          // More than the line may hold after merging: 2 in the cart + 19 or 20.
          fc.integer({ min: 19, max: 20 }).map((n) => ({ isNewItem: true, productId: tire.id, quantity: { front: n } })),
        ),
        async (body) => {
          await refusedUpdate(body);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('answers 404 for tires we do not sell, on create and update', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: maxSkuId + 1, max: 2_000_000_000 }), fc.integer({ min: 1, max: 4 }), async (productId, n) => {
        const before = await cartCount();
        const created = await c.create({ productId, quantity: { front: n } });
        expectClientError(created, productId);
        expect(created.body.error.message).toBe(`No tire with id ${productId}.`);
        expect(await cartCount()).toBe(before);
        const added = await refusedUpdate({
          isNewItem: true,
          productId: tire.id,
          rearProductId: productId,
          quantity: { front: 1, rear: n },
        });
        expect(added.status).toBe(404);
        const item = await refusedUpdate({ itemId: productId, itemQuantity: n });
        expect(item.body.error.message).toBe('That tire is not in your cart.');
      }),
      { numRuns: RUNS / 2 },
    );
  });

  it('refuses random promo codes with 400, in words, and keeps the applied one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(
            fc.string({ maxLength: 50 }),
            fc.string({ unit: 'grapheme', maxLength: 12 }),
            fc.stringMatching(/^[A-Z0-9]{3,12}$/),
            nastyText(50),
          )
          .filter((s) => !SEEDED_CODES.includes(typedCode(s).toUpperCase())),
        async (promoCode) => {
          const res = await refusedUpdate({ promoCode });
          expect(res.status).toBe(400);
          const code = typedCode(promoCode);
          const expected =
            code === ''
              ? 'Please enter a promo code.'
              : PROMO_CODE.test(code)
                ? `"${code.toUpperCase()}" is not a valid promo code.`
                : 'That promo code is not valid.';
          expect(res.body.error.message, JSON.stringify(promoCode)).toBe(expected);
        },
      ),
      { numRuns: RUNS, examples: [['AB\u0000C'], ['SAVE50\u0000'], ['\ud800'], ['\u001f'], ['ＸＹＺ']] },
    );
  });

  it('removes nothing for random codes: a code-shaped one is a no-op, anything else is refused in words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .oneof(fc.string({ maxLength: 50 }), nastyText(50), fc.stringMatching(/^[A-Z0-9]{3,12}$/))
          .filter((s) => !SEEDED_CODES.includes(typedCode(s).toUpperCase())),
        async (removePromoCode) => {
          const { id, before } = await currentCart();
          const res = await c.update(id, { removePromoCode });
          const code = typedCode(removePromoCode);
          if (code === '' || PROMO_CODE.test(code)) expect(res.status, JSON.stringify(res.body)).toBe(200);
          else {
            expectClientError(res, removePromoCode);
            expect(res.body.error.message).toBe('That promo code is not valid.');
          }
          expect((await c.get(id)).body, JSON.stringify(removePromoCode)).toEqual(before.body);
        },
      ),
      { numRuns: RUNS, examples: [['AB\u0000C'], ['\udfff'], ['']] },
    );
  });

  it('keeps widget query values as clean text, or refuses them: never a server error', async () => {
    const raw = fc.constantFrom('%00', '%FF', '%C0%80', '%', '%E2%82', '%ED%A0%80', '%EF%B7%BA'.repeat(4));
    const value = fc.oneof(nastyText(70).map(queryValue), fc.string({ maxLength: 70 }).map(queryValue), raw);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('widgetSource', 'widgetSourceId', 'subSource'), value, async (name, text) => {
        const query = `?${name}=${text}`;
        const created = await c.create({ productId: tire.id, quantity: { front: 1 } }, { query });
        const context = `${query} → ${created.status} ${JSON.stringify(created.body)}`;
        expect(created.status, context).toBeLessThan(500);
        if (created.status !== 201) {
          expectClientError(created, query);
          expect(created.body.error.message, context).toBe(`${name} must be at most 60 characters.`);
          return;
        }
        const [row] = await database().query<{ v: string }>(
          `SELECT ${name === 'widgetSource' ? 'widget_source' : name === 'widgetSourceId' ? 'widget_source_id' : 'sub_source'} AS v FROM carts WHERE id = $1`,
          [created.body.siteCart.id],
        );
        expect(row!.v.length, context).toBeLessThanOrEqual(60);
        expect(row!.v, context).not.toMatch(/[\p{Cc}\p{Cs}]/u);
        for (const res of [
          await c.call('GET', `/v1/carts/${created.body.siteCart.id}${query}`),
          await c.call('PUT', `/v1/carts/${created.body.siteCart.id}${query}`, { zip: '10001' }),
        ]) {
          expect(res.status, context).toBe(200);
        }
        await c.remove(created.body.siteCart.id);
      }),
      {
        numRuns: RUNS,
        examples: [
          ['widgetSource', 'a%00b'],
          ['widgetSourceId', 'a%00b'],
          ['subSource', 'a%00b'],
          ['subSource', '%EF%B7%BA'.repeat(4)],
        ],
      },
    );
  });

  it('refuses a whole request when one of its changes is refused: the other changes are not kept', async () => {
    const accepted = fc.oneof(
      fc.integer({ min: 1, max: 5 }).map((n) => ({ itemId: tire.id, itemQuantity: n })),
      fc.boolean().map((on) => ({ itemId: rear.id, isRoadHazard: on })),
      fc.boolean().map((on) => ({ isGroupRoadHazard: on })),
      fc.integer({ min: 1, max: 3 }).map((n) => ({ isNewItem: true, productId: rear.id, quantity: { front: n } })),
      fc.constantFrom('shipToShop', 'shipToMe', 'shipToFedex', 'warehousePickup').map((preShippingSelection) => ({ preShippingSelection })),
      fc.constantFrom('78701', '99501', null).map((zip) => ({ zip, email: 'fuzz@example.com' })),
      fc.constantFrom(
        { removePromoCode: 'SAVE50' },
        { promoCode: 'TAKE10' },
        { installerId: 2 },
        { vehicleMake: 'Honda', vehicleYear: 2019 },
      ),
    );
    const refused = fc.oneof(
      fc.constantFrom('NOPE', 'old10', 'XYZ').map((promoCode) => ({ promoCode })),
      fc.constant({ installerId: 1_999_999_999 }),
      fc.integer({ min: 1, max: 2 }).map((n) => ({ isNewItem: true, productId: maxSkuId + n, quantity: { front: 1 } })),
      fc.constant({ itemId: maxSkuId + 3, itemQuantity: 1 }),
      fc.constant({ itemId: tire.id, itemQuantity: 0, isNewItem: true, productId: tire.id, quantity: { front: 20 } }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(accepted, { minLength: 1, maxLength: 3 }), refused, async (changes, failing) => {
        await refusedUpdate(Object.assign({}, ...changes, failing));
      }),
      { numRuns: RUNS },
    );
  });

  it('answers 4xx for cart ids that are malformed or unknown, on every call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 }), fc.stringMatching(/^[0-9a-f-]{30,40}$/)),
        fc.constantFrom('GET', 'PUT', 'DELETE', 'SUMMARY'),
        async (id, method) => {
          const before = await cartCount();
          const path = encodeURIComponent(id);
          const res =
            method === 'SUMMARY'
              ? await c.call('GET', `/v1/cart-summary?cartId=${path}`)
              : await c.call(method, `/v1/carts/${path}`, method === 'PUT' ? { zip: '10001' } : undefined);
          expectClientError(res, { id, method });
          expect(await cartCount()).toBe(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never fails on random update bodies; whatever it refuses leaves the cart as it was', async () => {
    const anyValue = fc.oneof(
      fc.anything({ maxDepth: 2 }),
      fc.anything({ maxDepth: 1, stringUnit: nastyUnit }),
      nastyText(30),
      fc.constant(null),
      fc.integer(),
      fc.boolean(),
    ) as fc.Arbitrary<unknown>;
    /** Well-typed values, some of which the rules refuse (unknown tires, installers, codes). */
    const good = {
      itemId: fc.constantFrom(tire.id, rear.id, maxSkuId + 7),
      itemQuantity: fc.integer({ min: 0, max: 20 }),
      isNewItem: fc.boolean(),
      productId: fc.constantFrom(tire.id, rear.id, maxSkuId + 9),
      rearProductId: fc.constantFrom(tire.id, rear.id, null),
      quantity: fc.record({ front: fc.integer({ min: 0, max: 3 }), rear: fc.integer({ min: 0, max: 3 }) }),
      shouldAddCoverage: fc.boolean(),
      isRoadHazard: fc.boolean(),
      isGroupRoadHazard: fc.boolean(),
      promoCode: fc.oneof(fc.constantFrom(...SEEDED_CODES, 'take10', 'NOPE'), nastyText(12)),
      removePromoCode: fc.oneof(fc.constantFrom(...SEEDED_CODES, 'nope', ''), nastyText(12)),
      installerId: fc.constantFrom(1, 2, 1_999_999_999),
      removeInstallerId: fc.constantFrom(1, 2, 1_999_999_999),
      excludeShipping: fc.boolean(),
      preShippingSelection: fc.constantFrom('shipToShop', 'shipToMe', 'shipToFedex', 'warehousePickup'),
      idMeVerifiedStatus: fc.constantFrom('military', 'wecare', ''),
      email: fc.constantFrom('a@example.com', null),
      zip: fc.constantFrom('78701', '99501', '96813', '00901', null),
      vehicleYear: fc.integer({ min: 1900, max: 2100 }),
      vehicleMake: fc.oneof(fc.string({ maxLength: 40 }), nastyText(40)),
    } satisfies Record<string, fc.Arbitrary<unknown>>;
    const keys = Object.keys(good) as (keyof typeof good)[];
    const pick = (...names: (keyof typeof good)[]) =>
      fc.record(Object.fromEntries(names.map((k) => [k, good[k] as fc.Arbitrary<unknown>])) as Record<string, fc.Arbitrary<unknown>>);
    /** One coherent change, as a client sends it. */
    const operation = fc.oneof(
      pick('itemId', 'itemQuantity'),
      pick('itemId', 'isRoadHazard'),
      pick('productId', 'rearProductId', 'quantity', 'shouldAddCoverage').map((x) => ({ ...x, isNewItem: true })),
      pick('isGroupRoadHazard'),
      pick('promoCode'),
      pick('removePromoCode'),
      pick('installerId'),
      pick('removeInstallerId'),
      pick('excludeShipping'),
      pick('preShippingSelection'),
      pick('idMeVerifiedStatus'),
      pick('email', 'zip'),
      pick('vehicleYear', 'vehicleMake'),
    );
    /** A few changes in one request. */
    const change = fc.array(operation, { minLength: 1, maxLength: 3 }).map((ops) => Object.assign({}, ...ops) as Record<string, unknown>);
    /** The same fields, each now and then replaced by anything at all. */
    const junk = fc.record(
      Object.fromEntries(
        keys.map((k) => [k, fc.oneof({ weight: 4, arbitrary: good[k] as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: anyValue })]),
      ),
      { requiredKeys: [] },
    );
    const raw = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '[]', 'null', '"x"', '{"itemId":', '1'));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: change }, { weight: 2, arbitrary: junk }, { weight: 1, arbitrary: raw as fc.Arbitrary<unknown> }),
        async (input) => {
          const { id, before } = await currentCart();
          const res = await c.update(id, input);
          const context = `${JSON.stringify(input)} → ${res.status} ${JSON.stringify(res.body)}`;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 400) {
            expectClientError(res, input);
            expect((await c.get(id)).body, context).toEqual(before.body);
          } else {
            expect(res.status, context).toBe(200);
            expect(res.body.siteCart === null || res.body.siteCart.id === id, context).toBe(true);
            if (res.body.siteCart) {
              const cart = res.body.siteCart;
              expect(cart.totalQuantity).toBeGreaterThan(0);
              expect(cart.totalInCents).toBe(totalOf(cart));
              expect((await c.get(id)).body, context).toEqual(res.body);
            }
          }
        },
      ),
      { numRuns: RUNS + 20 },
    );
  });

  it('never fails on random create bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything({ maxDepth: 2 }),
          fc.anything({ maxDepth: 2, stringUnit: nastyUnit }),
          fc.record(
            {
              productId: fc.oneof(fc.constant(tire.id), fc.anything({ maxDepth: 1 })),
              quantity: fc.anything({ maxDepth: 2 }),
              email: fc.anything({ maxDepth: 0 }),
            },
            { requiredKeys: [] },
          ),
          fc.record(
            {
              productId: fc.constant(tire.id),
              quantity: fc.constant({ front: 1 }),
              email: nastyText(20),
              zip: nastyText(10),
              vehicleMake: nastyText(40),
              vehicleModel: nastyText(60),
              appointmentTime: nastyText(40),
            },
            { requiredKeys: ['productId', 'quantity'] },
          ),
        ),
        async (input) => {
          const res = await c.create(input);
          expect(res.status, `${JSON.stringify(input)} → ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
          if (res.status >= 400) expectClientError(res, input);
          else expect(res.status).toBe(201);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
