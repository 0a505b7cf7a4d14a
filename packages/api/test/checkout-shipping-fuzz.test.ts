/**
 * Property-based fuzzing of PUT/POST /checkout/cart-shipping (CONVENTIONS: "a bad request gets a
 * 4xx … never a 5xx; nothing half-written stays in the database"). Every generated body carries at
 * least one defect — a wrong type, a bad field, an id that does not exist, a PO box, a base abroad, a
 * warehouse on a retail cart, a mobile install out of reach — and must be refused with the error
 * shape, leaving the cart's saved shipping exactly as it was. A second property sends well-formed
 * bodies whose free text is arbitrary Unicode (NUL, lone surrogates, control and invisible
 * characters): saved or refused, never a server error — home addresses and the installer services
 * of an installer shipping alike. The warehouse pick-up list is fuzzed with ids of any length.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { checkoutApi, HOME_DELIVERY as home, wellStockedTire } from './support/checkout';

type Api = Awaited<ReturnType<typeof checkoutApi>>;

const person = { firstName: 'Ana', lastName: 'Lopez', phone: '512-555-0100' };

/** Values that are not strings. */
const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
/** Values that are not whole numbers from 1 (as JSON or as digit strings). */
const notAnId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double().filter((d) => !Number.isInteger(d)),
  fc.integer({ min: 2_000_000_001 }),
  fc.string().filter((s) => !/^\d{1,9}$/.test(s)),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.nat(), { maxLength: 2 }),
);

/** One bad value per home-address field (spec §5 rules, PO boxes, bases abroad). */
const badHomeField: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc.tuple(
    fc.constantFrom('firstName', 'lastName'),
    fc.oneof(
      notAString,
      fc.constant(''),
      fc.string({ minLength: 26, maxLength: 40 }).map((s) => `A${s}`),
      fc.stringMatching(/^[A-Za-z]{0,5}\d[A-Za-z]{0,5}$/),
    ),
  ),
  fc.tuple(
    fc.constant('addressLine1'),
    fc.oneof(
      notAString,
      fc.constant(''),
      fc.constantFrom(
        'P.O. Box 12',
        'PO BOX 7',
        'POBox 3',
        'Post Office Box 9',
        'POB 4',
        'Box 12',
        'PSC 802 Box 74',
        'Unit 2050 Box 4190',
        'CMR 450 Box 1',
      ),
      fc.string({ minLength: 61, maxLength: 80 }),
      fc.stringMatching(/^[a-z0-9 ]{0,10}[<>;{}$%][a-z0-9 ]{0,10}$/),
    ),
  ),
  fc.tuple(
    fc.constant('addressLine2'),
    fc.oneof(fc.constantFrom('PO Box 44', 'P.O. Box 1', 'PSC 3 Box 12'), fc.stringMatching(/^[a-z ]{0,5}[<>;{}$%][a-z ]{0,5}$/)),
  ),
  fc.tuple(
    fc.constant('city'),
    fc.oneof(notAString, fc.constantFrom('APO', 'FPO', 'DPO', 'A.P.O.', '', 'X'), fc.stringMatching(/^[A-Za-z]{1,6}\d{1,3}$/)),
  ),
  fc.tuple(
    fc.constant('state'),
    fc.oneof(notAString, fc.constantFrom('AA', 'AE', 'AP', 'GU', 'XX', '', 'Texas'), fc.stringMatching(/^[0-9]{2}$/)),
  ),
  fc.tuple(
    fc.constant('zip'),
    fc.oneof(
      notAString,
      fc.string().filter((s) => !/^\s*\d{5}(?:-\d{4})?\s*$/.test(s)),
    ),
  ),
  fc.tuple(
    fc.constant('phone'),
    fc.oneof(
      notAString,
      fc.stringMatching(/^\d{0,9}$/),
      fc.stringMatching(/^\d{12,15}$/).filter((s) => !s.startsWith('1')),
      fc.stringMatching(/^[a-z]{1,10}$/),
    ),
  ),
  fc.tuple(
    fc.constant('phoneType'),
    fc.oneof(
      notAString,
      fc.string().filter((s) => s !== 'Mobile' && s !== 'Landline'),
    ),
  ),
  fc.tuple(
    fc.constant('email'),
    fc.oneof(
      fc.integer(),
      fc.string().filter((s) => !s.includes('@')),
    ),
  ),
);

