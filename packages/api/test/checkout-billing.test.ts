/**
 * Cart billing (spec §3 Cart billing, §7 GET/PUT/POST /checkout/cart-billing): the rules §5
 * messages field by field, PO number optional and bounded, PO boxes allowed (only shipping refuses
 * them), the caller's own cart only, an ordered cart read-only, and nothing written on a refusal.
 */
import { ADDRESS_MESSAGES, PAYMENT_MESSAGES } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_BILLING } from '../src/services/cart-billing';
import { describeOnDatabases } from './databases';
import { appointmentApi, CART_GONE, type AppointmentApi } from './support/appointments';

/** A valid billing address as a shopper types it: the body the refusal tests change one field of. */
const BILLING = {
  firstName: 'Ana',
  lastName: "O'Neil-Lopez",
  addressLine1: '12 Main St',
  city: 'Austin',
  state: 'tx',
  zip: '78701',
  phone: '+1 512.555.0100',
  email: 'Ana@Example.com',
} as const;

/** BILLING as stored and answered: state upper-case, phone formatted, e-mail lower-case, optional fields null. */
const STORED = {
  firstName: 'Ana',
  lastName: "O'Neil-Lopez",
  addressLine1: '12 Main St',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '(512) 555 0100',
  phoneType: 'Mobile',
  email: 'ana@example.com',
  companyName: null,
  poNumber: null,
};

const NO_CART = '00000000-0000-4000-8000-000000000000';

/** Per field: values refused with the field's exact rules §5 message (undefined: the field left out). */
const REFUSED: [field: keyof typeof BILLING | 'phoneType', values: unknown[], message: string][] = [
  ['firstName', [undefined, null, '', '   ', 'J0hn', 'Ana!', '-', 'a'.repeat(26), 42], ADDRESS_MESSAGES.firstName],
  ['lastName', [undefined, '', 'L0pez', 'a'.repeat(26), '<b>'], ADDRESS_MESSAGES.lastName],
  ['addressLine1', [undefined, '', '  ', 'a'.repeat(61), '12 Main St <script>', '12 Main St; DROP'], ADDRESS_MESSAGES.address],
  ['city', [undefined, '', 'A', 'Austin 2', 'a'.repeat(41)], ADDRESS_MESSAGES.city],
  ['state', [undefined, '', 'XX', 'Texas', 'T'], ADDRESS_MESSAGES.state],
  ['zip', [undefined, '', '1234', '123456', 'abcde', '78701-12', '78701 1234', 78701], ADDRESS_MESSAGES.zip],
  ['phone', [undefined, '', '555-0100', '512 555 01000', '123 456 7890', 'call me', 5125550100], ADDRESS_MESSAGES.phone],
  ['phoneType', [null, '', 'Fax', 'mobile'], ADDRESS_MESSAGES.phoneType],
  [
    'email',
    [undefined, null, '', 'ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', `${'a'.repeat(250)}@example.com`],
    ADDRESS_MESSAGES.email,
  ],
];

