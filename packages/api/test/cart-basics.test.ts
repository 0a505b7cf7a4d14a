import { randomUUID } from 'node:crypto';
import { MILITARY_MESSAGES } from '@tireshop/core';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { cartApi, NO_DEALS, RETAIL_ROAD_HAZARD_PER_TIRE, seedTire, setStock, type SeedTire } from './support/carts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describeOnDatabases('cart: create, read, change, delete (/v1/carts, /v1/cart-summary)', ({ database }) => {
  let c: Awaited<ReturnType<typeof cartApi>>;
  /** Plenty in stock, no deals: the price is the price. */
  let plain: SeedTire;
  let plainRear: SeedTire;
  /** 5 units in stock. */
  let scarce: SeedTire;
  let soldOut: SeedTire;
  /** More than 20 in stock. */
  let plentiful: SeedTire;

  beforeAll(async () => {
    c = await cartApi(database());
    plain = await seedTire(database(), `${NO_DEALS} AND stock >= 20 AND NOT "isOversize"`);
    plainRear = await seedTire(database(), `${NO_DEALS} AND stock >= 20 AND NOT "isOversize" AND id <> ${plain.id}`);
    // The seed keeps every tire well stocked: make one scarce and one sold out.
    const others = `${NO_DEALS} AND stock >= 30 AND id NOT IN (${plain.id}, ${plainRear.id})`;
    await setStock(database(), (await seedTire(database(), others, 0)).id, 5);
    await setStock(database(), (await seedTire(database(), others, 1)).id, 0);
    scarce = await seedTire(database(), `stock = 5`);
    soldOut = await seedTire(database(), `stock = 0`);
    plentiful = await seedTire(database(), others, 2);
  });

  const cartCount = async () => Number((await database().query<{ n: number }>('SELECT count(*)::int AS n FROM carts'))[0]!.n);

  it('creates a cart (201) whose id is a uuid, priced from the catalogue, covered by road hazard by default', async () => {
    const res = await c.create({ productId: plain.id, quantity: { front: 4 }, email: 'pat@example.com', zip: '78701' });
    expect(res.status).toBe(201);
    const cart = res.body.siteCart;
    expect(cart.id).toMatch(UUID);
    expect(cart.cartUuid).toBe(cart.id);
    expect(cart).toMatchObject({
      email: 'pat@example.com',
      zip: '78701',
      isDealer: false,
      totalQuantity: 4,
      installerDetails: null,
      widgetSource: null,
    });
    expect(cart.siteProducts).toHaveLength(1);
    const [line] = cart.siteProducts;
    expect(line).toMatchObject({
      itemId: plain.id,
      productId: plain.id,
      quantity: 4,
      lineTotalInCents: 4 * plain.price,
      roadHazardState: 1,
    });
    expect(line.price.salePriceInCents).toBe(plain.price);
    expect(line.name).toBe(plain.label.split(' ').slice(0, -1).join(' '));
    expect(line.image.src).toMatch(/^http:\/\/shop\.test\/api\/images\/tires\//);
    expect(line.roadHazardCostInCents).toBe(4 * RETAIL_ROAD_HAZARD_PER_TIRE(plain.price));
    expect(cart.subtotalInCents).toBe(4 * plain.price);
    expect(cart.discountInCents).toBe(0);
    expect(cart.isGroupRoadHazard).toBe(true);
    expect(cart.roadHazardTerms).toEqual({
      months: 36,
      replacementPerTireByYearInCents: [40_000, 20_000, 10_000],
      repairPerTireInCents: 2_500,
      customerShareByYear: [0, 0, 0],
    });
    const again = await c.get(cart.id);
    expect(again.status).toBe(200);
    expect(again.body.siteCart).toEqual(cart);
  });

  it('keeps widgetSource, widgetSourceId and subSource from the query', async () => {
    const cart = await c.newCart(
      { productId: plain.id, quantity: { front: 1 } },
      { query: '?widgetSource=acme&widgetSourceId=w-1&subSource=email' },
    );
    expect(cart.widgetSource).toBe('acme');
    const [row] = await database().query<{ widget_source_id: string; sub_source: string; channel: string; client_id: string }>(
      'SELECT widget_source_id, sub_source, channel, client_id FROM carts WHERE id = $1',
      [cart.id],
    );
    expect(row).toEqual({ widget_source_id: 'w-1', sub_source: 'email', channel: 'storefront', client_id: 'storefront' });
  });

  it('adds a staggered set as two lines and merges further tires into their lines', async () => {
    const cart = await c.newCart({ productId: plain.id, rearProductId: plainRear.id, quantity: { front: 2, rear: 2 } });
    expect(cart.siteProducts.map((p: any) => [p.productId, p.quantity])).toEqual([
      [plain.id, 2],
      [plainRear.id, 2],
    ]);
    expect(cart.subtotalInCents).toBe(2 * plain.price + 2 * plainRear.price);
    const more = await c.update(cart.id, { isNewItem: true, productId: plain.id, quantity: { front: 1, rear: 2 } });
    expect(more.status).toBe(200);
    expect(more.body.siteCart.siteProducts.map((p: any) => [p.productId, p.quantity])).toEqual([
      [plain.id, 5],
      [plainRear.id, 2],
    ]);
    expect(more.body.siteCart.totalQuantity).toBe(7);
  });

  it('front and rear of one tire without a rear size make one line', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 2, rear: 2 } });
    expect(cart.siteProducts.map((p: any) => [p.productId, p.quantity])).toEqual([[plain.id, 4]]);
  });

  it('refuses tires beyond the stock with 409 and changes nothing', async () => {
    const before = await cartCount();
    const tooMany = await c.create({ productId: scarce.id, quantity: { front: scarce.stock + 1 } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ error: { code: 'Conflict', message: `Only ${scarce.stock} of ${scarce.label} are in stock.` } });
    const none = await c.create({ productId: soldOut.id, quantity: { front: 1 } });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(`${soldOut.label} is out of stock.`);
    expect(await cartCount()).toBe(before);

    const cart = await c.newCart({ productId: scarce.id, quantity: { front: scarce.stock - 1 } });
    const snapshot = (await c.get(cart.id)).body;
    // Two more would pass the stock: refused, and the other tire in the same request is not added either.
    const over = await c.update(cart.id, {
      isNewItem: true,
      productId: plain.id,
      rearProductId: scarce.id,
      quantity: { front: 2, rear: 2 },
    });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(`Only ${scarce.stock} of ${scarce.label} are in stock.`);
    const raise = await c.update(cart.id, { itemId: scarce.id, itemQuantity: scarce.stock + 1 });
    expect(raise.status).toBe(409);
    expect((await c.get(cart.id)).body).toEqual(snapshot);
    // Up to the stock is fine.
    const exact = await c.update(cart.id, { itemId: scarce.id, itemQuantity: scarce.stock });
    expect(exact.status).toBe(200);
    expect(exact.body.siteCart.siteProducts[0].quantity).toBe(scarce.stock);
  });

  it('holds at most 20 of a tire per line, even with more in stock', async () => {
    const cart = await c.newCart({ productId: plentiful.id, quantity: { front: 20 } });
    const one = await c.update(cart.id, { isNewItem: true, productId: plentiful.id, quantity: { front: 1 } });
    expect(one.status).toBe(409);
    expect(one.body.error.message).toBe(`A cart can hold at most 20 of ${plentiful.label}.`);
    const tooBig = await c.create({ productId: plentiful.id, quantity: { front: 21 } });
    expect(tooBig.status).toBe(400);
  });

  it('holds at most 10 different tires: an 11th is refused with 409 and nothing of the request is kept', async () => {
    const ids = (
      await database().query<{ id: number }>(
        `SELECT s.id FROM skus s WHERE (SELECT coalesce(sum(quantity), 0) FROM stock WHERE sku_id = s.id) >= 10 ORDER BY s.id LIMIT 11`,
      )
    ).map((r) => Number(r.id));
    expect(ids).toHaveLength(11);
    const cart = await c.newCart({ productId: ids[0], rearProductId: ids[1], quantity: { front: 1, rear: 1 } });
    for (const id of ids.slice(2, 10))
      expect((await c.update(cart.id, { isNewItem: true, productId: id, quantity: { front: 1 } })).status).toBe(200);
    const ten = (await c.get(cart.id)).body;
    expect(ten.siteCart.siteProducts).toHaveLength(10);
    const message = 'A cart can hold at most 10 different tires. Remove one to add another.';
    const eleventh = await c.update(cart.id, { isNewItem: true, productId: ids[10], quantity: { front: 1 } });
    expect(eleventh).toEqual({ status: 409, body: { error: { code: 'Conflict', message } } });
    // More of a tire already in the cart is fine; a staggered add bringing a new tire is not, and its other tire is not added either.
    const staggered = await c.update(cart.id, {
      isNewItem: true,
      productId: ids[0],
      rearProductId: ids[10],
      quantity: { front: 1, rear: 1 },
    });
    expect(staggered.body.error?.message).toBe(message);
    expect((await c.get(cart.id)).body).toEqual(ten);
    const more = await c.update(cart.id, { isNewItem: true, productId: ids[0], quantity: { front: 1 } });
    expect(more.status).toBe(200);
    expect(more.body.siteCart.totalQuantity).toBe(11);
    // Removing one makes room.
    await c.update(cart.id, { itemId: ids[1], itemQuantity: 0 });
    expect((await c.update(cart.id, { isNewItem: true, productId: ids[10], quantity: { front: 1 } })).status).toBe(200);
  });

  it('answers 404 for a tire we do not sell and 400 for an add without tires', async () => {
    const unknown = await c.create({ productId: 1_999_999_999, quantity: { front: 4 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'NotFound', message: 'No tire with id 1999999999.' } });
    const zero = await c.create({ productId: plain.id, quantity: { front: 0, rear: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toBe('Choose at least one tire.');
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 1 } });
    const unknownRear = await c.update(cart.id, {
      isNewItem: true,
      productId: plain.id,
      rearProductId: 1_999_999_998,
      quantity: { front: 1, rear: 1 },
    });
    expect(unknownRear.status).toBe(404);
    expect(unknownRear.body.error.message).toBe('No tire with id 1999999998.');
    expect((await c.get(cart.id)).body.siteCart.totalQuantity).toBe(1);
  });

  it('sets quantities, removes a line at 0, and deletes the cart with its last tire', async () => {
    const cart = await c.newCart({ productId: plain.id, rearProductId: plainRear.id, quantity: { front: 2, rear: 2 } });
    const three = await c.update(cart.id, { itemId: plain.id, itemQuantity: 3 });
    expect(three.body.siteCart.siteProducts.map((p: any) => p.quantity)).toEqual([3, 2]);
    const gone = await c.update(cart.id, { itemId: plain.id, itemQuantity: 0 });
    expect(gone.body.siteCart.siteProducts.map((p: any) => p.productId)).toEqual([plainRear.id]);
    const missing = await c.update(cart.id, { itemId: plain.id, itemQuantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('That tire is not in your cart.');
    const last = await c.update(cart.id, { itemId: plainRear.id, itemQuantity: 0 });
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ siteCart: null });
    const after = await c.get(cart.id);
    expect(after.status).toBe(404);
    expect(after.body).toEqual({ error: { code: 'NotFound', message: 'This cart no longer exists.' } });
    const rows = await database().query('SELECT 1 FROM cart_items WHERE cart_id = $1', [cart.id]);
    expect(rows).toEqual([]);
  });

  it('answers 404 for a cart that does not exist or was deleted, and 400 for a malformed id', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 1 } });
    const deleted = await c.remove(cart.id);
    expect(deleted).toEqual({ status: 200, body: { deleted: true } });
    for (const id of [cart.id, randomUUID()]) {
      for (const res of [await c.get(id), await c.update(id, { zip: '10001' }), await c.remove(id), await c.summary(id)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: { code: 'NotFound', message: 'This cart no longer exists.' } });
      }
    }
    const bad = await c.get('not-a-cart');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('The cart id is not valid.');
  });

  it('applies every field of one request together, or none of them', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 2 } });
    const before = (await c.get(cart.id)).body;
    const refused = await c.update(cart.id, {
      itemId: plain.id,
      itemQuantity: 4,
      zip: '10001',
      preShippingSelection: 'shipToMe',
      promoCode: 'NOPE',
    });
    expect(refused.status).toBe(400);
    expect((await c.get(cart.id)).body).toEqual(before);
    const done = await c.update(cart.id, {
      itemId: plain.id,
      itemQuantity: 4,
      zip: '10001',
      preShippingSelection: 'shipToMe',
      email: 'kim@example.com',
    });
    expect(done.status).toBe(200);
    expect(done.body.siteCart).toMatchObject({
      zip: '10001',
      preShippingSelection: 'shipToMe',
      email: 'kim@example.com',
      totalQuantity: 4,
    });
  });

  it('refuses update fields that make no change of their own', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 2 } });
    const cases: [unknown, string][] = [
      [{ isNewItem: true, productId: plain.id }, 'isNewItem needs productId and quantity.'],
      [{ productId: plain.id, quantity: { front: 1 } }, 'productId goes with isNewItem: true (adding tires).'],
      [{ isNewItem: false, quantity: { front: 1 } }, 'quantity goes with isNewItem: true (adding tires).'],
      [{ shouldAddCoverage: false }, 'shouldAddCoverage goes with isNewItem: true (adding tires).'],
      [{ itemQuantity: 2 }, 'itemQuantity needs itemId.'],
      [{ isRoadHazard: true }, 'isRoadHazard needs itemId; isGroupRoadHazard covers every tire.'],
      [{ itemId: plain.id }, 'itemId needs itemQuantity or isRoadHazard.'],
    ];
    for (const [body, message] of cases) {
      const res = await c.update(cart.id, body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { error: { code: 'BadRequest', message } } });
    }
  });

  it('bumps updated_at on every change', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 2 } });
    const read = async () =>
      (await database().query<{ t: string }>('SELECT updated_at::text AS t FROM carts WHERE id = $1', [cart.id]))[0]!.t;
    const first = await read();
    await new Promise((r) => setTimeout(r, 5));
    await c.update(cart.id, { preShippingSelection: 'shipToShop' });
    expect(await read()).not.toBe(first);
  });

  it('sets and removes the installer; removing another or an absent one is a success', async () => {
    const [shop] = await database().query<{ id: number; website: string | null }>('SELECT id, website FROM installers WHERE id = 2');
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 } });
    const set = await c.update(cart.id, { installerId: shop!.id });
    expect(set.body.siteCart.installerDetails).toEqual({ installerId: shop!.id, website: shop!.website });
    const unknown = await c.update(cart.id, { installerId: 1_999_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No installer with id 1999999999.');
    const other = await c.update(cart.id, { removeInstallerId: 3 });
    expect(other.status).toBe(200);
    expect(other.body.siteCart.installerDetails).toEqual({ installerId: shop!.id, website: shop!.website });
    const removed = await c.update(cart.id, { removeInstallerId: shop!.id });
    expect(removed.body.siteCart.installerDetails).toBeNull();
    const again = await c.update(cart.id, { removeInstallerId: shop!.id });
    expect(again.status).toBe(200);
  });

  it('removes cart shipping on excludeShipping, and with the installer it points at', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 }, installerId: 2 });
    const shipping = (sql: string) => database().query(sql, [cart.id]);
    const count = async () => (await database().query('SELECT 1 FROM cart_shipping WHERE cart_id = $1', [cart.id])).length;
    await shipping(`INSERT INTO cart_shipping (cart_id, shipping_option, installer_id) VALUES ($1, 'INSTALLER', 2)`);
    await c.update(cart.id, { removeInstallerId: 5 });
    expect(await count()).toBe(1);
    await c.update(cart.id, { removeInstallerId: 2 });
    expect(await count()).toBe(0);
    await shipping(
      `INSERT INTO cart_shipping (cart_id, shipping_option, address_line1, city, state, zip) VALUES ($1, 'HOME', '1 Main St', 'Austin', 'TX', '78701')`,
    );
    await c.update(cart.id, { excludeShipping: false });
    expect(await count()).toBe(1);
    await c.update(cart.id, { excludeShipping: true });
    expect(await count()).toBe(0);
  });

  it('answers the summary with the same tires and totals as the cart', async () => {
    const cart = await c.newCart({ productId: plain.id, rearProductId: plainRear.id, quantity: { front: 2, rear: 2 } });
    const res = await c.summary(cart.id);
    expect(res.status).toBe(200);
    const s = res.body.cartSummary;
    expect(s).toMatchObject({
      cartId: cart.id,
      totalQuantity: 4,
      subtotalInCents: cart.subtotalInCents,
      discountInCents: cart.discountInCents,
      totalInCents: cart.totalInCents,
    });
    expect(s.items.map((i: any) => [i.itemId, i.quantity, i.lineTotalInCents])).toEqual([
      [plain.id, 2, 2 * plain.price],
      [plainRear.id, 2, 2 * plainRear.price],
    ]);
    const bad = await c.call('GET', '/v1/cart-summary');
    expect(bad.status).toBe(400);
  });

  it('refuses a military status the client sends (only the identity partner sets it) and takes nothing off', async () => {
    const cart = await c.newCart({ productId: plain.id, quantity: { front: 4 } });
    const res = await c.update(cart.id, { idMeVerifiedStatus: 'military' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MILITARY_MESSAGES.clientStatus);
    expect((await c.get(cart.id)).body.siteCart).toMatchObject({
      idMeVerifiedStatus: null,
      discountInCents: 0,
      militaryDiscountInCents: 0,
    });
    const cleared = await c.update(cart.id, { idMeVerifiedStatus: '' });
    expect(cleared.body.siteCart.idMeVerifiedStatus).toBeNull();
  });
});