/** A body that must be refused, with what it is (for the failure report). */
function invalidBody(ids: {
  location: number;
  shop: number;
  mobile: number;
  warehouse: number;
}): fc.Arbitrary<{ raw?: string; body?: unknown }> {
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((body) => ({ body }));
  return fc.oneof(
    // Not an object at all.
    json(fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.boolean(), fc.array(fc.anything(), { maxLength: 3 }))),
    // Not JSON.
    fc.string().map((s) => ({ raw: `{${s}` })),
    // No or an unknown shipping option.
    json(
      fc.record({
        shippingOption: fc
          .oneof(fc.constant(undefined), notAString, fc.constantFrom('home', 'Fedex', 'SHIP', 'MOBILEINSTALL', 'shipToMe', ''), fc.string())
          .filter((o) => !['HOME', 'FEDEX', 'WAREHOUSE', 'INSTALLER'].includes(o as string)),
        addressLine1: fc.constant('12 Main St'),
      }),
    ),
    // Home with one bad field (and maybe a missing one).
    json(
      fc
        .tuple(
          badHomeField,
          fc.option(fc.constantFrom('firstName', 'lastName', 'addressLine1', 'city', 'state', 'zip', 'phone'), { nil: undefined }),
        )
        .map(([[field, value], drop]) => {
          const body: Record<string, unknown> = { ...home, [field]: value };
          if (drop) delete body[drop];
          return body;
        }),
    ),
    // Courier pick-up: an id that is not one, or a location that does not exist, or no person.
    json(notAnId.map((id) => ({ shippingOption: 'FEDEX', shippingLocationId: id, ...person }))),
    json(fc.integer({ min: 100_000, max: 2_000_000_000 }).map((id) => ({ shippingOption: 'FEDEX', shippingLocationId: id, ...person }))),
    json(
      fc.constantFrom('firstName', 'lastName', 'phone').map((missing) => {
        const body: Record<string, unknown> = { shippingOption: 'FEDEX', shippingLocationId: ids.location, ...person };
        delete body[missing];
        return body;
      }),
    ),
    // Warehouse on a retail cart (any id), or a bad id.
    json(
      fc
        .oneof(fc.constant(ids.warehouse), fc.integer({ min: 1, max: 2_000_000_000 }), notAnId)
        .map((id) => ({ shippingOption: 'WAREHOUSE', warehouseId: id })),
    ),
    // Installer: not an id, does not exist, mobile out of reach or without a zip, a mobile-only installer as a shop, a bad state.
    json(notAnId.map((id) => ({ shippingOption: 'INSTALLER', installerId: id }))),
    json(
      fc
        .integer({ min: 100_000, max: 2_000_000_000 })
        .map((id) => ({ shippingOption: 'INSTALLER', installerId: id, isMobileInstall: false })),
    ),
    json(
      fc.record({
        shippingOption: fc.constant('INSTALLER'),
        installerId: fc.constantFrom(ids.shop, ids.mobile),
        isMobileInstall: fc.constant(true),
        zip: fc.constantFrom(undefined, null, '59001', '99950', '00000', '96799'),
      }),
    ),
    json(fc.constant({ shippingOption: 'INSTALLER', installerId: ids.mobile })),
    json(fc.constantFrom('AE', 'XX', 'Texas', 7).map((state) => ({ shippingOption: 'INSTALLER', installerId: ids.shop, state }))),
    json(
      notAString
        .filter((v) => typeof v !== 'boolean')
        .map((flag) => ({ shippingOption: 'INSTALLER', installerId: ids.shop, isMobileInstall: flag })),
    ),
    // Installer services: more than ten, or an image URL that is neither an http(s) URL nor a path, whatever it hides.
    json(
      fc
        .array(fc.record({ serviceId: fc.constant('rotation'), serviceName: fc.constant('Rotation'), imageUrl: fc.constant(null) }), {
          minLength: 11,
          maxLength: 15,
        })
        .map((installerService) => ({ shippingOption: 'INSTALLER', installerId: ids.shop, installerService })),
    ),
    json(
      fc.tuple(fc.constantFrom('javascript:', 'x', 'data:image/png,', 'ftp://h/', '//'), anyText).map(([prefix, text]) => ({
        shippingOption: 'INSTALLER',
        installerId: ids.shop,
        installerService: [{ serviceId: 'a', serviceName: 'A', imageUrl: prefix + text }],
      })),
    ),
  );
}

