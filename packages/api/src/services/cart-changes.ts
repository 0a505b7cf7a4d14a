/**
 * Changing carts (spec §4 Cart; §3 Add-to-cart and Cart update input): create, update, delete.
 * Each call is one transaction holding the cart's row lock (lockCart), so concurrent changes to
 * one cart run one after the other and a refused change leaves nothing behind.
 *
 * Statements are few on purpose (docs/benchmarks.md, Cart): each costs the API far more in the
 * framework than in the database. A new cart is answered from what was just written (its lines
 * are the tires read for the add); an update reads its lines once, after its changes.
 */
import {
  addedInstallerShipping,
  CART_REFUSALS,
  cartShippingInputSchema,
  fillMessage,
  LOOKUP_REFUSALS,
  makesDealerCarts,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  MILITARY_MESSAGES,
  type SiteCart,
  type StorefrontVariant,
} from '@tireshop/core';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { addToCartSchema, cartQuerySchema, cartUpdateSchema } from '@tireshop/core';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TokenClaims } from '../auth/tokens';
import type { Database, Db, Tx } from '../db/client';
import { apiClients, brands, cartItems, carts, cartShipping, categories, productLines, skus, tireSizes } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/errors';
import {
  answerCart,
  CART_GONE,
  cartLineRows,
  cartTireColumns,
  cartWithContext,
  lockOwnCart,
  readCartFacts,
  type CartLineRow,
  type CartRecord,
  type CartRow,
} from './cart';
import { brandScope, inBrandScope, type BrandScope } from './brand-scope';
import { requireReadableCart, type CartCaller } from './cart-access';
import { appointmentRefusal, holdCartAppointment, retryingDeadlocks } from './appointments';
import { recheckSavedShipping, requireInstaller, SHIPPING_MESSAGES, writeCartShipping } from './cart-shipping';
import { applyPromoCode, removePromoCode } from './coupons';
import { builtStatement, builtVariants } from './statements';
import { shownPriceListOf } from './price-lists';

type AddInput = v.InferOutput<typeof addToCartSchema>;
type UpdateInput = v.InferOutput<typeof cartUpdateSchema>;
type CartQuery = v.InferOutput<typeof cartQuerySchema>;

export const CART_MESSAGES = {
  tooManyLines: fillMessage(CART_REFUSALS.tooManyLines, { max: MAX_CART_LINES }),
  notInCart: CART_REFUSALS.notInCart,
} as const;

export interface ChangeContext {
  /** The request's time (clock.ts). */
  now: Date;
  /** For absolute image URLs in the answer. */
  apiOrigin?: string;
  /**
   * Which storefront variant a page's origin is (the shop server's host map, docs/operations.md
   * "Several shops from one process"); without it every page is the retail shop's.
   */
  storefrontVariantOf?: (origin: string) => StorefrontVariant;
}

/**
 * What making a cart needs: the request's time and the storefront's host map, required so that
 * every way a cart is made (POST /v1/carts, opening a sales quote) decides a dealer cart alike.
 */
export type NewCartContext = Pick<ChangeContext, 'now'> & Required<Pick<ChangeContext, 'storefrontVariantOf'>>;

const conflict = (message: string) => new ApiError('Conflict', message);

/** Tires asked for: product id → how many (front and rear of one product merge). */
function wantedTires(input: Pick<AddInput, 'productId' | 'rearProductId' | 'quantity'>): Map<number, number> {
  const front = input.quantity.front;
  const rear = input.quantity.rear ?? 0;
  // spec §4 Cart "Add: ignored unless front or rear quantity non-zero": the API says why.
  if (front + rear === 0) throw badRequest(CART_REFUSALS.noTires);
  const wanted = new Map<number, number>();
  if (front > 0) wanted.set(input.productId, front);
  if (rear > 0) {
    const rearId = input.rearProductId ?? input.productId;
    wanted.set(rearId, (wanted.get(rearId) ?? 0) + rear);
  }
  return wanted;
}

/** A tire as a cart line shows it (cartLineRows' columns without the line's own). */
type TireRow = Omit<
  CartLineRow,
  'quantity' | 'roadHazard' | 'roadHazardDeclinedBy' | 'position' | 'quoteId' | 'quotedPriceCents' | 'quotedQuantity' | 'quoteExpiresAt'
