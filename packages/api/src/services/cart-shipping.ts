/**
 * Cart shipping (spec §3 Cart shipping, §4 Cart and Checkout, §7 /checkout/cart-shipping): where
 * the cart's tires go — home, a courier pick-up location, a dealer warehouse or an installer (a
 * shop, or a mobile installer who comes to the shopper). One row per cart, saved in one
 * transaction under the cart's lock: a refused save leaves the saved shipping as it was.
 */
import {
  fillMessage,
  LOOKUP_REFUSALS,
  NOT_OFFERED_REFUSALS,
  SHIPPING_REFUSALS,
  tabForShippingOption,
  type DeliveryTab,
  type CartShipping,
  type cartShippingInputSchema,
  type OutputOf,
  type ShippingOption,
  type SiteCart,
} from '@tireshop/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { apiClients, appointments, cartItems, carts, cartShipping, installers, skus } from '../db/schema';
import { PARTNER_WIDGET_TYPE } from '../auth/clients';
import { ApiError, badRequest, notFound } from '../http/errors';
import { answerCart, cartWithContext, lockOwnCart, readCartFacts, type CartFacts, type CartRecord } from './cart';
import { requireReadableCart, type CartCaller } from './cart-access';
import { readCartShipping } from './saved-shipping';
import { milesBetween, placeZip } from './geo';
import { requireCourierLocation, requireZipPlace } from './pickup-locations';
import { warehouseHolds } from './warehouse-pickup';

export type CartShippingBody = OutputOf<typeof cartShippingInputSchema>;

/** The messages a shopper sees when a choice cannot be saved (spec §8 Fulfilment), the contract's. */
export const SHIPPING_MESSAGES = {
  ...SHIPPING_REFUSALS,
  /** A partner widget whose brand manager left this option out (docs/portal.md "Widget set-up"). */
  notOffered: (tab: DeliveryTab) => NOT_OFFERED_REFUSALS[tab],
} as const;

type ShippingRow = typeof cartShipping.$inferInsert;

/** A full row: every column not set by the option is cleared, so a replaced choice leaves nothing behind. */
function emptyRow(cartId: string, option: ShippingOption): ShippingRow {
  return {
    cartId,
    shippingOption: option,
    installerId: null,
    isMobileInstall: false,
    shippingLocationId: null,
    warehouseId: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    zip: null,
    companyName: null,
    email: null,
    firstName: null,
    lastName: null,
    phone: null,
    phoneType: null,
    specialInstructions: null,
    vehicleDescription: null,
    vehicleMake: null,
    vehicleModel: null,
    vehicleTrim: null,
    vehicleYear: null,
    installerService: null,
    updatedAt: new Date(),
  };
}

function vehicleOf(body: CartShippingBody) {
  return {
    vehicleDescription: body.vehicleDescription ?? null,
    vehicleMake: body.vehicleMake ?? null,
    vehicleModel: body.vehicleModel ?? null,
    vehicleTrim: body.vehicleTrim ?? null,
    vehicleYear: body.vehicleYear ?? null,
  };
}

/** The installer `id`, else the 404 "No installer with id …" (also what a cart's add checks, cart-changes.ts). */
export async function requireInstaller(db: Tx | Db, id: number) {
  const [row] = await db.select().from(installers).where(eq(installers.id, id));
  if (!row) throw notFound(fillMessage(LOOKUP_REFUSALS.noInstaller, { id }));
  return row;
}

/** A cart's tire as the shipping rules see it. */
export interface ShippingTire {
  skuId: number;
  quantity: number;
  isInstallable: boolean;
}

async function cartTires(db: Tx | Db, cartId: string): Promise<ShippingTire[]> {
  return db
    .select({ skuId: cartItems.skuId, quantity: cartItems.quantity, isInstallable: skus.isInstallable })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .where(eq(cartItems.cartId, cartId));
}

/**
 * Whether a destination can take this cart's tires: the rules that depend on the cart (spec §4
 * Delivery tabs, §8 Fulfilment). One function for both moments they matter — saving a choice
 * (saveCartShipping) and every change to the tires afterwards (recheckSavedShipping), so a saved
 * choice never outlives the tires that made it valid. Answers the refusal, or null.
 */
export async function shippingRefusal(
  db: Tx | Db,
  cart: Pick<CartRecord, 'isDealer'>,
  choice: { option: ShippingOption; warehouseId: number | null },
  tires: readonly ShippingTire[],
): Promise<ApiError | null> {
  switch (choice.option) {
    case 'WAREHOUSE': {
      // spec §4 Delivery tabs: the warehouse tab exists only for dealer tire carts.
      if (!cart.isDealer) return badRequest(SHIPPING_MESSAGES.warehouseDealerOnly);
      // rules §9 warehouse pick-up: the whole order from one place.
      const needs = new Map<number, number>();
      for (const t of tires) needs.set(t.skuId, (needs.get(t.skuId) ?? 0) + t.quantity);
      const holds = await warehouseHolds(db, choice.warehouseId!, needs);
      if (holds === null) return notFound(fillMessage(LOOKUP_REFUSALS.noWarehouse, { id: choice.warehouseId! }));
      return holds ? null : new ApiError('Conflict', SHIPPING_MESSAGES.warehouseShort);
    }
    case 'INSTALLER':
      return tires.some((t) => t.isInstallable) ? null : badRequest(SHIPPING_MESSAGES.notInstallable);
    case 'HOME':
    case 'FEDEX':
      return null;
  }
}