/**
 * Characters that break databases, regexes and length checks: NUL and every other C0 control
 * (PostgreSQL refuses NUL in text and in jsonb), lone surrogates, invisibles, bidi overrides, text
 * that grows under NFKC (U+FDFA is 18 characters), and any Unicode at all.
 */
const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\ud800',
    '\udbff',
    '\udc00',
    '\udfff',
    '\u007f',
    '\u0085',
    '\u200b',
    '\u200d',
    '\u202e',
    '\ufeff',
    '\uffff',
    '\ufdfa',
    '\ufb03',
    'Ａ',
    '\r\n',
    "'); DROP TABLE carts;--",
  ),
  fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
/** Arbitrary text, most of it ordinary words with something nasty inside. */
const anyText = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom('', 'Acme', 'Ring twice', 'Ford'), nasty, fc.constantFrom('', ' Tires', 'x'))
      .map((parts) => parts.join('')),
    weight: 3,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.string({ unit: nasty, maxLength: 30 }), weight: 1 },
);
/** An image URL with something nasty somewhere: in a URL, in a path, or on its own. */
const anyImageUrl = fc.oneof(
  fc.constant(null),
  anyText,
  fc
    .tuple(fc.constantFrom('https://cdn.example/', '/img/', 'http://x.test/a?b='), anyText, fc.constantFrom('', '.png'))
    .map((parts) => parts.join('')),
);
/** Installer services as a client might send them: up to 12 (10 is the limit), each field arbitrary text. */
const anyServices = fc.array(fc.record({ serviceId: anyText, serviceName: anyText, imageUrl: anyImageUrl }), { maxLength: 12 });
const FREE_TEXT_FIELDS = [
  'addressLine2',
  'companyName',
  'specialInstructions',
  'email',
  'vehicleDescription',
  'vehicleMake',
  'vehicleModel',
  'vehicleTrim',
  'firstName',
  'city',
] as const;
/** One to three fields of a valid home address replaced by arbitrary text (an e-mail keeps its @ half the time). */
const freeTextChanges = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...FREE_TEXT_FIELDS), anyText, fc.boolean()), {
    minLength: 1,
    maxLength: 3,
    selector: ([field]) => field,
  })
  .map((changes) =>
    Object.fromEntries(changes.map(([field, text, asEmail]) => [field, field === 'email' && asEmail ? `${text}@example.com` : text])),
  );