>;

/** An add names one tire, or a front and a rear one (the same id twice for one). */
const tiresStatement = builtStatement(cartTireColumns, (db) =>
  db
    .select(cartTireColumns)
    .from(skus)
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .where(inArray(skus.id, [sql.placeholder('front'), sql.placeholder('rear')])),
);

/** The tires with everything a cart line shows (and their units in stock); 404 for an id we do not sell. */
async function tiresForAdding(tx: Tx, ids: number[], scope: BrandScope): Promise<Map<number, TireRow>> {
  const rows = await tiresStatement(tx, { front: ids[0], rear: ids[1] ?? ids[0] });
  // A tire of a brand the caller does not sell (a partner widget's brands) is one we do not sell here.
  const byId = new Map(rows.filter((r) => inBrandScope(scope, r.brandId)).map((r) => [r.id, r]));
  for (const id of ids) if (!byId.has(id)) throw notFound(fillMessage(LOOKUP_REFUSALS.noTire, { id }));
  return byId;
}

const tireLabel = (tire: Pick<TireRow, 'brandName' | 'lineName' | 'sizeKey'>) => `${tire.brandName} ${tire.lineName} ${tire.sizeKey}`;

/** A line may hold what is in stock and at most MAX_CART_LINE_QUANTITY tires. */
export function checkLineQuantity(tire: Pick<TireRow, 'brandName' | 'lineName' | 'sizeKey' | 'stockQuantity'>, quantity: number) {
  const stock = Number(tire.stockQuantity);
  const label = tireLabel(tire);
  if (quantity > stock) {
    throw conflict(
      stock === 0 ? fillMessage(CART_REFUSALS.outOfStock, { label }) : fillMessage(CART_REFUSALS.onlyInStock, { count: stock, label }),
    );
  }
  if (quantity > MAX_CART_LINE_QUANTITY) {
    throw conflict(fillMessage(CART_REFUSALS.atMostOfOneTire, { max: MAX_CART_LINE_QUANTITY, label }));
  }
}

/** A line added from the catalogue: no sales quote prices it (docs/quotes.md). */
const NO_QUOTE = { quoteId: null, quotedPriceCents: null, quotedQuantity: null, quoteExpiresAt: null } as const;

/** Road hazard of new lines: covered unless declined (shouldAddCoverage: false) — or a widget cart's first add. */
function newLineCoverage(
  shouldAddCoverage: boolean | undefined,
  systemDeclines: boolean,
): Pick<CartLineRow, 'roadHazard' | 'roadHazardDeclinedBy'> {
  // The shopper's own decline stands even when the system would decline the line too.
  if (shouldAddCoverage === false) return { roadHazard: false, roadHazardDeclinedBy: 'shopper' };
  // spec rules §4 "For widget-sourced carts without a 100 percent road-hazard promotion, road
  // hazard is turned off once": declined by the system, which a 100 % promotion overrides while it
  // applies (services/pricing.ts).
  if (systemDeclines) return { roadHazard: false, roadHazardDeclinedBy: 'system' };
  return { roadHazard: true, roadHazardDeclinedBy: null };
}

/** Who declined a line when the shopper sets its coverage (isRoadHazard / isGroupRoadHazard). */
const shopperCoverage = (covered: boolean) => ({ roadHazard: covered, roadHazardDeclinedBy: covered ? null : ('shopper' as const) });

type NewTires = Pick<AddInput, 'productId' | 'rearProductId' | 'quantity' | 'shouldAddCoverage'>;

/**
 * Adds tires (spec §3 Add-to-cart input) into existing lines or new ones. A line's quantity after
 * the add must be in stock, and the cart may hold MAX_CART_LINES different tires; otherwise
 * nothing is added (the transaction is rolled back). `systemDeclines`: a widget cart's first add.
 * Answers the new lines as cart lines.
 */