describeOnDatabases('cart billing (GET/PUT/POST /checkout/cart-billing)', ({ database }) => {
  let a: AppointmentApi;
  beforeAll(async () => {
    a = await appointmentApi(database());
  });

  const path = (cartId: string) => `/v1/checkout/cart-billing?cartId=${cartId}`;
  const put = (cartId: string, body: unknown, token?: string) => a.callAs('PUT', path(cartId), body, token);
  const post = (cartId: string, body: unknown, token?: string) => a.callAs('POST', path(cartId), body, token);
  const get = (cartId: string, token?: string) => a.callAs('GET', path(cartId), undefined, token);
  const storedRows = async (cartId: string) => database().query('SELECT * FROM cart_billing WHERE cart_id = $1', [cartId]);

  describe('saving', () => {
    it('stores the address normalised and answers it as stored; GET answers the same', async () => {
      const cartId = await a.createCart(a.tire);
      const saved = await put(cartId, BILLING);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toEqual({ siteCartBilling: STORED });
      expect(await get(cartId)).toEqual({ status: 200, body: { siteCartBilling: STORED } });
      expect(await storedRows(cartId)).toHaveLength(1);
    });

    it('replaces the saved address on PUT and on POST alike, optional fields set and cleared', async () => {
      const cartId = await a.createCart(a.tire);
      expect((await post(cartId, BILLING)).status).toBe(200);
      const full = {
        ...BILLING,
        addressLine2: 'Suite 200',
        companyName: 'Acme Fleet',
        poNumber: 'PO-2026-0042',
        phone: '(512) 555-0199 ext. 12',
        phoneType: 'Landline',
      };
      const replaced = await put(cartId, full);
      expect(replaced.status).toBe(200);
      const fullStored = {
        ...STORED,
        addressLine2: 'Suite 200',
        companyName: 'Acme Fleet',
        poNumber: 'PO-2026-0042',
        phone: '(512) 555 0199 ext. 12',
        phoneType: 'Landline',
      };
      expect(replaced.body.siteCartBilling).toEqual(fullStored);
      expect((await get(cartId)).body.siteCartBilling).toEqual(fullStored);

      // Empty optional fields are no value, as the shipping address stores them.
      const cleared = await post(cartId, { ...BILLING, addressLine2: '', companyName: '  ', poNumber: '' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.siteCartBilling).toEqual(STORED);
      expect(await storedRows(cartId)).toHaveLength(1);
    });

    it('takes a PO box: only shipping refuses them (rules §5 "No PO boxes for shipping")', async () => {
      const cartId = await a.createCart(a.tire);
      for (const line of ['PO Box 123', 'P.O. Box 77', 'Post Office Box 9']) {
        const saved = await put(cartId, { ...BILLING, addressLine1: line });
        expect(saved.status, line).toBe(200);
        expect(saved.body.siteCartBilling.addressLine1).toBe(line);
      }
    });

    it('has the PO number optional and at most 30 characters', async () => {
      const cartId = await a.createCart(a.tire);
      const without = await put(cartId, BILLING);
      expect(without.body.siteCartBilling.poNumber).toBeNull();
      const longest = 'P'.repeat(30);
      expect((await put(cartId, { ...BILLING, poNumber: longest })).body.siteCartBilling.poNumber).toBe(longest);
      const tooLong = await put(cartId, { ...BILLING, poNumber: 'P'.repeat(31) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error.message).toBe('At most 30 characters.');
      expect((await get(cartId)).body.siteCartBilling.poNumber).toBe(longest);
      // Control characters are dropped (PostgreSQL text refuses NUL).
      expect((await put(cartId, { ...BILLING, poNumber: 'A\u0000B\u200bC' })).body.siteCartBilling.poNumber).toBe('A B C');
    });
  });

  describe('refusals (rules §5 Messages, exact)', () => {
    it.each(REFUSED)('%s: each bad value answers its message and writes nothing', async (field, values, message) => {
      const fresh = await a.createCart(a.tire);
      const saved = await a.createCart(a.tire);
      expect((await put(saved, BILLING)).status).toBe(200);
      for (const value of values) {
        const body: Record<string, unknown> = { ...BILLING };
        if (value === undefined) delete body[field];
        else body[field] = value;
        for (const [cartId, send] of [
          [fresh, put],
          [saved, post],
        ] as const) {
          const answer = await send(cartId, body);
          expect(answer.status, `${field}=${JSON.stringify(value)}`).toBe(400);
          expect(answer.body.error.message, `${field}=${JSON.stringify(value)}`).toBe(message);
        }
      }
      expect(await storedRows(fresh)).toEqual([]);
      expect((await get(saved)).body.siteCartBilling).toEqual(STORED);
    });

    it('refuses a body that is not an address object', async () => {
      const cartId = await a.createCart(a.tire);
      for (const body of ['not json', '[]', 'null']) {
        const answer = await put(cartId, body);
        expect(answer.status, body).toBe(400);
      }
      expect(await storedRows(cartId)).toEqual([]);
    });
  });

  describe('whose cart', () => {
    it('answers 404 until a billing address is saved, and CART_GONE for an unknown cart', async () => {
      const cartId = await a.createCart(a.tire);
      const none = await get(cartId);
      expect(none.status).toBe(404);
      expect(none.body.error.message).toBe(NO_BILLING);
      for (const answer of [await get(NO_CART), await put(NO_CART, BILLING), await post(NO_CART, BILLING)]) {
        expect(answer.status).toBe(404);
        expect(answer.body.error.message).toBe(CART_GONE);
      }
      expect(await storedRows(NO_CART)).toEqual([]);
    });

    it("treats another client's cart as gone, reading or writing, and changes nothing", async () => {
      const widget = await a.widgetToken('100001');
      const widgetCart = (await a.callAs('POST', '/v1/carts', { productId: a.tire, quantity: { front: 4 } }, widget)).body.siteCart
        .id as string;
      const storefrontCart = await a.createCart(a.tire);
      expect((await put(storefrontCart, BILLING)).status).toBe(200);
      const otherWidget = await a.widgetToken('100002');

      const refusals = [
        await get(widgetCart),
        await put(widgetCart, BILLING),
        await post(widgetCart, BILLING),
        await get(storefrontCart, widget),
        await put(storefrontCart, { ...BILLING, firstName: 'Mallory' }, widget),
        await get(widgetCart, otherWidget),
        await put(widgetCart, BILLING, otherWidget),
      ];
      for (const answer of refusals) {
        expect(answer.status).toBe(404);
        expect(answer.body.error.message).toBe(CART_GONE);
      }
      expect(await storedRows(widgetCart)).toEqual([]);
      expect((await get(storefrontCart)).body.siteCartBilling).toEqual(STORED);

      // The widget saves and reads its own cart's billing; the storefront's pages share the storefront's carts.
      expect((await put(widgetCart, BILLING, widget)).status).toBe(200);
      expect((await get(widgetCart, widget)).body.siteCartBilling).toEqual(STORED);
      expect((await get(storefrontCart, await a.storefrontWebToken())).body.siteCartBilling).toEqual(STORED);
    });

    it('keeps an ordered cart read-only: saving answers 409, reading still works', async () => {
      const cartId = await a.createCart(a.tire);
      expect((await put(cartId, BILLING)).status).toBe(200);
      await database().query('UPDATE carts SET ordered_at = now() WHERE id = $1', [cartId]);
      for (const send of [put, post]) {
        const answer = await send(cartId, { ...BILLING, firstName: 'Bea' });
        expect(answer.status).toBe(409);
        expect(answer.body.error.message).toBe(PAYMENT_MESSAGES.alreadyOrdered);
      }
      expect((await get(cartId)).body.siteCartBilling).toEqual(STORED);
    });
  });
});
