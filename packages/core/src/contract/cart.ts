/**
 * The cart and delivery calls (spec §7: cart get, update and create; /cart-summary;
 * /checkout/cart-shipping; /checkout/pickup-locations; /checkout/warehouse-pickup-locations) and
 * the entities they answer with (spec §3 Cart, Cart product, Cart shipping, Warehouse list, Pickup
 * locations). The spec leaves the cart paths "not shown": they are /v1/carts… (docs/decisions.md).
 * Every amount is computed by the server from the catalogue; nothing a client sends is a price.
 */
import * as v from 'valibot';
import {
  ADDRESS_MESSAGES,
  addressEntries,
  addressLineField,
  cityField,
  optionalAddressLineField,
  shippingAddressSchema,
  stateField,
} from '../address';
import { tirePriceSchema } from './catalogue';
import { defineEndpoint } from './endpoint';
import { cartAppointmentInputSchema } from './appointments';
import { automaticZipQuery, cartIdSchema, imageSchema, money, queryInt, shopperText, usZipSchema, withMissingMessage } from './fields';

/** A line may hold at most this many tires (a fleet's two sets of ten; stock is checked too). */
export const MAX_CART_LINE_QUANTITY = 20;

/** Different tires one cart may hold (ours: a car's set, a staggered set and a spare or two, several times over). */
export const MAX_CART_LINES = 10;

/** spec §3 Shipping option values as stored and sent. */
export const SHIPPING_OPTIONS = ['INSTALLER', 'HOME', 'FEDEX', 'WAREHOUSE'] as const;
export type ShippingOption = (typeof SHIPPING_OPTIONS)[number];