/**
 * Why the calling partner widget does not offer a delivery tab (its brand manager's choice in the
 * portal, issue #18), or null: read per request by the token's client, so a change holds at once
 * — when a shipping is saved (saveCartShipping) and when the order is placed (order-quote.ts).
 * The storefront, installer and affiliate widgets have no such list.
 */
export async function notOfferedByWidget(db: Tx | Db, clientId: string, tab: DeliveryTab): Promise<string | null> {
  const [widget] = await db
    .select({ widgetType: apiClients.widgetType, deliveryOptions: apiClients.deliveryOptions })
    .from(apiClients)
    .where(eq(apiClients.id, clientId));
  if (widget?.widgetType !== PARTNER_WIDGET_TYPE || widget.deliveryOptions === null) return null;
  return (widget.deliveryOptions as readonly string[]).includes(tab) ? null : SHIPPING_MESSAGES.notOffered(tab);
}

/** The row to store for a request, after the option's rules (spec §3, §4, §8); throws the refusal. */
async function shippingRow(tx: Tx, cart: CartRecord, body: CartShippingBody): Promise<ShippingRow> {
  const row = { ...emptyRow(cart.id, body.shippingOption), ...vehicleOf(body) };
  /** The rules that depend on the cart's tires (shippingRefusal); throws the refusal. */
  const checkAgainstTires = async (warehouseId: number | null) => {
    const refusal = await shippingRefusal(tx, cart, { option: body.shippingOption, warehouseId }, await cartTires(tx, cart.id));
    if (refusal) throw refusal;
  };
  switch (body.shippingOption) {
    case 'HOME': {
      // The contract has applied spec §5: names, street, city, state, zip, phone (formatted), no
      // PO boxes, no bases abroad. The state is the tax state and decides the shipping rate: a zip
      // we can place must lie in it (a zip our data does not know yet is taken as typed).
      const place = placeZip(body.zip);
      if (place && place.state !== body.state) throw badRequest(SHIPPING_MESSAGES.zipNotInState);
      return {
        ...row,
        addressLine1: body.addressLine1,
        addressLine2: body.addressLine2 || null,
        city: body.city,
        state: body.state,
        zip: body.zip,
        companyName: body.companyName || null,
        email: body.email ?? null,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        phoneType: body.phoneType,
        specialInstructions: body.specialInstructions || null,
      };
    }
    case 'FEDEX': {
      const location = await requireCourierLocation(tx, body.shippingLocationId);
      return {
        ...row,
        shippingLocationId: location.id,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        phoneType: body.phoneType,
        email: body.email ?? null,
      };
    }
    case 'WAREHOUSE':
      await checkAgainstTires(body.warehouseId);
      return { ...row, warehouseId: body.warehouseId };
    case 'INSTALLER': {
      const installer = await requireInstaller(tx, body.installerId);
      await checkAgainstTires(null);
      const services = body.installerService ?? null;
      if (!body.isMobileInstall) {
        if (installer.isMobileInstall) throw badRequest(SHIPPING_MESSAGES.mobileOnly);
        return { ...row, installerId: installer.id, installerService: services };
      }
      // spec §8 "zip outside the installer's serviceable area".
      if (!body.zip) throw badRequest(SHIPPING_MESSAGES.zipRequired);
      const place = requireZipPlace(body.zip);
      const radius = installer.isMobileInstall ? (installer.mobileRadiusMiles ?? 0) : 0;
      if (!installer.isMobileInstall || milesBetween(place, installer) > radius) throw badRequest(SHIPPING_MESSAGES.outsideServiceArea);
      return {
        ...row,
        installerId: installer.id,
        isMobileInstall: true,
        installerService: services,
        addressLine1: body.addressLine1 ?? null,
        addressLine2: body.addressLine2 || null,
        city: body.city ?? null,
        // Where the tires are fitted: the zip's state, whatever state was sent (it sets the tax).
        state: place.state,
        zip: body.zip,
      };
    }
  }
}

/**
 * spec §7 PUT/POST /checkout/cart-shipping: creates or replaces the cart's shipping and answers the
 * priced cart. INSTALLER also makes the installer the cart's installer (spec §3 installerDetails).
 */