describeOnDatabases('cart shipping under fuzzing', ({ database }) => {
  let api: Api;
  let withShipping: string;
  let withoutShipping: string;
  let ids: { location: number; shop: number; mobile: number; warehouse: number };

  beforeAll(async () => {
    api = await checkoutApi(database());
    const tire = await wellStockedTire(database(), { installable: true });
    withShipping = await api.createCart(tire);
    withoutShipping = await api.createCart(tire);
    const saved = await api.call('PUT', api.shippingPath(withShipping), { body: home });
    expect(saved.status).toBe(200);
    const one = async (sql: string) => Number((await database().query<{ id: number }>(sql))[0]!.id);
    ids = {
      location: await one('SELECT id FROM courier_locations ORDER BY id LIMIT 1'),
      shop: await one('SELECT id FROM installers WHERE NOT is_mobile_install ORDER BY id LIMIT 1'),
      mobile: await one('SELECT id FROM installers WHERE is_mobile_install ORDER BY id LIMIT 1'),
      warehouse: await one('SELECT id FROM warehouses ORDER BY id LIMIT 1'),
    };
  });

  const send = (method: string, cartId: string, input: { raw?: string; body?: unknown }) =>
    api.call(method, api.shippingPath(cartId), input.raw !== undefined ? { rawBody: input.raw } : { body: input.body });

  it('refuses every defective body with a 4xx error body and leaves the saved shipping as it was', async () => {
    await fc.assert(
      fc.asyncProperty(invalidBody(ids), fc.constantFrom('PUT', 'POST'), fc.boolean(), async (input, method, saved) => {
        const cartId = saved ? withShipping : withoutShipping;
        const before = await api.call('GET', api.shippingPath(cartId));
        const answer = await send(method, cartId, input);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(Object.keys(answer.body)).toEqual(['error']);
        expect(Object.keys(answer.body.error).sort()).toEqual(['code', 'message']);
        expect(typeof answer.body.error.code).toBe('string');
        expect(answer.body.error.message).toMatch(/\S/);
        expect(await api.call('GET', api.shippingPath(cartId))).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('saves or refuses installer services with arbitrary text, never failing on the server', async () => {
    const cartId = await api.createCart(await wellStockedTire(database(), { installable: true }));
    await fc.assert(
      fc.asyncProperty(anyServices, async (installerService) => {
        const before = await api.call('GET', api.shippingPath(cartId));
        const answer = await api.call('PUT', api.shippingPath(cartId), {
          body: { shippingOption: 'INSTALLER', installerId: ids.shop, installerService },
        });
        const context = `${JSON.stringify(installerService)} → ${answer.status} ${JSON.stringify(answer.body)}`;
        expect([200, 400], context).toContain(answer.status);
        if (installerService.length > 10) expect(answer.status, context).toBe(400);
        const after = await api.call('GET', api.shippingPath(cartId));
        if (answer.status === 200) {
          expect(after.body.siteCartShippingResponse, context).toEqual(answer.body.siteCart.cartShipping);
          for (const saved of answer.body.siteCart.cartShipping.installerService as {
            serviceId: string;
            serviceName: string;
            imageUrl: string | null;
          }[]) {
            for (const text of [saved.serviceId, saved.serviceName, saved.imageUrl ?? ''])
              expect(text, context).not.toMatch(/[\p{Cc}\p{Cs}]/u);
            if (saved.imageUrl !== null) expect(saved.imageUrl, context).toMatch(/^(?:https?:\/\/|\/(?!\/))\S*$/);
          }
        } else expect(after, context).toEqual(before);
      }),
      {
        numRuns: 40,
        examples: [
          [[{ serviceId: 'a', serviceName: 'A', imageUrl: 'x\u0000y' }]],
          [[{ serviceId: 'a\u0000', serviceName: '\ud800', imageUrl: '/img/\u0000.png' }]],
        ],
      },
    );
  });

  it('answers the warehouse pick-up list for ids of any length and any text, never failing on the server', async () => {
    const ids = fc.oneof(
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.bigInt({ min: 0n, max: 10n ** 25n }),
      fc.integer({ min: 1, max: 3_000 }).map(BigInt),
    );
    const list = fc.oneof(
      fc.array(ids, { minLength: 1, maxLength: 22 }).map((a) => a.join(',')),
      anyText,
      fc.stringMatching(/^[0-9,]{0,30}$/),
    );
    const valid = (s: string) =>
      /^\d{1,10}(,\d{1,10}){0,19}$/.test(s) && s.split(',').every((id) => Number(id) >= 1 && Number(id) <= 2_000_000_000);
    await fc.assert(
      fc.asyncProperty(list, async (productIds) => {
        const query = productIds.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'); // encodeURIComponent refuses lone surrogates
        const answer = await api.call('GET', `/v1/checkout/warehouse-pickup-locations?productIds=${encodeURIComponent(query)}`);
        const context = `${JSON.stringify(productIds)} → ${answer.status} ${JSON.stringify(answer.body)}`;
        expect(answer.status, context).toBe(valid(query) ? 200 : 400);
        if (answer.status === 400) expect(answer.body.error.message, context).toMatch(/^productIds /);
      }),
      { numRuns: 60, examples: [['9999999999'], ['1,9999999999'], ['2000000001'], ['1999999999']] },
    );
  });

  it('saves or refuses well-formed bodies with arbitrary free text, never failing on the server', async () => {
    const cartId = await api.createCart(await wellStockedTire(database(), { installable: true }));
    await fc.assert(
      fc.asyncProperty(freeTextChanges, async (text) => {
        const before = await api.call('GET', api.shippingPath(cartId));
        const answer = await api.call('PUT', api.shippingPath(cartId), { body: { ...home, ...text } });
        expect([200, 400]).toContain(answer.status);
        const after = await api.call('GET', api.shippingPath(cartId));
        if (answer.status === 200) expect(after.body.siteCartShippingResponse).toEqual(answer.body.siteCart.cartShipping);
        else expect(after).toEqual(before);
      }),
      // The cases that once failed (PostgreSQL refuses NUL in text) run every time, besides the random ones.
      {
        numRuns: 60,
        examples: [
          [{ specialInstructions: '\u0000' }],
          [{ companyName: 'Acme\u0000 Tires' }],
          [{ email: '\u0000@example.com' }],
          [{ addressLine2: '\ud800' }],
          [{ vehicleMake: '\ufdfa'.repeat(40) }],
          [{ vehicleDescription: '\u001f\u0001' }],
        ],
      },
    );
  });
});