async function addTires(
  tx: Tx,
  cartId: string,
  existing: ReadonlyMap<number, { quantity: number; position: number }>,
  input: NewTires,
  systemDeclines: boolean,
  now: Date,
  scope: BrandScope,
) {
  const wanted = wantedTires(input);
  const tires = await tiresForAdding(tx, [...wanted.keys()], scope);
  const newIds = [...wanted.keys()].filter((id) => !existing.has(id));
  if (existing.size + newIds.length > MAX_CART_LINES) throw conflict(CART_MESSAGES.tooManyLines);
  let position = Math.max(0, ...[...existing.values()].map((l) => l.position));
  const added: CartLineRow[] = [];
  for (const [skuId, more] of wanted) {
    const tire = tires.get(skuId)!;
    const line = existing.get(skuId);
    const quantity = (line?.quantity ?? 0) + more;
    checkLineQuantity(tire, quantity);
    if (line) {
      await updateLine(tx, cartId, skuId, { quantity });
    } else {
      position += 1;
      added.push({ ...tire, quantity, position, ...newLineCoverage(input.shouldAddCoverage, systemDeclines), ...NO_QUOTE });
    }
  }
  if (added.length > 0) {
    const values: Record<string, unknown> = { cartId, addedAt: now };
    added.forEach((l, i) => {
      Object.assign(values, {
        [`skuId${i}`]: l.id,
        [`quantity${i}`]: l.quantity,
        [`position${i}`]: l.position,
        [`roadHazard${i}`]: l.roadHazard,
        [`roadHazardDeclinedBy${i}`]: l.roadHazardDeclinedBy,
      });
    });
    await insertLinesStatement(added.length)(tx, values);
  }
  return added;
}

/** INSERT of an add's new lines (one, or a front and a rear tire), built once per number of lines. */
const insertLinesStatement = builtVariants((count: number) =>
  builtStatement({}, (db) =>
    db.insert(cartItems).values(
      Array.from({ length: count }, (_, i) => ({
        cartId: sql.placeholder('cartId'),
        skuId: sql.placeholder(`skuId${i}`),
        quantity: sql.placeholder(`quantity${i}`),
        position: sql.placeholder(`position${i}`),
        roadHazard: sql.placeholder(`roadHazard${i}`),
        roadHazardDeclinedBy: sql.placeholder(`roadHazardDeclinedBy${i}`),
        addedAt: sql.placeholder('addedAt'),
      })),
    ),
  ),
);

/** Cart fields an add or update may set directly; undefined leaves a field as it is, null clears it. */
function cartFields(input: Partial<Pick<UpdateInput, 'email' | 'zip' | 'vehicleMake' | 'vehicleModel' | 'vehicleTrim' | 'vehicleYear'>>) {
  const set: Partial<typeof carts.$inferInsert> = {};
  if (input.email !== undefined) set.email = input.email;
  if (input.zip !== undefined) set.zip = input.zip;
  if (input.vehicleMake !== undefined) set.vehicleMake = input.vehicleMake;
  if (input.vehicleModel !== undefined) set.vehicleModel = input.vehicleModel;
  if (input.vehicleTrim !== undefined) set.vehicleTrim = input.vehicleTrim;
  if (input.vehicleYear !== undefined) set.vehicleYear = input.vehicleYear;
  return set;
}

/** A new cart's row: every column given (the statement is built once), most of them empty at first. */
const NEW_CART = {
  email: null,
  zip: null,
  preShippingSelection: null,
  idMeVerifiedStatus: null,
  vehicleMake: null,
  vehicleModel: null,
  vehicleTrim: null,
  vehicleYear: null,
} satisfies Partial<typeof carts.$inferInsert>;

const insertCartStatement = builtStatement(cartWithContext, (db) =>
  db
    .insert(carts)
    // Each column a placeholder of its own name; a new cart is not ordered (ordered_at stays null)
    // and not verified (id_me_verified_at stays null: only the identity partner's answer sets it).
    .values(
      Object.fromEntries(
        Object.keys(getTableColumns(carts))
          .filter((key) => key !== 'orderedAt' && key !== 'idMeVerifiedAt')
          .map((key) => [key, sql.placeholder(key)]),
      ) as unknown as typeof carts.$inferInsert,
    )
    .returning(cartWithContext),
);