export async function saveCartShipping(
  database: Database,
  cartId: string,
  body: CartShippingBody,
  client: CartCaller,
  apiOrigin: string,
  now: Date,
): Promise<{ siteCart: SiteCart }> {
  return database.db.transaction(async (tx) => {
    const cart = await lockOwnCart(tx, cartId, client);
    const updated = await writeCartShipping(tx, cart, body, client, now);
    return { siteCart: answerCart(await readCartFacts(tx, updated, now), apiOrigin) };
  });
}

/**
 * The cart's shipping saved inside the caller's transaction, which holds the cart's lock: by
 * saveCartShipping, and by an add of tires with an installation time (cart-changes.ts). Throws the
 * refusal; answers the cart's row as it now is.
 */
export async function writeCartShipping(tx: Tx, cart: CartRecord, body: CartShippingBody, client: CartCaller, now: Date) {
  const cartId = cart.id;
  const tab = tabForShippingOption(body.shippingOption, {
    mobileInstall: body.shippingOption === 'INSTALLER' && body.isMobileInstall === true,
  });
  const notOffered = await notOfferedByWidget(tx, client.sub, tab);
  if (notOffered) throw badRequest(notOffered);
  const row = await shippingRow(tx, cart, body);
  // An appointment is at the installer the shipping names (its key references the shipping's
  // (cart, installer)): choosing another shop or another kind of delivery frees its place first.
  // The same installer saved again keeps it. An appointment confirmed by an order cannot be
  // freed: the database refuses (trigger appointments_keep_confirmed), answered 409 by app.ts.
  await tx
    .delete(appointments)
    .where(and(eq(appointments.cartId, cartId), row.installerId == null ? undefined : ne(appointments.installerId, row.installerId)));
  const { cartId: _key, ...changes } = row;
  await tx.insert(cartShipping).values(row).onConflictDoUpdate({ target: cartShipping.cartId, set: changes });
  const [updated] = await tx
    .update(carts)
    .set(row.shippingOption === 'INSTALLER' ? { installerId: row.installerId, updatedAt: now } : { updatedAt: now })
    .where(eq(carts.id, cartId))
    .returning(cartWithContext);
  return updated!;
}

/** spec §7 GET /checkout/cart-shipping: 404 for an unknown cart, and 404 when none is saved (spec §4 clears the flag). */
export async function getCartShipping(db: Db, cartId: string, client: CartCaller): Promise<{ siteCartShippingResponse: CartShipping }> {
  await requireReadableCart(db, cartId, client);
  const saved = await readCartShipping(db, cartId);
  if (!saved) throw notFound(SHIPPING_MESSAGES.none);
  return { siteCartShippingResponse: saved.shipping };
}

/** spec §7 DELETE /checkout/cart-shipping: 404 when there is none (clients count that as done, spec §4). */
export async function deleteCartShipping(
  database: Database,
  cartId: string,
  client: CartCaller,
  apiOrigin: string,
  now: Date,
): Promise<{ siteCart: SiteCart }> {
  return database.db.transaction(async (tx) => {
    await lockOwnCart(tx, cartId, client);
    const removed = await tx.delete(cartShipping).where(eq(cartShipping.cartId, cartId)).returning({ cartId: cartShipping.cartId });
    if (removed.length === 0) throw notFound(SHIPPING_MESSAGES.none);
    const [updated] = await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId)).returning(cartWithContext);
    return { siteCart: answerCart(await readCartFacts(tx, updated!, now), apiOrigin) };
  });
}

/**
 * After a change to the cart's tires (cart-changes.ts): the saved shipping is checked again by
 * the rules that admitted it (shippingRefusal). One the tires no longer fit is deleted — an
 * installer when no tire can be installed any more, a warehouse that no longer holds every tire
 * — and the answer shows no cartShipping, so the shopper chooses again. Without an installable
 * tire the cart's installer goes too (storefront §4 "Installer can be cleared when tires become
 * uninstallable"). Answers the facts as they now are.
 */
export async function recheckSavedShipping(tx: Tx, facts: CartFacts): Promise<CartFacts> {
  const saved = facts.shipping?.shipping;
  if (!saved) return facts;
  const tires = facts.rows.map((r) => ({ skuId: r.id, quantity: r.quantity, isInstallable: r.isInstallable }));
  const refusal = await shippingRefusal(tx, facts.cart, { option: saved.shippingOption, warehouseId: saved.warehouseId }, tires);
  if (!refusal) return facts;
  await tx.delete(cartShipping).where(eq(cartShipping.cartId, facts.cart.id));
  let cart = { ...facts.cart, hasShipping: false };
  if (saved.shippingOption === 'INSTALLER' && cart.installerId !== null) {
    await tx.update(carts).set({ installerId: null }).where(eq(carts.id, cart.id));
    cart = { ...cart, installerId: null, installerWebsite: null };
  }
  return { ...facts, cart, shipping: null, pricing: { ...facts.pricing, shipping: null } };
}
