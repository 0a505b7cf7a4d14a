/**
 * Every message a widget can be handed as a failed call's `message` (docs/integration.md
 * "Languages"): the templates the API fills along the cart, the checkout and an order, the bearer
 * token's refusals, the shop's own trouble, and what the API client says itself when there is no
 * answer to read (spec §8 "Client error codes"). Each must have es-US text in the catalogue's `api`
 * area (i18n/catalogue.test.ts walks this list): a new refusal a widget can receive goes into its
 * contract group, and that group here. Not re-exported by the contract's index: no bundle needs
 * the list, only the test that keeps the catalogue complete.
 */
import { API_ERROR_CODES, defaultMessage, MISSING_CREDENTIALS_MESSAGE, OUTAGE_MESSAGE } from '../client/result';
import { APPOINTMENT_MESSAGES } from './appointments';
import { CART_REFUSALS, PROMO_CODE_MESSAGE, PROMO_CODE_REFUSALS, SHIPPING_CHOICE_MESSAGES } from './cart';
import { ORDER_TRACKING_MISMATCH, ORDER_TRACKING_RATE_LIMITED, PAYMENT_MESSAGES } from './checkout';
import { LOCATION_ZIP_MESSAGE } from './location';
import {
  BOOKING_BUSY_MESSAGE,
  CART_GONE,
  INSTALL_LOCATION_MESSAGES,
  LOOKUP_REFUSALS,
  NO_BILLING,
  NOT_OFFERED_REFUSALS,
  ORDER_REFUSALS,
  SERVER_MESSAGES,
  SHIPPING_REFUSALS,
  SIZE_REFUSALS,
  TOKEN_REFUSALS,
} from './refusals';
import { WIDGET_DISABLED_MESSAGE } from './widget';

/** The message of a 5xx without one of its own: "Server error (HTTP 502)" (client/result.ts defaultMessage). */
export const SERVER_ERROR_WITH_STATUS = `${defaultMessage('ServerError')} (HTTP {status})`;

/** The API's templates a widget can receive: its groups' messages, then those standing alone. */
export const WIDGET_API_MESSAGES: readonly string[] = [
  ...[
    TOKEN_REFUSALS,
    SIZE_REFUSALS,
    CART_REFUSALS,
    PROMO_CODE_REFUSALS,
    SERVER_MESSAGES,
    SHIPPING_REFUSALS,
    NOT_OFFERED_REFUSALS,
    SHIPPING_CHOICE_MESSAGES,
    LOOKUP_REFUSALS,
    APPOINTMENT_MESSAGES,
    INSTALL_LOCATION_MESSAGES,
    PAYMENT_MESSAGES,
    ORDER_REFUSALS,
  ].flatMap((group): string[] => Object.values(group)),
  WIDGET_DISABLED_MESSAGE,
  PROMO_CODE_MESSAGE,
  CART_GONE,
  LOCATION_ZIP_MESSAGE,
  BOOKING_BUSY_MESSAGE,
  NO_BILLING,
  ORDER_TRACKING_MISMATCH,
  ORDER_TRACKING_RATE_LIMITED,
];

/** What the API client writes itself: no answer, an answer it cannot read, a call it cannot make. */
export const WIDGET_CLIENT_MESSAGES: readonly string[] = [
  ...API_ERROR_CODES.map((code) => defaultMessage(code)),
  SERVER_ERROR_WITH_STATUS,
  MISSING_CREDENTIALS_MESSAGE,
  OUTAGE_MESSAGE,
];