/**
 * Which widget a cart came through (spec §2 "widgetSource and widgetType are kept for the
 * session", §7 widgetSourceId), kept on the cart and copied to its order for reporting. A widget's
 * token decides its type and id — a host page cannot sell under another widget's name; the
 * widgetSource query value (a partner name, spec §2) is kept as sent. Other clients (the
 * storefront, whose pages keep the values a shopper landed with) keep what they send, and the
 * type is the named widget's own when the id is one of our enabled widgets (an affiliate's link:
 * docs/integration.md "The affiliate widget"), none otherwise.
 */
async function widgetAttribution(tx: Tx, client: Pick<TokenClaims, 'sub' | 'channel' | 'widgetType'>, query: CartQuery) {
  const widgetSource = query.widgetSource ?? null;
  if (client.channel === 'widget' && client.widgetType) {
    return { widgetSource, widgetSourceId: client.sub, widgetType: client.widgetType };
  }
  const widgetSourceId = query.widgetSourceId ?? null;
  const [widget] = widgetSourceId
    ? await tx
        .select({ widgetType: apiClients.widgetType })
        .from(apiClients)
        .where(and(eq(apiClients.id, widgetSourceId), eq(apiClients.channel, 'widget'), eq(apiClients.enabled, true)))
    : [];
  return { widgetSource, widgetSourceId, widgetType: widget?.widgetType ?? null };
}

/** Whether the calling page is the dealer-owned storefront's (a public client's token carries its page's origin). */
function storefrontMakesDealerCarts(
  client: Pick<TokenClaims, 'origin' | 'channel'>,
  context: Pick<ChangeContext, 'storefrontVariantOf'>,
): boolean {
  if (!client.origin || client.channel === 'widget' || !context.storefrontVariantOf) return false;
  return makesDealerCarts(context.storefrontVariantOf(client.origin));
}

/**
 * Whether a new cart of this caller is a dealer cart (rules §6): made through a dealership's widget
 * (the token's shop has a dealer code), or on a page of the dealer-owned storefront (the token's
 * signed origin, so a page of another shop cannot make one). Also what the product page's road
 * hazard offer quotes (services/road-hazard-offer.ts), so the two never disagree.
 */
export async function callerMakesDealerCarts(
  tx: Tx | Db,
  client: TokenClaims,
  context: Pick<ChangeContext, 'storefrontVariantOf'>,
): Promise<boolean> {
  const widgetShop = client.installerId ? await requireInstaller(tx, client.installerId) : null;
  return Boolean(widgetShop?.dealerCode) || storefrontMakesDealerCarts(client, context);
}

/**
 * POST /v1/carts: a new cart with its first tires. The caller's token says who made it: its
 * client and channel, and for an installer widget its shop (installerDetails) and whether that
 * shop is a dealership (a dealer cart).
 */
export async function createCart(
  database: Database,
  client: TokenClaims,
  query: CartQuery,
  input: AddInput,
  context: ChangeContext & NewCartContext,
): Promise<SiteCart> {
  const { now } = context;
  checkAppointmentShape(input);
  const shown = await shownPriceListOf(database.db, client.userType);
  return withBookingRetry(input, () =>
    database.db.transaction(async (tx) => {
      // The first add of a widget cart is this one (rules §4: road hazard turned off once).
      const widgetFirstAdd = client.channel === 'widget';
      let cart = await insertCart(tx, client, query, input, context);
      // A new cart has no lines yet: its lines are the ones added.
      const rows = await addTires(tx, cart.id, new Map(), input, widgetFirstAdd, now, brandScope(client));
      if (input.appointmentTime) cart = await shipAndHoldTime(tx, cart, input, client, now);
      return answerCart(await readCartFacts(tx, cart, now, rows, shown), context.apiOrigin, query.userZip);
    }),
  );
}

type TimedAdd = Pick<AddInput, 'installerId' | 'appointmentTime' | 'vehicleMake' | 'vehicleModel' | 'vehicleTrim' | 'vehicleYear'>;

/** An appointment time is held at the shop the add names (rules §5 exact: without one, "Please select a shop …"). */
function checkAppointmentShape(input: Pick<TimedAdd, 'installerId' | 'appointmentTime'>) {
  if (input.appointmentTime && input.installerId == null) throw appointmentRefusal('selectShop');
}

