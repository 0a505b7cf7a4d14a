/**
 * The API's refusals along the widget's checkout — delivery choices and their look-ups, the
 * services step, billing, paying and the placed order — and the shop's own trouble, as English
 * templates: the API fills them (fillMessage) as an error's `message`, and a widget shows that
 * message in its locale by the template it fills (the i18n catalogue's `api` area,
 * docs/integration.md "Languages"). The cart's and promo codes' are in ./cart.ts (CART_REFUSALS,
 * PROMO_CODE_REFUSALS), the appointment's in ./appointments.ts (APPOINTMENT_MESSAGES), paying's in
 * ./checkout.ts (PAYMENT_MESSAGES).
 */
import type { DeliveryTab } from '../cart/delivery-tabs';

/** The shop cannot answer (app.ts): its database is restarting, or something failed unexpectedly. */
export const SERVER_MESSAGES = {
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  failed: "We're experiencing a technical problem. Please try again.",
} as const;

/**
 * A call's bearer token refused (spec §4 Authorisation, §7 POST /token; words ours): the API's auth
 * middleware (auth/tokens.ts) and POST /token. A widget's client asks for a new token once after a
 * 401 and shows the second refusal; a widget whose origin is not allowed shows its own message.
 */
export const TOKEN_REFUSALS = {
  required: 'A bearer token is required. Request one from POST /api/token.',
  invalid: 'The bearer token is invalid or has expired.',
  otherOrigin: 'This token was issued to {issued} and cannot be used from {origin}.',
  invalidClient: 'Invalid client credentials.',
  noOrigin: 'Widget tokens are issued only to pages on an allowed origin.',
  originNotAllowed: 'The origin {origin} is not allowed for widget {widgetId}.',
} as const;

/**
 * A size's listing refused (GET /v1/tire-sizes/{size}): a text that is no size (400), a size the
 * shop does not carry (404). A widget shows the second in its results, in its locale.
 */
export const SIZE_REFUSALS = {
  notASize: '"{size}" is not a tire size. Try a size like 225/45R17.',
  notCarried: "We don't carry tires in size {size}.",
} as const;

/** A cart id that names no cart (anymore), or not the caller's. */
export const CART_GONE = 'This cart no longer exists.';

/** What a shopper is told when a delivery choice cannot be saved (spec §8 Fulfilment; words ours). */
export const SHIPPING_REFUSALS = {
  none: 'This cart has no shipping yet.',
  warehouseDealerOnly: 'Warehouse pick-up is only available on dealer orders.',
  warehouseShort: 'This warehouse no longer has every tire in your cart. Choose another.',
  notInstallable: "These tires can't be installed. Choose home delivery or a pick-up location.",
  outsideServiceArea: "This address is outside the installer's serviceable area.",
  mobileOnly: 'This installer comes to you: choose mobile installation.',
  /** rules §5 "Messages (exact)". */
  zipRequired: 'Please enter your zip code.',
  /** Worded for the state and zip fields of the home address form (docs/decisions.md). */
  zipNotInState: 'The ZIP code is not in the state you chose.',
} as const;

/**
 * A way to get the tires a partner widget's brand manager left out (docs/portal.md "Widget
 * set-up"): one whole sentence a way, so each locale words the way as it reads best.
 */
export const NOT_OFFERED_REFUSALS = {
  installer: 'This shop does not offer installation at a shop. Choose another way to get your tires.',
  mobile: 'This shop does not offer mobile installation. Choose another way to get your tires.',
  home: 'This shop does not offer home delivery. Choose another way to get your tires.',
  courier: 'This shop does not offer FedEx pick-up. Choose another way to get your tires.',
  warehouse: 'This shop does not offer warehouse pick-up. Choose another way to get your tires.',
} as const satisfies Record<DeliveryTab, string>;

/** A place or tire a request names that the shop does not have (a stale page or a hand-made call). */
export const LOOKUP_REFUSALS = {
  noInstaller: 'No installer with id {id}.',
  noWarehouse: 'No warehouse with id {id}.',
  noPickupLocation: 'No pick-up location with id {id}.',
  noTire: 'No tire with id {id}.',
  noShop: 'No such shop.',
} as const;

/** Booking a time when many shoppers book at one shop at once (services/appointments.ts retries first). */
export const BOOKING_BUSY_MESSAGE = 'Many shoppers are booking at this shop right now. Please try again.';

/** The services step (spec §3 Shop services). */
export const INSTALL_LOCATION_MESSAGES = {
  unknownService: 'This shop does not offer that service.',
} as const;

/** The billing address (spec §7 /checkout/cart-billing). */
export const NO_BILLING = 'This cart has no billing address yet.';

/** Placing and reading an order, beside PAYMENT_MESSAGES. */
export const ORDER_REFUSALS = {
  missingNonce: 'Please enter your card details.',
  missingCharge: 'Please choose how to pay and approve the payment.',
  /**
   * The brands' names joined by en-US's Intl.ListFormat ("Michelin, Pirelli, and Toyo"; i18n
   * listParam, services/order-quote.ts notSoldHere); a widget joins them in its locale ("… y Toyo").
   */
  notSoldHere: '{brands} tires are not sold in this shop. Remove them from your cart to place your order.',
  returnUrl: "returnUrl must be on this shop or the widget's site.",
  cardFieldsOrigin: "The card fields cannot be embedded on {origin}: it is not this shop's or the widget's site.",
  gone: 'This order does not exist.',
} as const;