/** spec §3 Delivery types, sent as the pre-shipping selection on every tab change (spec §4). */
export const DELIVERY_TYPES = ['shipToShop', 'shipToMe', 'shipToFedex', 'warehousePickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** spec §3 Cart update input idMeVerifiedStatus. */
export const ID_ME_STATUSES = ['military', 'wecare', ''] as const;

const cartId = cartIdSchema;
/** Ids are int4 in the database; this bound keeps every id a client sends inside it. */
const MAX_PRODUCT_ID = 2_000_000_000;
const PRODUCT_IDS_MESSAGE = `productIds must be a comma-separated list of up to 20 product ids from 1 to ${MAX_PRODUCT_ID}.`;
const tireId = (name: string) => queryInt(name, 1, MAX_PRODUCT_ID);
const productId = tireId('productId');
const quantity = (name: string) => queryInt(name, 0, MAX_CART_LINE_QUANTITY);
const optionalText = (name: string, max: number) => v.optional(v.nullable(shopperText(name, max)));
const zip = usZipSchema(ADDRESS_MESSAGES.zip);
const email = v.pipe(v.string('Please enter a valid email.'), v.trim(), v.email('Please enter a valid email.'));
const flag = (name: string) => v.boolean(`${name} must be true or false.`);
/** Front and rear tire counts of an add. */
const quantities = v.object(
  { front: quantity('quantity.front'), rear: v.optional(quantity('quantity.rear'), 0) },
  'quantity must be an object such as {"front": 4, "rear": 0}.',
);
/** Every cart body is a JSON object. */
const BODY_MESSAGE = 'The request body must be a JSON object.';

/** Promo codes are letters, digits and hyphens (stored upper-case); anything else is no code of ours. */
const PROMO_CODE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
export const PROMO_CODE_MESSAGE = 'That promo code is not valid.';
/** A code as typed: a full-width keyboard's "ＳＡＶＥ５０" is SAVE50; a code hiding control characters is refused, not cleaned. */
const typedPromoCode = (name: string) =>
  v.pipe(
    v.string(`${name} must be text.`),
    v.transform((s: string) => s.normalize('NFKC').trim()),
  );

/** A promo code a shopper typed or a link carried (spec storefront §2 query parameter promotion). */
const promoCodeInput = (name: string) =>
  v.pipe(typedPromoCode(name), v.minLength(1, 'Please enter a promo code.'), v.regex(PROMO_CODE_PATTERN, PROMO_CODE_MESSAGE));

/** spec §3 Add-to-cart input (vehicle fields as in spec §7 cart input). */
const vehicleEntries = {
  vehicleMake: optionalText('vehicleMake', 40),
  vehicleModel: optionalText('vehicleModel', 60),
  vehicleTrim: optionalText('vehicleTrim', 80),
  vehicleYear: v.optional(v.nullable(queryInt('vehicleYear', 1900, 2100))),
};

/** Query values every cart call may carry (spec §7 "cart get, update, create": id, widgetSource, widgetSourceId, subSource). */
export const cartQuerySchema = v.object({
  widgetSource: v.optional(shopperText('widgetSource', 60)),
  widgetSourceId: v.optional(shopperText('widgetSourceId', 60)),
  subSource: v.optional(shopperText('subSource', 60)),
  /**
   * spec §7 automatic query value: the shopper's location. A cart without a zip of its own estimates
   * its tax and home shipping for this place (docs/location.md); a malformed one is ignored.
   */
  userZip: automaticZipQuery,
});

/**
 * spec §3 Add-to-cart input appointmentTime, with installerId (spec §4 Cart "Adding with an
 * installer also creates or updates cart shipping and … an appointment"): the time to hold at that
 * shop, checked exactly as the booking call checks it (POST /v1/checkout/cart-appointment, the same
 * schema and messages). With it the add ships the cart to the shop and holds the time in the same
 * transaction: a time refused — taken meanwhile, closed, too soon — refuses the add, and nothing is
 * added. Without a date the shop's default time is held (spec §4 "first available day, morning,
 * drop-off"). Needs installerId; its own installerId, when sent, must be that shop.
 */
const appointmentTime = v.optional(v.nullable(cartAppointmentInputSchema));

/**
 * spec §3 Add-to-cart input. `quantity.front` tires of `productId`; `quantity.rear` tires of
 * `rearProductId` (a staggered set's rear size), or of `productId` when there is no rear size. An
 * add with both quantities 0 is refused (spec §4 Cart: "ignored unless front or rear quantity
 * non-zero" — the client does not send it; the API says why).
 */
export const addToCartSchema = v.object(
  {
    productId,
    rearProductId: v.optional(v.nullable(tireId('rearProductId'))),
    quantity: quantities,
    email: v.optional(v.nullable(email)),
    zip: v.optional(v.nullable(zip)),
    installerId: v.optional(v.nullable(queryInt('installerId', 1, 2_000_000_000))),
    /** Road hazard coverage for the added tires (default: covered). */
    shouldAddCoverage: v.optional(flag('shouldAddCoverage')),
    appointmentTime,
    ...vehicleEntries,
  },
  BODY_MESSAGE,
);
export type AddToCartInput = v.InferInput<typeof addToCartSchema>;

/**
 * spec §3 Cart update input. Each field is one change; several may come together and are applied
 * in one transaction (all or none):
 * - `itemId` + `itemQuantity`: set a tire's quantity; 0 removes it; removing the last tire deletes
 *   the cart (the answer's siteCart is then null).
 * - `isNewItem` + `productId`/`rearProductId`/`quantity` (+ `shouldAddCoverage`): add tires as with
 *   create; without `isNewItem` those fields are refused.
 * - `itemId` + `isRoadHazard`: cover or decline one tire; `isGroupRoadHazard`: all tires.
 * - `promoCode` / `removePromoCode`; `installerId` / `removeInstallerId`; `preShippingSelection`;
 *   `excludeShipping: true` removes the cart shipping; `idMeVerifiedStatus`; `email`; `zip`.
 */
export const cartUpdateSchema = v.object(
  {
    itemId: v.optional(tireId('itemId')),
    itemQuantity: v.optional(quantity('itemQuantity')),
    isNewItem: v.optional(flag('isNewItem')),
    productId: v.optional(productId),
    rearProductId: v.optional(v.nullable(tireId('rearProductId'))),
    quantity: v.optional(quantities),
    /** With isNewItem: road hazard coverage for the added tires (default: covered). */
    shouldAddCoverage: v.optional(flag('shouldAddCoverage')),
    isRoadHazard: v.optional(flag('isRoadHazard')),
    isGroupRoadHazard: v.optional(flag('isGroupRoadHazard')),
    /** A code we do not have is refused by the service, in its words ("XYZ" is not a valid promo code.). */
    promoCode: v.optional(promoCodeInput('promoCode')),
    /** Empty, or a code not on the cart: nothing to remove. */
    removePromoCode: v.optional(v.pipe(typedPromoCode('removePromoCode'), v.regex(/^[A-Za-z0-9-]{0,40}$/, PROMO_CODE_MESSAGE))),
    installerId: v.optional(queryInt('installerId', 1, 2_000_000_000)),
    /** With isNewItem and installerId: the time to hold at that shop, as on create (appointmentTime above). */
    appointmentTime,
    removeInstallerId: v.optional(queryInt('removeInstallerId', 1, 2_000_000_000)),
    excludeShipping: v.optional(flag('excludeShipping')),
    preShippingSelection: v.optional(v.picklist(DELIVERY_TYPES, `preShippingSelection must be one of ${DELIVERY_TYPES.join(', ')}.`)),
    // spec §7 lists it as a cart input, but a status the client sends is no verification: only ''
    // (forget the verification) is taken; military and wecare are refused (services/cart-changes.ts).
    idMeVerifiedStatus: v.optional(v.picklist(ID_ME_STATUSES, 'idMeVerifiedStatus must be military, wecare or empty.')),
    email: v.optional(v.nullable(email)),
    zip: v.optional(v.nullable(zip)),
    ...vehicleEntries,
  },
  BODY_MESSAGE,
);
export type CartUpdateInput = v.InferInput<typeof cartUpdateSchema>;

/** spec §3 Product promotion, as applied to one cart line. */
export const cartProductPromotionSchema = v.object({
  title: v.string(),
  promotionType: v.picklist(['Flat Amount', 'Buy3Get1', 'Free', 'Percentage']),
  couponAmount: v.number(),
  couponAmountType: v.picklist(['Percentage', 'Amount']),
  /** true when the line's quantity qualifies and the saving is in the cart's discount. */
  alreadyAppliedIntoCart: v.boolean(),
  discountInCents: money,
  linkToTRCProm: v.string(),
});

/**
 * spec §3 Cart product. `roadHazardState`: 1 covered, 2 declined (the spec's two readings of "2"
 * agree that 2 means the shopper's own coverage choice is "no"), 0 not offered.
 */
export const cartProductSchema = v.object({
  itemId: v.number(),
  productId: v.number(),
  partNumber: v.string(),
  name: v.string(),
  quantity: v.number(),
  brand: v.object({ label: v.string() }),
  productLine: v.object({ name: v.string(), slug: v.string() }),
  productSubType: v.string(),
  size: v.string(),
  serviceDescription: v.string(),
  image: imageSchema,
  link: v.object({ href: v.string() }),
  price: tirePriceSchema,
  /** price × quantity. */
  lineTotalInCents: money,
  isInstallable: v.boolean(),
  isOversizeTire: v.boolean(),
  oversized: v.boolean(),
  /** Federal excise tax per tire (spec §9: tires over 3,500 lb load). */
  fetInCents: money,
  /** Road hazard for this line (all its tires); 0 when declined or free by promotion. */
  roadHazardCostInCents: money,
  roadHazardState: v.picklist([0, 1, 2]),
  /** Units in stock across warehouses: the most the line can hold. */
  stockQuantity: v.number(),
  siteProductPromotion: v.nullable(cartProductPromotionSchema),
});
export type CartProduct = v.InferOutput<typeof cartProductSchema>;

/** spec §3 Coupon on a cart (field names spelled as the spec spells them). */
export const cartCouponSchema = v.object({
  promoCode: v.string(),
  couponId: v.number(),
  title: v.string(),
  promotionType: v.picklist(['Flat Amount', 'Buy3Get1', 'Free', 'Percentage']),
  discountInCents: money,
  /** Why the code gives nothing right now (e.g. quantity outside its bounds), else null. */
  errorDescription: v.nullable(v.string()),
  minCartQunatity: v.nullable(v.number()),
  maxCartQunatity: v.nullable(v.number()),
  alertMessage: v.nullable(v.string()),
});
export type CartCoupon = v.InferOutput<typeof cartCouponSchema>;

/**
 * Where the tires go, in words: a cart shipping's (and its order's) `destinationLabel`, filled in by
 * the API (fillMessage) in English; a widget shows it in its locale by the template it fills.
 */
export const DESTINATION_LABELS = {
  home: 'Ship to {address}',
  courier: 'Pick up at {place}, {address}',
  someCourier: 'Pick up at a courier location',
  warehouse: 'Pick up at {place} — ready in {hours} hours',
  someWarehouse: 'Pick up at a warehouse',
  mobileAt: 'Mobile installation by {name} at {address}',
  mobileIn: 'Mobile installation by {name} in {zip}',
  mobile: 'Mobile installation by {name}',
  someMobile: 'Mobile installation by a mobile installer',
  installed: 'Installed at {name}, {city}, {state}',
  someShop: 'Installed at a shop',
} as const;

/**
 * Why the API refuses a change to a cart, filled in (fillMessage) in English as its error message;
 * a widget shows it in its locale by the template it fills (the i18n catalogue's `api` area).
 */
export const CART_REFUSALS = {
  outOfStock: '{label} is out of stock.',
  onlyInStock: 'Only {count} of {label} are in stock.',
  atMostOfOneTire: 'A cart can hold at most {max} of {label}.',
  tooManyLines: 'A cart can hold at most {max} different tires. Remove one to add another.',
  notInCart: 'That tire is not in your cart.',
  noTires: 'Choose at least one tire.',
} as const;

/** Why the API refuses a promo code (services/coupons.ts), filled in with the code as typed, upper-cased. */
export const PROMO_CODE_REFUSALS = {
  unknown: '"{code}" is not a valid promo code.',
  expired: 'The promo code "{code}" has expired.',
  notYetActive: 'The promo code "{code}" is not active yet.',
} as const;

/** spec §3 Cart shipping, as stored. */
export const cartShippingSchema = v.object({
  id: v.string(),
  shippingOption: v.picklist(SHIPPING_OPTIONS),
  installerId: v.nullable(v.number()),
  shippingLocationId: v.nullable(v.number()),
  warehouseId: v.nullable(v.number()),
  addressLine1: v.nullable(v.string()),
  addressLine2: v.nullable(v.string()),
  city: v.nullable(v.string()),
  state: v.nullable(v.string()),
  zip: v.nullable(v.string()),
  companyName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  phoneType: v.nullable(v.picklist(['Mobile', 'Landline'])),
  specialInstructions: v.nullable(v.string()),
  vehicleDescription: v.nullable(v.string()),
  vehicleMake: v.nullable(v.string()),
  vehicleModel: v.nullable(v.string()),
  vehicleTrim: v.nullable(v.string()),
  vehicleYear: v.nullable(v.number()),
  installerService: v.nullable(v.array(v.object({ serviceId: v.string(), serviceName: v.string(), imageUrl: v.nullable(v.string()) }))),
  installer: v.nullable(v.object({ installerId: v.number(), isMobileInstall: v.boolean() })),
  /** A short description of where the tires go, e.g. "FedEx Office, 1200 Lamar Blvd, Austin, TX". */
  destinationLabel: v.string(),
});
export type CartShipping = v.InferOutput<typeof cartShippingSchema>;

/** Road hazard terms (spec §9 Money and coverage; dealer variant 24 months with a 50 % share in year two). */
export const roadHazardTermsSchema = v.object({
  months: v.number(),
  /** Replacement reimbursed per tire in year 1, 2, 3. */
  replacementPerTireByYearInCents: v.array(money),
  repairPerTireInCents: money,
  /** Share of a replacement the customer pays, by year (dealer variant: 0.5 in year two). */
  customerShareByYear: v.array(v.number()),
});

/** spec §3 Cart (siteCart) with every amount computed by the server. */
export const siteCartSchema = v.object({
  id: v.string(),
  cartUuid: v.string(),
  zip: v.nullable(v.string()),
  email: v.nullable(v.string()),
  isDealer: v.boolean(),
  widgetSource: v.nullable(v.string()),
  /** Sum of the lines' quantities (the badge count). */
  totalQuantity: v.number(),
  siteProducts: v.array(cartProductSchema),
  siteCartCoupons: v.array(cartCouponSchema),
  installerDetails: v.nullable(v.object({ installerId: v.number(), website: v.nullable(v.string()) })),
  cartShipping: v.nullable(cartShippingSchema),
  cartShippingAddressPresent: v.boolean(),
  preShippingSelection: v.nullable(v.picklist(DELIVERY_TYPES)),
  idMeVerifiedStatus: v.nullable(v.string()),
  /** true when every tire can be installed (spec §4 Delivery tabs "all installable"). */
  allInstallable: v.boolean(),
  someInstallable: v.boolean(),
  hasOversizeTire: v.boolean(),
  // ---- money, all integer cents ----
  /** Σ price × quantity. */
  subtotalInCents: money,
  /** Deals on the tires (spec §3 Product promotion). */
  productDiscountInCents: money,
  /** Promo codes (spec §3 Coupon). */
  couponDiscountInCents: money,
  /**
   * rules §9 "Military discount 5%": 5 % of the tires after deals and codes while a military
   * verification is bound to the cart (contract/military.ts); 0 otherwise. Its own line.
   */
  militaryDiscountInCents: money,
  /** productDiscount + couponDiscount + militaryDiscount, never more than the subtotal. */
  discountInCents: money,
  roadHazardCostInCents: money,
  roadHazardTerms: roadHazardTermsSchema,
  /** true when every tire is covered. */
  isGroupRoadHazard: v.boolean(),
  estimatedFetInCents: money,
  coreShipHandlingMode: v.picklist([1, 2, 3, 4]),
  /** What shipping home would cost (shown on the home tab before it is chosen). */
  shippingCostToHomeInCents: money,
  /** Shipping for the chosen (or pre-selected) destination; null = "cost TBD" (spec §4 Checkout). */
  shippingCostInCents: v.nullable(money),
  coreShipHandlingFeesApplied: v.boolean(),
  /**
   * Installation at the chosen installer, paid with the order: with INSTALLER shipping (a shop or a
   * mobile installer) its price for four of these tires (the card's installationCostFor4TiresInCents)
   * ÷ 4 × the installable tires, rounded to the cent; 0 without. Not taxed, never discounted.
   */
  installationCostInCents: money,
  /** Estimated sales tax for the destination state; null until a destination or zip is known. */
  estimatedTaxInCents: v.nullable(money),
  taxState: v.nullable(v.string()),
  /** subtotal − discount + road hazard + FET + shipping + installation + tax (TBD and unknown count as 0); ≥ 0. */
  totalInCents: money,
});
export type SiteCart = v.InferOutput<typeof siteCartSchema>;

const cartResponse = v.object({ siteCart: siteCartSchema });
const cartParams = v.object({ cartId });

export const createCartEndpoint = defineEndpoint({
  id: 'createCart',
  method: 'POST',
  path: '/v1/carts',
  summary: 'Creates a cart with its first tires (spec §3 Add-to-cart input). The answer carries the new cart id.',
  auth: true,
  status: 201,
  query: cartQuerySchema,
  body: addToCartSchema,
  response: cartResponse,
});

export const getCartEndpoint = defineEndpoint({
  id: 'getCart',
  method: 'GET',
  path: '/v1/carts/{cartId}',
  summary: 'A cart, priced now. 404 when it does not exist (the client then cleans up, spec §4 Cart).',
  auth: true,
  params: cartParams,
  query: cartQuerySchema,
  response: cartResponse,
});

export const updateCartEndpoint = defineEndpoint({
  id: 'updateCart',
  method: 'PUT',
  path: '/v1/carts/{cartId}',
  summary:
    'Changes a cart (spec §3 Cart update input): quantities, new tires, road hazard, promo codes, installer, pre-shipping selection.',
  auth: true,
  params: cartParams,
  query: cartQuerySchema,
  body: cartUpdateSchema,
  response: v.object({ siteCart: v.nullable(siteCartSchema) }),
});

export const deleteCartEndpoint = defineEndpoint({
  id: 'deleteCart',
  method: 'DELETE',
  path: '/v1/carts/{cartId}',
  summary: 'Deletes a cart with its shipping and coupons.',
  auth: true,
  params: cartParams,
  response: v.object({ deleted: v.literal(true) }),
});

/** The summary modal's data (spec §2 Cart summary modal; the spec leaves its answer "not shown"). */
export const cartSummarySchema = v.object({
  cartId: v.string(),
  totalQuantity: v.number(),
  items: v.array(
    v.object({
      itemId: v.number(),
      name: v.string(),
      size: v.string(),
      quantity: v.number(),
      image: imageSchema,
      link: v.object({ href: v.string() }),
      lineTotalInCents: money,
      stockQuantity: v.number(),
    }),
  ),
  subtotalInCents: money,
  discountInCents: money,
  /** As siteCart's: installation at the chosen installer, 0 without installer shipping. */
  installationCostInCents: money,
  /** The cart's total, as siteCart's (with road hazard, FET, shipping, installation and tax). */
  totalInCents: money,
});
export type CartSummary = v.InferOutput<typeof cartSummarySchema>;

export const cartSummaryEndpoint = defineEndpoint({
  id: 'getCartSummary',
  method: 'GET',
  path: '/v1/cart-summary',
  summary: 'A short view of a cart for the summary modal: tires, quantities and totals.',
  auth: true,
  query: v.object({ cartId, userZip: automaticZipQuery }),
  response: v.object({ cartSummary: cartSummarySchema }),
});

/** spec §5 "Messages (exact)": the choice a courier or installer shipping cannot do without. */
export const SHIPPING_CHOICE_MESSAGES = {
  installer: 'Please select a shop or change shipping option.',
  courierLocation: 'Please select a FedEx location.',
  /** A mobile installation without the street it comes to (words ours). */
  serviceAddress: 'Please enter the address where the installer should come.',
} as const;

/** Where a mobile installer comes to: the street and city (spec §5 address rules); the ZIP and state are the installation's already. */
export const serviceAddressSchema = v.object({ addressLine1: addressLineField, addressLine2: optionalAddressLineField, city: cityField });

/**
 * A mobile installation whose street is not known yet: the installer was chosen for a ZIP, and the
 * shopper still has to say where to come. Such a cart cannot be ordered (the order, its e-mail and
 * the installer's booking name the address).
 */
export const needsServiceAddress = (
  shipping: Pick<CartShipping, 'shippingOption' | 'installer' | 'addressLine1' | 'city'> | null | undefined,
) => shipping?.shippingOption === 'INSTALLER' && shipping.installer?.isMobileInstall === true && !(shipping.addressLine1 && shipping.city);

/** At most this many services ride along with an installer shipping (a request-size bound, not a spec rule). */
export const MAX_INSTALLER_SERVICES = 10;
const IMAGE_URL_MESSAGE = 'installerService imageUrl must be an http(s) URL or a path starting with /.';
/** An absolute http(s) URL or a path on the site ("/img/…", not "//host/…"), with no white space. */
function isImageUrl(url: string): boolean {
  if (/^\/(?!\/)\S*$/.test(url)) return true;
  if (!/^https?:\/\/\S+$/i.test(url)) return false;
  try {
    return !!new URL(url).host;
  } catch {
    return false;
  }
}
const installerServiceSchema = v.object(
  {
    serviceId: shopperText('serviceId', 40),
    serviceName: shopperText('serviceName', 80),
    imageUrl: v.nullable(v.pipe(shopperText('installerService imageUrl', 500), v.check(isImageUrl, IMAGE_URL_MESSAGE))),
  },
  'installerService must list objects such as {"serviceId": "…", "serviceName": "…", "imageUrl": null}.',
);

/**
 * spec §7 /checkout/cart-shipping body: where the tires go. HOME needs a full address (spec §5
 * rules and exact messages); FEDEX a pick-up location; WAREHOUSE a warehouse holding every tire of
 * the cart; INSTALLER an installer (mobile or shop).
 */
const vehicleShippingEntries = {
  vehicleDescription: optionalText('vehicleDescription', 120),
  ...vehicleEntries,
};
export const cartShippingInputSchema = v.variant(
  'shippingOption',
  [
    v.object({ shippingOption: v.literal('HOME'), ...shippingAddressSchema.entries, ...vehicleShippingEntries }),
    v.object({
      shippingOption: v.literal('FEDEX'),
      shippingLocationId: withMissingMessage(queryInt('shippingLocationId', 1, 2_000_000_000), SHIPPING_CHOICE_MESSAGES.courierLocation),
      firstName: addressEntries.firstName,
      lastName: addressEntries.lastName,
      phone: addressEntries.phone,
      phoneType: addressEntries.phoneType,
      email: addressEntries.email,
      ...vehicleShippingEntries,
    }),
    v.object({
      shippingOption: v.literal('WAREHOUSE'),
      warehouseId: queryInt('warehouseId', 1, 2_000_000_000),
      ...vehicleShippingEntries,
    }),
    v.object({
      shippingOption: v.literal('INSTALLER'),
      installerId: withMissingMessage(queryInt('installerId', 1, 2_000_000_000), SHIPPING_CHOICE_MESSAGES.installer),
      isMobileInstall: v.optional(v.boolean(), false),
      /**
       * Where a mobile installer comes to (spec §3), checked with the address rules (spec §5); the
       * zip is required for a mobile install and must lie in the installer's service area.
       */
      addressLine1: v.optional(v.nullable(addressLineField)),
      addressLine2: optionalAddressLineField,
      city: v.optional(v.nullable(cityField)),
      state: v.optional(v.nullable(stateField)),
      zip: v.optional(v.nullable(zip)),
      installerService: v.optional(
        v.nullable(
          v.pipe(
            v.array(installerServiceSchema, 'installerService must be a list.'),
            v.maxLength(MAX_INSTALLER_SERVICES, `installerService may list at most ${MAX_INSTALLER_SERVICES} services.`),
          ),
        ),
      ),
      ...vehicleShippingEntries,
    }),
  ],
  'shippingOption must be one of INSTALLER, HOME, FEDEX, WAREHOUSE.',
);

/**
 * The INSTALLER shipping an add with an installer asks for (spec §4 Cart "Adding with an installer
 * also creates or updates cart shipping"), with the add's vehicle: what the browser's cart sends
 * after an add, and what the API saves for an add with an installation time.
 */
export const addedInstallerShipping = (
  installerId: number,
  vehicle: Pick<AddToCartInput, 'vehicleMake' | 'vehicleModel' | 'vehicleTrim' | 'vehicleYear'>,
) => ({
  shippingOption: 'INSTALLER' as const,
  installerId,
  vehicleMake: vehicle.vehicleMake,
  vehicleModel: vehicle.vehicleModel,
  vehicleTrim: vehicle.vehicleTrim,
  vehicleYear: vehicle.vehicleYear,
});
export type CartShippingInput = v.InferInput<typeof cartShippingInputSchema>;

const cartIdQuery = v.object({ cartId });

/** spec §7 GET /checkout/cart-shipping: "siteCartShippingResponse on get". */
export const getCartShippingEndpoint = defineEndpoint({
  id: 'getCartShipping',
  method: 'GET',
  path: '/v1/checkout/cart-shipping',
  summary: "The cart's shipping choice. 404 when none is saved (spec §4: the client clears its shipping flag).",
  auth: true,
  query: cartIdQuery,
  response: v.object({ siteCartShippingResponse: cartShippingSchema }),
});

/** PUT and POST both save (create or replace) the cart's shipping and answer with the priced cart. */
export const putCartShippingEndpoint = defineEndpoint({
  id: 'saveCartShipping',
  method: 'PUT',
  path: '/v1/checkout/cart-shipping',
  summary: "Saves where the cart's tires go (home address, courier location, warehouse or installer).",
  auth: true,
  query: cartIdQuery,
  body: cartShippingInputSchema,
  response: cartResponse,
});

export const postCartShippingEndpoint = defineEndpoint({
  ...putCartShippingEndpoint,
  id: 'createCartShipping',
  method: 'POST',
});

export const deleteCartShippingEndpoint = defineEndpoint({
  id: 'deleteCartShipping',
  method: 'DELETE',
  path: '/v1/checkout/cart-shipping',
  summary: "Removes the cart's shipping choice (404 when there is none, which clients treat as done).",
  auth: true,
  query: cartIdQuery,
  response: cartResponse,
});

/** spec §3 Pickup locations (courier, FedEx-style). */
export const pickupLocationSchema = v.object({
  id: v.number(),
  company: v.string(),
  addressLine1: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  logo: v.object({ src: v.string() }),
  geolocation: v.object({ latitude: v.number(), longitude: v.number() }),
  /** Miles from the shopper's zip, one decimal. */
  distance: v.number(),
  /** Opening hours in words, e.g. "Mon–Fri 8 am–8 pm, Sat 9 am–5 pm". */
  hours: v.string(),
});
export type PickupLocation = v.InferOutput<typeof pickupLocationSchema>;

export const pickupLocationsEndpoint = defineEndpoint({
  id: 'listPickupLocations',
  method: 'GET',
  path: '/v1/checkout/pickup-locations',
  summary: 'Courier pick-up locations nearest a zip, with their distance (spec §7 /checkout/pickup-locations).',
  auth: false,
  query: v.object({ zip, limit: v.optional(queryInt('limit', 1, 20), 5) }),
  response: v.object({ locations: v.array(pickupLocationSchema) }),
});

/** spec §3 Warehouse list; spec §9 "Warehouse pick-up ready in 24 hours". */
export const warehouseSchema = v.object({
  warehouseId: v.number(),
  name: v.string(),
  addressLine1: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
  geolocation: v.object({ latitude: v.number(), longitude: v.number() }),
  distance: v.nullable(v.number()),
  readyInHours: v.number(),
});
export type Warehouse = v.InferOutput<typeof warehouseSchema>;

export const warehousePickupLocationsEndpoint = defineEndpoint({
  id: 'listWarehousePickupLocations',
  method: 'GET',
  path: '/v1/checkout/warehouse-pickup-locations',
  summary: 'Warehouses holding every listed tire (comma-separated productIds), nearest the zip first.',
  auth: true,
  query: v.object({
    productIds: v.pipe(
      v.string('productIds is required.'),
      v.regex(/^\d{1,10}(,\d{1,10}){0,19}$/, PRODUCT_IDS_MESSAGE),
      v.transform((s) => [...new Set(s.split(',').map(Number))]),
      // Product ids are int4 in the database: a bigger one is no tire of ours, and must not reach SQL.
      v.check((ids) => ids.every((id) => id >= 1 && id <= MAX_PRODUCT_ID), PRODUCT_IDS_MESSAGE),
    ),
    /** With a cart: each warehouse must hold the cart's quantity of each tire. */
    cartId: v.optional(cartId),
    zip: v.optional(zip),
    /** spec §7 automatic query value: the shopper's location, used when neither zip nor the cart's is known. */
    userZip: automaticZipQuery,
  }),
  response: v.object({ siteWarehouses: v.object({ siteWarehouseList: v.array(warehouseSchema) }) }),
});

/**
 * A promo code running now, without a cart (spec storefront §2 query parameter promotion: a link
 * such as `/?promotion=SAVE50` is checked on arrival and kept until the shopper has a cart).
 */
export const promoCodeEndpoint = defineEndpoint({
  id: 'getPromoCode',
  method: 'GET',
  path: '/v1/promo-codes/{code}',
  summary: 'A promo code running now; 400 with the reason otherwise.',
  auth: true,
  params: v.object({ code: promoCodeInput('code') }),
  response: v.object({
    promoCode: v.object({ code: v.string(), title: v.string(), promotionType: cartCouponSchema.entries.promotionType }),
  }),
});

export const cartEndpoints = [
  createCartEndpoint,
  getCartEndpoint,
  updateCartEndpoint,
  deleteCartEndpoint,
  cartSummaryEndpoint,
  getCartShippingEndpoint,
  putCartShippingEndpoint,
  postCartShippingEndpoint,
  deleteCartShippingEndpoint,
  pickupLocationsEndpoint,
  warehousePickupLocationsEndpoint,
  promoCodeEndpoint,
] as const;