/** An add with a time may meet a crossing booking: the appointments' deadlock backstop (appointments.ts). */
const withBookingRetry = <T>(input: Pick<TimedAdd, 'appointmentTime'>, run: () => Promise<T>) =>
  input.appointmentTime ? retryingDeadlocks(run) : run();

/**
 * spec §4 Cart "Adding with an installer also creates or updates cart shipping and … an
 * appointment", in the add's transaction: the cart ships to the shop (as PUT cart-shipping
 * INSTALLER; kept as it is when it already ships there, with its services) and the time is held
 * (as the booking call; a time the cart holds there already is moved). A refusal of either throws,
 * and the add changes nothing. Answers the cart's row as it now is.
 */
async function shipAndHoldTime(tx: Tx, cart: CartRow, input: TimedAdd, client: CartCaller, now: Date): Promise<CartRow> {
  const installerId = input.installerId!;
  const [saved] = await tx
    .select({ option: cartShipping.shippingOption, installerId: cartShipping.installerId, isMobileInstall: cartShipping.isMobileInstall })
    .from(cartShipping)
    .where(eq(cartShipping.cartId, cart.id));
  const shipsThere = saved?.option === 'INSTALLER' && saved.installerId === installerId && !saved.isMobileInstall;
  const shipped = shipsThere
    ? cart
    : await writeCartShipping(tx, cart, v.parse(cartShippingInputSchema, addedInstallerShipping(installerId, input)), client, now);
  await holdCartAppointment(tx, cart.id, input.appointmentTime!, now, 'either');
  return shipped;
}

/**
 * A new cart of the caller's, without lines yet (its row and context): made by POST /v1/carts with
 * its first tires, and by opening a sales quote without a cart (services/quotes.ts).
 */
export async function insertCart(
  tx: Tx,
  client: TokenClaims,
  query: CartQuery,
  input: Partial<Pick<AddInput, 'installerId' | 'email' | 'zip' | 'vehicleMake' | 'vehicleModel' | 'vehicleTrim' | 'vehicleYear'>>,
  context: NewCartContext,
) {
  const { now } = context;
  const isDealer = await callerMakesDealerCarts(tx, client, context);
  const installerId = input.installerId ?? client.installerId ?? null;
  if (input.installerId) await requireInstaller(tx, input.installerId);
  const [cart] = await insertCartStatement(tx, {
    ...NEW_CART,
    id: randomUUID(),
    clientId: client.sub,
    // A signed-in shopper's new cart is theirs (cart-access.ts).
    userId: client.userId ?? null,
    channel: client.channel,
    isDealer,
    ...(await widgetAttribution(tx, client, query)),
    subSource: query.subSource ?? null,
    installerId,
    // A widget cart's first add turns road hazard off once (rules §4).
    roadHazardTurnedOff: client.channel === 'widget',
    ...cartFields(input),
    createdAt: now,
    updatedAt: now,
  } satisfies Required<Omit<typeof carts.$inferInsert, 'orderedAt' | 'idMeVerifiedAt'>>);
  return cart!;
}

/** Fields that only make sense when adding tires. */
const NEW_ITEM_FIELDS = ['productId', 'rearProductId', 'quantity', 'shouldAddCoverage', 'appointmentTime'] as const;

/** Refuses update bodies whose fields do not make one clear change (before anything is written). */
function checkUpdateShape(input: UpdateInput) {
  if (input.isNewItem) {
    if (input.productId === undefined || input.quantity === undefined) throw badRequest('isNewItem needs productId and quantity.');
  } else {
    const stray = NEW_ITEM_FIELDS.find((k) => input[k] !== undefined);
    if (stray) throw badRequest(`${stray} goes with isNewItem: true (adding tires).`);
  }
  checkAppointmentShape(input);
  if (input.itemQuantity !== undefined && input.itemId === undefined) throw badRequest('itemQuantity needs itemId.');
  if (input.isRoadHazard !== undefined && input.itemId === undefined) {
    throw badRequest('isRoadHazard needs itemId; isGroupRoadHazard covers every tire.');
  }
  if (input.itemId !== undefined && input.itemQuantity === undefined && input.isRoadHazard === undefined) {
    throw badRequest('itemId needs itemQuantity or isRoadHazard.');
  }
}

