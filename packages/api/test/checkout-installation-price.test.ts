/**
 * Installation in the cart's money (docs/pricing.md "Installation"): with INSTALLER shipping the
 * cart pays the chosen installer's price for four of its tires — the price its card shows — per
 * installable tire, in the total and untaxed; it follows the chosen installer, the tires and the
 * shipping, and goes when installer shipping goes.
 */
import { beforeAll, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { SALES_TAX_BASIS_POINTS } from '../src/services/tax';
import { describeOnDatabases } from './databases';
import { totalOf } from './support/carts';
import { checkoutApi, HOME_DELIVERY, wellStockedTire } from './support/checkout';

type Api = Awaited<ReturnType<typeof checkoutApi>>;
type Installer = { id: number; zip: string; state: string; installation_cost_for_4_tires_cents: number };

/** The estimated sales tax on the tires and their coverage alone (docs/tax.md: installation is labor). */
const taxOnGoods = (cart: any) =>
  Math.round(
    ((cart.subtotalInCents - cart.discountInCents + cart.roadHazardCostInCents) * SALES_TAX_BASIS_POINTS[cart.taxState]!) / 10_000,
  );

describeOnDatabases('installation in the cart total (INSTALLER shipping)', ({ database }) => {
  let api: Api;
  let installable: number;
  let notInstallable: number;
  /** Two shops of one state (one tax rate) with different base prices. */
  let cheapShop: Installer;
  let dearShop: Installer;
  let mobile: Installer;
  beforeAll(async () => {
    api = await checkoutApi(database());
    installable = await wellStockedTire(database(), { installable: true });
    notInstallable = await wellStockedTire(database(), { installable: false });
    const shops = await database().query<Installer>(
      `SELECT id, zip, state, installation_cost_for_4_tires_cents FROM installers
        WHERE NOT is_mobile_install AND state = 'WA' ORDER BY installation_cost_for_4_tires_cents, id`,
    );
    cheapShop = shops[0]!;
    dearShop = shops.at(-1)!;
    expect(dearShop.installation_cost_for_4_tires_cents).toBeGreaterThan(cheapShop.installation_cost_for_4_tires_cents);
    [mobile] = await database().query<Installer>(
      'SELECT id, zip, state, installation_cost_for_4_tires_cents FROM installers WHERE is_mobile_install AND mobile_radius_miles >= 15 ORDER BY id LIMIT 1',
    );
  });

  const putShipping = async (cartId: string, body: unknown) => {
    const answer = await api.call('PUT', api.shippingPath(cartId), { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.siteCart;
  };
  const atShop = (cartId: string, shop: Installer) => putShipping(cartId, { shippingOption: 'INSTALLER', installerId: shop.id });
  const updateCart = async (cartId: string, body: unknown) => {
    const answer = await api.call('PUT', `/v1/carts/${cartId}`, { body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.siteCart;
  };
  /** What the installer's card and details show for installing four of the cart's tires. */
  const cardPrice = async (installerId: number, cartId: string): Promise<number> => {
    const answer = await api.call('GET', `/v1/installers/${installerId}?cartId=${cartId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.siteInstaller.installationCostFor4TiresInCents;
  };

  it('charges the card price for 4 tires, half of it for 2 and one and a half times it for 6, in the total and the summary', async () => {
    for (const quantity of [2, 4, 6]) {
      const cartId = await api.createCart(installable, quantity);
      const cart = await atShop(cartId, cheapShop);
      const card = await cardPrice(cheapShop.id, cartId);
      expect(card).toBeGreaterThanOrEqual(cheapShop.installation_cost_for_4_tires_cents);
      expect(cart.installationCostInCents, `${quantity} tires`).toBe(Math.round((card * quantity) / 4));
      expect(cart.totalInCents).toBe(totalOf(cart));
      // Every answer of the cart says the same.
      expect((await api.call('GET', `/v1/carts/${cartId}`)).body.siteCart).toEqual(cart);
      const summary = (await api.call('GET', `/v1/cart-summary?cartId=${cartId}`)).body.cartSummary;
      expect(summary).toMatchObject({ installationCostInCents: cart.installationCostInCents, totalInCents: cart.totalInCents });
    }
  });

  it('rounds a quarter of an odd price to the cent, half up', async () => {
    // A base price that does not split into whole cents per tire: $115.05 → 2 tires $57.53 (5752.5 ↑).
    await database().query(
      'UPDATE installers SET installation_cost_for_4_tires_cents = installation_cost_for_4_tires_cents + 5 WHERE id = $1',
      [cheapShop.id],
    );
    try {
      const cartId = await api.createCart(installable, 2);
      const cart = await atShop(cartId, cheapShop);
      const card = await cardPrice(cheapShop.id, cartId);
      expect(card % 2).toBe(1);
      expect(cart.installationCostInCents).toBe((card + 1) / 2);
      expect(cart.totalInCents).toBe(totalOf(cart));
    } finally {
      await database().query(
        'UPDATE installers SET installation_cost_for_4_tires_cents = installation_cost_for_4_tires_cents - 5 WHERE id = $1',
        [cheapShop.id],
      );
    }
  });

  it('counts only the tires that can be installed in a mixed cart, and follows quantity changes', async () => {
    const cartId = await api.createCart(installable, 2);
    await atShop(cartId, cheapShop);
    const mixed = await updateCart(cartId, { isNewItem: true, productId: notInstallable, quantity: { front: 4 } });
    expect(mixed.totalQuantity).toBe(6);
    expect(mixed.cartShipping?.installerId).toBe(cheapShop.id);
    const card = await cardPrice(cheapShop.id, cartId);
    expect(mixed.installationCostInCents).toBe(Math.round((card * 2) / 4));
    expect(mixed.totalInCents).toBe(totalOf(mixed));
    const more = await updateCart(cartId, { itemId: installable, itemQuantity: 3 });
    expect(more.installationCostInCents).toBe(Math.round((card * 3) / 4));
    // No installable tire left: installer shipping is dropped, and its installation with it.
    const none = await updateCart(cartId, { itemId: installable, itemQuantity: 0 });
    expect(none).toMatchObject({ cartShipping: null, installationCostInCents: 0 });
    expect(none.totalInCents).toBe(totalOf(none));
    expect((await api.call('GET', `/v1/carts/${cartId}`)).body.siteCart).toEqual(none);
  });

  it('follows the chosen shop: another shop, its own price; the rest of the cart does not move', async () => {
    const cartId = await api.createCart(installable, 4);
    const cheap = await atShop(cartId, cheapShop);
    const dear = await atShop(cartId, dearShop);
    expect(cheap.installationCostInCents).toBe(await cardPrice(cheapShop.id, cartId));
    expect(dear.installationCostInCents).toBe(await cardPrice(dearShop.id, cartId));
    expect(dear.installationCostInCents).toBeGreaterThan(cheap.installationCostInCents);
    // Same state, same tires: only the installation differs, and the tax does not follow it.
    expect(dear.estimatedTaxInCents).toBe(cheap.estimatedTaxInCents);
    expect(dear.totalInCents - cheap.totalInCents).toBe(dear.installationCostInCents - cheap.installationCostInCents);
  });

  it('is not taxed: the estimated tax is on the tires and their coverage alone', async () => {
    const cartId = await api.createCart(installable, 4);
    const cart = await atShop(cartId, dearShop);
    expect(cart.taxState).toBe('WA');
    expect(cart.installationCostInCents).toBeGreaterThan(0);
    expect(cart.estimatedTaxInCents).toBeGreaterThan(0);
    expect(cart.estimatedTaxInCents).toBe(taxOnGoods(cart));
  });

  it('goes with installer shipping: home delivery, DELETE, excludeShipping and removing the installer each leave 0', async () => {
    const cartId = await api.createCart(installable, 4);
    // The shop tab alone (no shipping saved) charges nothing yet.
    const tab = await updateCart(cartId, { preShippingSelection: 'shipToShop' });
    expect(tab.installationCostInCents).toBe(0);

    const installed = await atShop(cartId, cheapShop);
    expect(installed.installationCostInCents).toBeGreaterThan(0);
    const home = await putShipping(cartId, HOME_DELIVERY);
    expect(home.installationCostInCents).toBe(0);
    expect(home.totalInCents).toBe(totalOf(home));

    await atShop(cartId, cheapShop);
    const deleted = await api.call('DELETE', api.shippingPath(cartId));
    expect(deleted.status).toBe(200);
    expect(deleted.body.siteCart).toMatchObject({ cartShipping: null, installationCostInCents: 0 });

    await atShop(cartId, cheapShop);
    expect(await updateCart(cartId, { excludeShipping: true })).toMatchObject({ cartShipping: null, installationCostInCents: 0 });

    await atShop(cartId, cheapShop);
    const removed = await updateCart(cartId, { removeInstallerId: cheapShop.id });
    expect(removed).toMatchObject({ cartShipping: null, installationCostInCents: 0 });
    expect(removed.totalInCents).toBe(totalOf(removed));
  });

  it("charges a mobile installer's own price the same way, untaxed", async () => {
    const cartId = await api.createCart(installable, 2);
    const place = zipcodes.lookup(mobile.zip)!;
    const cart = await putShipping(cartId, {
      shippingOption: 'INSTALLER',
      installerId: mobile.id,
      isMobileInstall: true,
      addressLine1: '5 Oak Ave',
      city: place.city,
      zip: mobile.zip,
    });
    const card = await cardPrice(mobile.id, cartId);
    expect(card).toBeGreaterThanOrEqual(mobile.installation_cost_for_4_tires_cents);
    expect(cart.installationCostInCents).toBe(Math.round((card * 2) / 4));
    expect(cart.totalInCents).toBe(totalOf(cart));
    expect(cart.estimatedTaxInCents).toBe(taxOnGoods(cart));
  });
});
