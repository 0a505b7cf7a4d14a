/**
 * Cart shipping (spec §3 Cart shipping, §4 Cart/Checkout, §7 /checkout/cart-shipping, §8
 * fulfilment messages): each option's rules and messages, replacing a choice, the 404s clients rely
 * on, and the tax state following the destination.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { describeOnDatabases } from './databases';
import { SALES_TAX_BASIS_POINTS } from '../src/services/tax';
import { checkoutApi, HOME_DELIVERY, wellStockedTire } from './support/checkout';

type Api = Awaited<ReturnType<typeof checkoutApi>>;

// The phone and e-mail as a shopper might type them: stored normalised.
const home = { ...HOME_DELIVERY, phone: '+1 512.555.0100', email: 'Ana@Example.com' };
const NO_CART = '00000000-0000-4000-8000-000000000000';

describeOnDatabases('cart shipping (PUT/POST/GET/DELETE /checkout/cart-shipping)', ({ database }) => {
  let api: Api;
  let installable: number;
  let notInstallable: number;
  beforeAll(async () => {
    api = await checkoutApi(database());
    installable = await wellStockedTire(database(), { installable: true });
    notInstallable = await wellStockedTire(database(), { installable: false });
  });

  const put = (cartId: string, body: unknown) => api.call('PUT', api.shippingPath(cartId), { body });
  const get = (cartId: string) => api.call('GET', api.shippingPath(cartId));
  const del = (cartId: string) => api.call('DELETE', api.shippingPath(cartId));

  async function refusedAndUnchanged(cartId: string, body: unknown, status: number, message: string) {
    const before = await get(cartId);
    const answer = await put(cartId, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error.message).toBe(message);
    expect(await get(cartId)).toEqual(before);
  }

  describe('home delivery', () => {
    it('saves the address, formats the phone and answers the priced cart with the destination in words', async () => {
      const cartId = await api.createCart(installable);
      const { status, body } = await put(cartId, {
        ...home,
        addressLine2: 'Apt 4',
        companyName: 'Acme',
        specialInstructions: 'Leave at the back door',
      });
      expect(status).toBe(200);
      expect(body.siteCart.id).toBe(cartId);
      const shipping = body.siteCart.cartShipping;
      expect(shipping).toMatchObject({
        shippingOption: 'HOME',
        firstName: 'Ana',
        lastName: 'Lopez',
        addressLine1: '12 Main St',
        addressLine2: 'Apt 4',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        phone: '(512) 555 0100',
        phoneType: 'Mobile',
        email: 'ana@example.com',
        companyName: 'Acme',
        specialInstructions: 'Leave at the back door',
        installerId: null,
        shippingLocationId: null,
        warehouseId: null,
        installer: null,
        destinationLabel: 'Ship to 12 Main St, Apt 4, Austin, TX 78701',
      });
      expect(body.siteCart.cartShippingAddressPresent).toBe(true);
      const saved = await get(cartId);
      expect(saved.status).toBe(200);
      expect(saved.body.siteCartShippingResponse).toEqual(shipping);
    });

    it('refuses PO boxes and military bases abroad with their messages, keeping the saved address', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      await refusedAndUnchanged(
        cartId,
        { ...home, addressLine1: 'P.O. Box 12' },
        400,
        'We can’t ship to PO boxes. Please enter a street address.',
      );
      await refusedAndUnchanged(
        cartId,
        { ...home, addressLine2: 'PO BOX 7' },
        400,
        'We can’t ship to PO boxes. Please enter a street address.',
      );
      await refusedAndUnchanged(
        cartId,
        { ...home, city: 'APO', state: 'AE', zip: '09001' },
        400,
        'We can’t ship to military bases abroad (APO, FPO or DPO addresses).',
      );
      await refusedAndUnchanged(
        cartId,
        { ...home, addressLine1: 'PSC 802 Box 74' },
        400,
        'We can’t ship to military bases abroad (APO, FPO or DPO addresses).',
      );
    });

    it('refuses each invalid field with the spec §5 message', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      const cases: [Record<string, unknown>, string][] = [
        [{ firstName: 'R2D2' }, 'Please enter valid First Name'],
        [{ lastName: 'x'.repeat(26) }, 'Please enter valid Last Name'],
        [{ city: 'Austin 7' }, 'Please enter valid City'],
        [{ addressLine1: '<b>12</b>' }, 'Please enter valid Address'],
        [{ zip: '7870' }, 'Please enter valid US Zip Code.'],
        [{ phone: '555-0100' }, 'Please enter a valid phone number.'],
        [{ phoneType: 'Pager' }, 'Please select a phone type.'],
        [{ state: 'Texas' }, 'Please enter state.'],
        [{ email: 'ana@' }, 'Please enter a valid email.'],
      ];
      for (const [change, message] of cases) await refusedAndUnchanged(cartId, { ...home, ...change }, 400, message);
    });

    it('refuses a state the zip is not in (the state sets the tax and the rate), and takes a zip it cannot place as typed', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      const message = 'The ZIP code is not in the state you chose.';
      // 78701 is Austin, Texas: neither Oregon (no sales tax) nor Hawaii ($45 a tire) can go with it.
      await refusedAndUnchanged(cartId, { ...home, state: 'OR' }, 400, message);
      await refusedAndUnchanged(cartId, { ...home, state: 'HI' }, 400, message);
      const texas = (await api.call('GET', `/v1/carts/${cartId}`)).body.siteCart;
      expect(texas).toMatchObject({ taxState: 'TX', shippingCostInCents: 4 * 1_500 });
      expect(texas.estimatedTaxInCents).toBeGreaterThan(0);
      // A zip our data does not know (new, or retired) cannot be checked: the state is taken as sent.
      const unknownZip = await put(cartId, { ...home, zip: '99999' });
      expect(unknownZip.status, JSON.stringify(unknownZip.body)).toBe(200);
      expect(unknownZip.body.siteCart.taxState).toBe('TX');
    });

    it('ships to Alaska, Hawaii and Puerto Rico (only free shipping is limited to the contiguous US)', async () => {
      const cartId = await api.createCart(installable);
      const { status, body } = await put(cartId, { ...home, city: 'San Juan', state: 'PR', zip: '00901' });
      expect(status).toBe(200);
      expect(body.siteCart.taxState).toBe('PR');
    });
  });

  describe('courier pick-up (FEDEX)', () => {
    it('replaces a home address with a pick-up location: the address is gone, the name and phone kept', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      const [location] = await database().query<Record<string, any>>(
        "SELECT * FROM courier_locations WHERE state = 'OR' ORDER BY id LIMIT 1",
      );
      const { status, body } = await put(cartId, {
        shippingOption: 'FEDEX',
        shippingLocationId: location!.id,
        firstName: 'Ana',
        lastName: 'Lopez',
        phone: '5125550100 ext 9',
        email: 'ana@example.com',
      });
      expect(status).toBe(200);
      expect(body.siteCart.cartShipping).toMatchObject({
        shippingOption: 'FEDEX',
        shippingLocationId: location!.id,
        firstName: 'Ana',
        lastName: 'Lopez',
        phone: '(512) 555 0100 ext. 9',
        email: 'ana@example.com',
        addressLine1: null,
        city: null,
        state: null,
        zip: null,
        companyName: null,
        destinationLabel: `Pick up at ${location!.company}, ${location!.address_line1}, ${location!.city}, OR ${location!.zip}`,
      });
      // Tax follows the counter (Oregon: no sales tax), not the old Texas address.
      expect(body.siteCart.taxState).toBe('OR');
      expect(body.siteCart.estimatedTaxInCents).toBe(0);
      const [rows] = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM cart_shipping WHERE cart_id = $1', [cartId]);
      expect(Number(rows!.n)).toBe(1);
    });

    it('refuses a location that does not exist, and a missing name', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      const fedex = { shippingOption: 'FEDEX', shippingLocationId: 999999, firstName: 'Ana', lastName: 'Lopez', phone: '5125550100' };
      await refusedAndUnchanged(cartId, fedex, 404, 'No pick-up location with id 999999.');
      await refusedAndUnchanged(cartId, { ...fedex, shippingLocationId: 1, firstName: '' }, 400, 'Please enter valid First Name');
      await refusedAndUnchanged(
        cartId,
        { ...fedex, shippingLocationId: 'one' },
        400,
        'shippingLocationId must be a whole number from 1 to 2000000000.',
      );
    });
  });

  describe('warehouse pick-up', () => {
    it('is only for dealer carts (spec §4 Delivery tabs)', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      await refusedAndUnchanged(
        cartId,
        { shippingOption: 'WAREHOUSE', warehouseId: 1 },
        400,
        'Warehouse pick-up is only available on dealer orders.',
      );
    });

    it('refuses the warehouse pick-up tab on a retail cart (it would ship free), and keeps it for dealer carts', async () => {
      const cartId = await api.createCart(installable);
      const before = await api.call('GET', `/v1/carts/${cartId}`);
      const tab = await api.call('PUT', `/v1/carts/${cartId}`, { body: { preShippingSelection: 'warehousePickup' } });
      expect(tab.status, JSON.stringify(tab.body)).toBe(400);
      expect(tab.body).toEqual({ error: { code: 'BadRequest', message: 'Warehouse pick-up is only available on dealer orders.' } });
      expect(await api.call('GET', `/v1/carts/${cartId}`)).toEqual(before);
      await database().query('UPDATE carts SET is_dealer = true WHERE id = $1', [cartId]);
      const dealer = await api.call('PUT', `/v1/carts/${cartId}`, { body: { preShippingSelection: 'warehousePickup' } });
      expect(dealer.status).toBe(200);
      expect(dealer.body.siteCart).toMatchObject({ preShippingSelection: 'warehousePickup', shippingCostInCents: 0 });
    });

    it("saves a warehouse holding every tire of a dealer cart, ready in 24 hours, taxed in the warehouse's state", async () => {
      const cartId = await api.createCart(installable);
      await database().query('UPDATE carts SET is_dealer = true WHERE id = $1', [cartId]);
      const [warehouse] = await database().query<Record<string, any>>("SELECT * FROM warehouses WHERE code = 'DFW'");
      const { status, body } = await put(cartId, { shippingOption: 'WAREHOUSE', warehouseId: warehouse!.id });
      expect(status).toBe(200);
      expect(body.siteCart.cartShipping).toMatchObject({
        shippingOption: 'WAREHOUSE',
        warehouseId: warehouse!.id,
        destinationLabel: 'Pick up at Dallas Distribution Center — ready in 24 hours',
      });
      expect(body.siteCart.taxState).toBe('TX');
    });

    it('refuses a warehouse short of a tire with 409 and an unknown one with 404', async () => {
      const cartId = await api.createCart(installable, 4);
      await database().query('UPDATE carts SET is_dealer = true WHERE id = $1', [cartId]);
      const [a, b] = (await database().query<{ id: number }>('SELECT id FROM warehouses ORDER BY id LIMIT 2')).map((r) => Number(r.id));
      await put(cartId, { shippingOption: 'WAREHOUSE', warehouseId: a });
      await database().query('UPDATE stock SET quantity = 3 WHERE sku_id = $1 AND warehouse_id = $2', [installable, b]);
      await refusedAndUnchanged(
        cartId,
        { shippingOption: 'WAREHOUSE', warehouseId: b },
        409,
        'This warehouse no longer has every tire in your cart. Choose another.',
      );
      await refusedAndUnchanged(cartId, { shippingOption: 'WAREHOUSE', warehouseId: 99999 }, 404, 'No warehouse with id 99999.');
      await database().query('UPDATE stock SET quantity = 40 WHERE sku_id = $1 AND warehouse_id = $2', [installable, b]);
    });
  });

  describe('installer', () => {
    async function shop() {
      const [row] = await database().query<Record<string, any>>(
        "SELECT * FROM installers WHERE NOT is_mobile_install AND state = 'WA' ORDER BY id LIMIT 1",
      );
      return row!;
    }
    async function mobileInstaller() {
      const [row] = await database().query<Record<string, any>>(
        'SELECT * FROM installers WHERE is_mobile_install AND mobile_radius_miles >= 15 ORDER BY id LIMIT 1',
      );
      return row!;
    }

    it("ships to a shop, makes it the cart's installer and taxes in the shop's state", async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      const installer = await shop();
      const { status, body } = await put(cartId, { shippingOption: 'INSTALLER', installerId: installer.id });
      expect(status).toBe(200);
      expect(body.siteCart.cartShipping).toMatchObject({
        shippingOption: 'INSTALLER',
        installerId: installer.id,
        installer: { installerId: installer.id, isMobileInstall: false },
        addressLine1: null,
        phone: null,
        destinationLabel: `Installed at ${installer.name}, ${installer.city}, WA`,
      });
      expect(body.siteCart.installerDetails?.installerId).toBe(installer.id);
      const [cart] = await database().query<{ installer_id: number }>('SELECT installer_id FROM carts WHERE id = $1', [cartId]);
      expect(Number(cart!.installer_id)).toBe(installer.id);
      expect(body.siteCart.taxState).toBe('WA');
    });

    it('refuses an unknown installer (404) and a cart with no installable tire', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      await refusedAndUnchanged(cartId, { shippingOption: 'INSTALLER', installerId: 999999 }, 404, 'No installer with id 999999.');
      const racing = await api.createCart(notInstallable);
      await put(racing, home);
      await refusedAndUnchanged(
        racing,
        { shippingOption: 'INSTALLER', installerId: (await shop()).id },
        400,
        "These tires can't be installed. Choose home delivery or a pick-up location.",
      );
    });

    it('books a mobile installer for an address in its service area, taxed where the tires are fitted', async () => {
      const cartId = await api.createCart(installable);
      const installer = await mobileInstaller();
      const place = zipcodes.lookup(installer.zip)!;
      const { status, body } = await put(cartId, {
        shippingOption: 'INSTALLER',
        installerId: installer.id,
        isMobileInstall: true,
        addressLine1: '5 Oak Ave',
        city: place.city,
        zip: installer.zip,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.siteCart.cartShipping).toMatchObject({
        installer: { installerId: installer.id, isMobileInstall: true },
        addressLine1: '5 Oak Ave',
        state: place.state,
        zip: installer.zip,
        destinationLabel: `Mobile installation by ${installer.name} at 5 Oak Ave, ${place.city}, ${place.state} ${installer.zip}`,
      });
      expect(body.siteCart.taxState).toBe(place.state);
      const lookup = await api.call('GET', `/v1/installers?cartId=${cartId}&mobileInstall=true`);
      expect(lookup.body.defaultSelectMobileInstall).toBe(true);
      expect(
        lookup.body.siteInstallers.siteInstallerList.find((i: { installerId: number }) => i.installerId === installer.id)?.isSelected,
      ).toBe(true);
    });

    it("takes a mobile installation's state from its zip, whatever state is sent (it sets the tax)", async () => {
      const cartId = await api.createCart(installable);
      const installer = await mobileInstaller();
      const place = zipcodes.lookup(installer.zip)!;
      const elsewhere = place.state === 'OR' ? 'DE' : 'OR'; // no sales tax in either
      const { status, body } = await put(cartId, {
        shippingOption: 'INSTALLER',
        installerId: installer.id,
        isMobileInstall: true,
        zip: installer.zip,
        state: elsewhere,
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.siteCart.cartShipping.state).toBe(place.state);
      expect(body.siteCart.taxState).toBe(place.state);
      const taxable = body.siteCart.subtotalInCents - body.siteCart.discountInCents + body.siteCart.roadHazardCostInCents;
      const rate = SALES_TAX_BASIS_POINTS[place.state]!;
      expect(body.siteCart.estimatedTaxInCents).toBe(Math.round((taxable * rate) / 10_000));
    });

    it("refuses a mobile install outside the installer's area, by a shop, without a zip or at a mobile-only installer's shop", async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      const installer = await mobileInstaller();
      const outside = "This address is outside the installer's serviceable area.";
      // Beyond its radius: a zip 60+ miles away.
      const far = zipcodes
        .radius(installer.zip, 120, true)
        .find((z) => z.country === 'US' && (zipcodes.distance(installer.zip, z.zip) ?? 0) > Number(installer.mobile_radius_miles) + 20)!;
      await refusedAndUnchanged(
        cartId,
        { shippingOption: 'INSTALLER', installerId: installer.id, isMobileInstall: true, zip: far.zip },
        400,
        outside,
      );
      await refusedAndUnchanged(
        cartId,
        { shippingOption: 'INSTALLER', installerId: (await shop()).id, isMobileInstall: true, zip: '98101' },
        400,
        outside,
      );
      await refusedAndUnchanged(
        cartId,
        { shippingOption: 'INSTALLER', installerId: installer.id, isMobileInstall: true },
        400,
        'Please enter your zip code.',
      );
      await refusedAndUnchanged(
        cartId,
        { shippingOption: 'INSTALLER', installerId: installer.id, isMobileInstall: true, zip: '00000' },
        400,
        'Please enter a valid ZIP code.',
      );
      await refusedAndUnchanged(
        cartId,
        { shippingOption: 'INSTALLER', installerId: installer.id },
        400,
        'This installer comes to you: choose mobile installation.',
      );
    });
  });

  describe('a saved choice follows the tires (re-checked after every change to them)', () => {
    const lines = (cartId: string, body: unknown) => api.call('PUT', `/v1/carts/${cartId}`, { body });

    it('drops shop installation, and the installer, once no tire in the cart can be installed', async () => {
      const cartId = await api.createCart(installable);
      const [shop] = await database().query<Record<string, any>>(
        'SELECT * FROM installers WHERE NOT is_mobile_install ORDER BY id LIMIT 1',
      );
      expect((await put(cartId, { shippingOption: 'INSTALLER', installerId: shop!.id })).status).toBe(200);
      // A tire that cannot be installed next to one that can: the shop still installs that one.
      const mixed = await lines(cartId, { isNewItem: true, productId: notInstallable, quantity: { front: 2 } });
      expect(mixed.status).toBe(200);
      expect(mixed.body.siteCart.cartShipping?.installerId).toBe(shop!.id);
      // Without the installable tire, "Installed at …" would be a promise nobody can keep.
      const left = await lines(cartId, { itemId: installable, itemQuantity: 0 });
      expect(left.status).toBe(200);
      expect(left.body.siteCart).toMatchObject({
        allInstallable: false,
        someInstallable: false,
        cartShipping: null,
        installerDetails: null,
        cartShippingAddressPresent: false,
      });
      expect((await get(cartId)).status).toBe(404);
      const [row] = await database().query<{ installer_id: number | null }>('SELECT installer_id FROM carts WHERE id = $1', [cartId]);
      expect(row!.installer_id).toBeNull();
      expect((await api.call('GET', `/v1/carts/${cartId}`)).body.siteCart).toEqual(left.body.siteCart);
    });

    it('drops warehouse pick-up once a line needs more than that warehouse holds, and keeps it while it holds enough', async () => {
      const cartId = await api.createCart(installable, 4, { installerId: 2 });
      await database().query('UPDATE carts SET is_dealer = true WHERE id = $1', [cartId]);
      const [warehouse] = (await database().query<{ id: number }>('SELECT id FROM warehouses ORDER BY id LIMIT 1')).map((r) =>
        Number(r.id),
      );
      const [{ quantity: held }] = (await database().query<{ quantity: number }>(
        'SELECT quantity FROM stock WHERE sku_id = $1 AND warehouse_id = $2',
        [installable, warehouse],
      )) as [{ quantity: number }];
      await database().query('UPDATE stock SET quantity = 5 WHERE sku_id = $1 AND warehouse_id = $2', [installable, warehouse]);
      try {
        const saved = await put(cartId, { shippingOption: 'WAREHOUSE', warehouseId: warehouse });
        expect(saved.status).toBe(200);
        expect(saved.body.siteCart.shippingCostInCents).toBe(0);
        const five = await lines(cartId, { itemId: installable, itemQuantity: 5 });
        expect(five.body.siteCart.cartShipping?.warehouseId).toBe(warehouse);
        // Six are in stock across warehouses, but not in this one: the pick-up can no longer be whole.
        const six = await lines(cartId, { itemId: installable, itemQuantity: 6 });
        expect(six.status, JSON.stringify(six.body)).toBe(200);
        expect(six.body.siteCart.cartShipping).toBeNull();
        // No destination any more: not free pick-up, cost to be decided once the shopper chooses again.
        expect(six.body.siteCart.shippingCostInCents).toBeNull();
        expect((await get(cartId)).status).toBe(404);
        // The cart keeps its installer: only shop installation is tied to installable tires.
        expect(six.body.siteCart.installerDetails?.installerId).toBe(2);
      } finally {
        await database().query('UPDATE stock SET quantity = $3 WHERE sku_id = $1 AND warehouse_id = $2', [installable, warehouse, held]);
      }
    });

    it('leaves home delivery alone whatever the tires', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      await lines(cartId, { isNewItem: true, productId: notInstallable, quantity: { front: 2 } });
      const left = await lines(cartId, { itemId: installable, itemQuantity: 0 });
      expect(left.body.siteCart.cartShipping).toMatchObject({ shippingOption: 'HOME', addressLine1: '12 Main St' });
    });
  });

  describe('reading, replacing and removing', () => {
    it('GET says 404 "no shipping yet" for a cart without one, and "no longer exists" for an unknown cart', async () => {
      const cartId = await api.createCart(installable);
      expect(await get(cartId)).toEqual({ status: 404, body: { error: { code: 'NotFound', message: 'This cart has no shipping yet.' } } });
      expect(await get(NO_CART)).toEqual({ status: 404, body: { error: { code: 'NotFound', message: 'This cart no longer exists.' } } });
      expect((await put(NO_CART, home)).body.error).toEqual({ code: 'NotFound', message: 'This cart no longer exists.' });
      expect((await del(NO_CART)).status).toBe(404);
      expect((await api.call('GET', '/v1/checkout/cart-shipping?cartId=nope')).body.error.message).toBe('The cart id is not valid.');
    });

    it('POST does what PUT does: create, then replace', async () => {
      const cartId = await api.createCart(installable);
      const created = await api.call('POST', api.shippingPath(cartId), { body: home });
      expect(created.status).toBe(200);
      const replaced = await api.call('POST', api.shippingPath(cartId), { body: { ...home, addressLine1: '99 Elm St' } });
      expect(replaced.body.siteCart.cartShipping.addressLine1).toBe('99 Elm St');
      expect((await get(cartId)).body.siteCartShippingResponse.addressLine1).toBe('99 Elm St');
    });

    it('DELETE removes the shipping and answers the cart without it; a second DELETE is 404 (clients count it as done)', async () => {
      const cartId = await api.createCart(installable);
      await put(cartId, home);
      const removed = await del(cartId);
      expect(removed.status).toBe(200);
      expect(removed.body.siteCart.cartShipping).toBeNull();
      expect((await get(cartId)).status).toBe(404);
      expect(await del(cartId)).toEqual({ status: 404, body: { error: { code: 'NotFound', message: 'This cart has no shipping yet.' } } });
    });

    it('needs a token', async () => {
      const cartId = await api.createCart(installable);
      expect((await api.call('PUT', api.shippingPath(cartId), { body: home, auth: false })).status).toBe(401);
      expect((await api.call('GET', api.shippingPath(cartId), { auth: false })).status).toBe(401);
    });
  });

  describe('concurrent saves', () => {
    it('leave one whole choice, never a mix of two addresses, and one row', async () => {
      const cartId = await api.createCart(installable);
      const addresses = [
        { addressLine1: '1 First St', city: 'Austin', state: 'TX', zip: '78701' },
        { addressLine1: '2 Second St', city: 'Portland', state: 'OR', zip: '97204' },
        { addressLine1: '3 Third St', city: 'Denver', state: 'CO', zip: '80202' },
        { addressLine1: '4 Fourth St', city: 'Boston', state: 'MA', zip: '02108' },
      ];
      const answers = await Promise.all([
        ...addresses.map((a, i) => api.call(i % 2 ? 'POST' : 'PUT', api.shippingPath(cartId), { body: { ...home, ...a } })),
        del(cartId),
      ]);
      for (const answer of answers.slice(0, addresses.length)) expect(answer.status).toBe(200);
      expect([200, 404]).toContain(answers.at(-1)!.status);
      const saved = await get(cartId);
      const rows = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM cart_shipping WHERE cart_id = $1', [cartId]);
      if (saved.status === 404) {
        expect(Number(rows[0]!.n)).toBe(0);
      } else {
        expect(Number(rows[0]!.n)).toBe(1);
        const { addressLine1, city, state, zip } = saved.body.siteCartShippingResponse;
        expect(addresses).toContainEqual({ addressLine1, city, state, zip });
        expect((await api.call('GET', `/v1/carts/${cartId}`)).body.siteCart.taxState).toBe(state);
      }
    });
  });

  describe('estimated sales tax follows the destination', () => {
    it('taxes a Texas address at the Texas estimate and an Oregon one at nothing', async () => {
      const cartId = await api.createCart(installable);
      const texas = (await put(cartId, home)).body.siteCart;
      expect(texas.taxState).toBe('TX');
      const taxable = texas.subtotalInCents - texas.discountInCents + texas.roadHazardCostInCents;
      expect(Math.abs(texas.estimatedTaxInCents - (taxable * 820) / 10000)).toBeLessThanOrEqual(1);
      expect(texas.estimatedTaxInCents).toBeGreaterThan(0);

      const oregon = (await put(cartId, { ...home, city: 'Portland', state: 'OR', zip: '97204' })).body.siteCart;
      expect(oregon.taxState).toBe('OR');
      expect(oregon.estimatedTaxInCents).toBe(0);
      // Same tires, same home shipping: the totals differ by the tax alone.
      expect(oregon.shippingCostInCents).toBe(texas.shippingCostInCents);
      expect(texas.totalInCents - oregon.totalInCents).toBe(texas.estimatedTaxInCents);
    });
  });
});