/** One line of the cart with its tire (for growing it: the tire's name and units in stock). */
async function lineForChange(tx: Tx, cartId: string, skuId: number) {
  return (await cartLineRows(tx, cartId)).find((line) => line.id === skuId);
}

type CartChanges = Partial<typeof carts.$inferInsert>;

/** Each column a placeholder of its own name (columns: comma-separated keys). */
const placeholders = (columns: string) => Object.fromEntries(columns.split(',').map((column) => [column, sql.placeholder(column)]));

/** UPDATE carts SET … RETURNING the cart with its context: one statement per set of columns changed, built once. */
const updateCartStatement = builtVariants((columns: string) =>
  builtStatement(cartWithContext, (db) =>
    db
      .update(carts)
      .set(placeholders(columns) as CartChanges)
      .where(eq(carts.id, sql.placeholder('cartId')))
      .returning(cartWithContext),
  ),
);
const updateCartRow = (tx: Tx, cartId: string, set: CartChanges) =>
  updateCartStatement(Object.keys(set).sort().join())(tx, { ...set, cartId });

type LineChanges = Partial<typeof cartItems.$inferInsert>;

/** UPDATE of one cart line (its quantity, its coverage or both), built once per set of columns. */
const updateLineStatement = builtVariants((columns: string) =>
  builtStatement({}, (db) =>
    db
      .update(cartItems)
      .set(placeholders(columns) as LineChanges)
      .where(and(eq(cartItems.cartId, sql.placeholder('cartId')), eq(cartItems.skuId, sql.placeholder('skuId')))),
  ),
);
const updateLine = (tx: Tx, cartId: string, skuId: number, change: LineChanges) =>
  updateLineStatement(Object.keys(change).sort().join())(tx, { ...change, cartId, skuId });

/**
 * PUT /v1/carts/{id} (spec §3 Cart update input; the contract's cartUpdateSchema says what each
 * field does). All fields of one request apply together or not at all. Removing the last tire
 * deletes the cart: the answer is then null. After a change to the tires, the saved shipping is
 * checked again (cart-shipping.ts recheckSavedShipping).
 */
export async function updateCart(
  database: Database,
  cartId: string,
  input: UpdateInput,
  /** With a partner widget's token claims, adds are limited to its brands. */
  client: CartCaller & Partial<Pick<TokenClaims, 'widgetType' | 'brandIds' | 'channel' | 'userType'>>,
  context: ChangeContext,
  /** spec §7 cart query values: the widget a storefront visit came from (widgetAttribution). */
  query: CartQuery = {},
): Promise<SiteCart | null> {
  const { now } = context;
  checkUpdateShape(input);
  const shown = await shownPriceListOf(database.db, client.userType);
  const change = () =>
    database.db.transaction(async (tx) => {
      const cart: CartRecord = await lockOwnCart(tx, cartId, client);
      const set: CartChanges = { ...cartFields(input), updatedAt: now };
      if (input.preShippingSelection !== undefined) {
        // spec §4 Delivery tabs: the warehouse tab exists only for dealer tire carts (and pricing
        // counts warehouse pick-up as free shipping).
        if (input.preShippingSelection === 'warehousePickup' && !cart.isDealer) throw badRequest(SHIPPING_MESSAGES.warehouseDealerOnly);
        set.preShippingSelection = input.preShippingSelection;
      }
      if (input.idMeVerifiedStatus !== undefined) {
        // rules §6 Roles "Military — verification status military": the status comes only from the
        // identity partner (services/military-verification.ts). The client may only forget it ('').
        if (input.idMeVerifiedStatus !== '') throw badRequest(MILITARY_MESSAGES.clientStatus);
        // (Its time stays: without a status there is nothing it could make count.)
        set.idMeVerifiedStatus = null;
      }
      let tiresChanged = false;

      if (input.isNewItem) {
        const existing = await tx
          .select({ skuId: cartItems.skuId, quantity: cartItems.quantity, position: cartItems.position })
          .from(cartItems)
          .where(eq(cartItems.cartId, cartId));
        const systemDeclines = cart.channel === 'widget' && !cart.roadHazardTurnedOff;
        if (systemDeclines) set.roadHazardTurnedOff = true;
        const newTires = {
          productId: input.productId!,
          rearProductId: input.rearProductId,
          quantity: input.quantity!,
          shouldAddCoverage: input.shouldAddCoverage,
        };
        await addTires(tx, cartId, new Map(existing.map((l) => [l.skuId, l])), newTires, systemDeclines, now, brandScope(client));
        tiresChanged = true;
        // A cart kept from before the visit takes the widget the shopper arrived from when they add
        // tires (spec §2 "kept for the session"); a cart that has a widget keeps it.
        if (!cart.widgetSourceId && cart.channel !== 'widget' && query.widgetSourceId) {
          Object.assign(set, await widgetAttribution(tx, { sub: client.sub, channel: cart.channel, widgetType: null }, query));
        }
      }

      if (input.itemId !== undefined) {
        const line = await lineForChange(tx, cartId, input.itemId);
        if (!line) throw notFound(CART_MESSAGES.notInCart);
        if (input.itemQuantity === 0) {
          await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.skuId, input.itemId)));
          tiresChanged = true;
        } else {
          const change: LineChanges = {};
          if (input.itemQuantity !== undefined && input.itemQuantity !== line.quantity) {
            // Growing a line must fit the stock; shrinking one is always allowed.
            if (input.itemQuantity > line.quantity) checkLineQuantity(line, input.itemQuantity);
            change.quantity = input.itemQuantity;
            tiresChanged = true;
          }
          if (input.isRoadHazard !== undefined) Object.assign(change, shopperCoverage(input.isRoadHazard));
          if (Object.keys(change).length > 0) await updateLine(tx, cartId, input.itemId, change);
        }
      }
      if (input.isGroupRoadHazard !== undefined) {
        await tx.update(cartItems).set(shopperCoverage(input.isGroupRoadHazard)).where(eq(cartItems.cartId, cartId));
      }

      if (input.removePromoCode !== undefined && input.removePromoCode !== '') await removePromoCode(tx, cartId, input.removePromoCode);
      if (input.promoCode !== undefined) await applyPromoCode(tx, cartId, input.promoCode, now);

      if (input.removeInstallerId !== undefined) {
        // spec §4 "Remove installer: a 404 counts as success": removing one that is not there is fine.
        if (cart.installerId === input.removeInstallerId) set.installerId = null;
        await tx.delete(cartShipping).where(and(eq(cartShipping.cartId, cartId), eq(cartShipping.installerId, input.removeInstallerId)));
      }
      if (input.installerId !== undefined) {
        await requireInstaller(tx, input.installerId);
        set.installerId = input.installerId;
      }
      if (input.excludeShipping === true) await tx.delete(cartShipping).where(eq(cartShipping.cartId, cartId));

      // spec §4 Cart "Remove product: … if last, … whole cart deleted".
      const rows = await cartLineRows(tx, cartId);
      if (rows.length === 0) {
        await tx.delete(carts).where(eq(carts.id, cartId));
        return null;
      }
      let [updated] = await updateCartRow(tx, cartId, set);
      // The time goes with the tires it was picked for: the shipping it needs is checked against them there.
      if (input.appointmentTime) updated = await shipAndHoldTime(tx, updated!, input, client, now);
      let facts = await readCartFacts(tx, updated!, now, rows, shown);
      if (tiresChanged && !input.appointmentTime) facts = await recheckSavedShipping(tx, facts);
      return answerCart(facts, context.apiOrigin, query.userZip);
    });
  return withBookingRetry(input, change);
}

/** DELETE /v1/carts/{id}: the cart with its tires, coupons and shipping. */
export async function deleteCart(database: Database, cartId: string, client: CartCaller): Promise<void> {
  // A cart's client never changes: checked before the delete is as good as with it.
  await requireReadableCart(database.db, cartId, client);
  const deleted = await database.db.delete(carts).where(eq(carts.id, cartId)).returning({ id: carts.id });
  if (deleted.length === 0) throw notFound(CART_GONE);
}
