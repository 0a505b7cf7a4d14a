/**
 * The account area (spec storefront §2 /account, /account/my-garage, /account/my-orders; rules §6
 * "Only logged-in users can cancel online"; storefront §4 "Order cancellable within 30 minutes").
 * Every call is about the signed-in shopper of the X-Account-Session header (accounts.ts): without
 * one, 401 "Please sign in."; another shopper's order, address or vehicle answers 404 exactly like
 * one that does not exist. The paths follow the spec's user calls (§7 /users/me/…); the spec does
 * not show these ones, so they are ours (docs/decisions.md "The account area").
 */
import * as v from 'valibot';
import { shippingAddressSchema } from '../address/index';
import {
  orderSchema,
  orderTrackingSchema,
  ORDER_STATUSES,
  TRACKING_STATUSES,
  ORDER_CANCEL_WINDOW_MINUTES,
  storedAddressSchema,
} from './checkout';
import { defineEndpoint } from './endpoint';
import { money, paginationSchema, queryInt } from './fields';

/** Orders per page of My orders. */
export const MY_ORDERS_PAGE_SIZE = 10;
/** Saved addresses and garage vehicles an account may keep. */
export const MAX_SAVED_ADDRESSES = 10;
export const MAX_GARAGE_VEHICLES = 10;

/** What the account area answers (spec §5 messages where the spec gives them; our words elsewhere). */
export const ACCOUNT_AREA_MESSAGES = {
  orderGone: 'This order does not exist.',
  /** rules §6: cancelling online needs a signed-in shopper; storefront §4: within 30 minutes. */
  cancelWindowPassed: `Orders can be cancelled online within ${ORDER_CANCEL_WINDOW_MINUTES} minutes of placing. Please contact us to change this order.`,
  cancelInFulfilment: 'This order is already on its way through fulfilment and can no longer be cancelled online. Please contact us.',
  addressGone: 'This address does not exist.',
  tooManyAddresses: `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one first.`,
  /** spec §5 (exact). */
  chooseVehicle: 'Please choose a vehicle.',
  vehicleGone: 'This vehicle is not in your garage.',
  vehicleTwice: 'This vehicle is already in your garage.',
  tooManyVehicles: `Your garage holds up to ${MAX_GARAGE_VEHICLES} vehicles. Please remove one first.`,
} as const;

const orderNumberParam = v.pipe(v.string(), v.regex(/^\d{1,12}$/, ACCOUNT_AREA_MESSAGES.orderGone));
const idParam = (message: string) => v.pipe(v.string(message), v.regex(/^[1-9]\d{0,8}$/, message), v.transform(Number));

// ---- my orders ------------------------------------------------------------------------------------

export const myOrderSummarySchema = v.object({
  orderNumber: v.string(),
  placedAt: v.string(),
  status: v.picklist(ORDER_STATUSES),
  trackingStatus: v.picklist(TRACKING_STATUSES),
  totalInCents: money,
  /** The tires of the order, in the order's line order. */
  items: v.array(v.object({ name: v.string(), brand: v.string(), size: v.string(), quantity: v.number() })),
});
export type MyOrderSummary = v.InferOutput<typeof myOrderSummarySchema>;

export const myOrdersEndpoint = defineEndpoint({
  id: 'listMyOrders',
  method: 'GET',
  path: '/v1/users/me/orders',
  summary: `The signed-in shopper’s orders, newest first, ${MY_ORDERS_PAGE_SIZE} a page. 401 without a session.`,
  auth: true,
  query: v.object({ page: v.optional(queryInt('page', 1, 10_000), 1) }),
  response: v.object({ orders: v.array(myOrderSummarySchema), pagination: paginationSchema }),
});

/** Whether the shopper may cancel the order online now, until when, and if not, why. */
export const cancellationSchema = v.object({
  cancellable: v.boolean(),
  /** The end of the 30-minute window (null once cancelled). */
  until: v.nullable(v.string()),
  /** Why not, in the shopper's words (null when cancellable or cancelled). */
  refusal: v.nullable(v.string()),
});
export type Cancellation = v.InferOutput<typeof cancellationSchema>;

const myOrderResponse = v.object({ order: orderSchema, orderTracking: orderTrackingSchema, cancellation: cancellationSchema });
export type MyOrder = v.InferOutput<typeof myOrderResponse>;

export const myOrderEndpoint = defineEndpoint({
  id: 'getMyOrder',
  method: 'GET',
  path: '/v1/users/me/orders/{orderNumber}',
  summary: 'One order of the signed-in shopper with its tracking steps and whether it can be cancelled online (404 for anyone else’s).',
  auth: true,
  params: v.object({ orderNumber: orderNumberParam }),
  response: myOrderResponse,
});

export const cancelMyOrderEndpoint = defineEndpoint({
  id: 'cancelMyOrder',
  method: 'POST',
  path: '/v1/users/me/orders/{orderNumber}/cancellation',
  summary:
    `Cancels an order of the signed-in shopper within ${ORDER_CANCEL_WINDOW_MINUTES} minutes of placing, before it moves to fulfilment: ` +
    'stock and the installation time released, the payment voided (or refunded if captured), the tracking and an e-mail say so. ' +
    '409 after the window, once in fulfilment or already cancelled; 404 for anyone else’s order; 503 when the gateway could not ' +
    'return the money (the order stays cancelled; the same call again retries).',
  auth: true,
  params: v.object({ orderNumber: orderNumberParam }),
  response: myOrderResponse,
});

// ---- saved addresses ------------------------------------------------------------------------------

const { firstName, lastName, companyName, addressLine1, addressLine2, city, state, zip, phone, phoneType } = shippingAddressSchema.entries;

/** A saved address: the fields of a home-delivery address, validated by its rules (rules §5). */
export const savedAddressInputSchema = v.object({
  firstName,
  lastName,
  companyName,
  addressLine1,
  addressLine2,
  city,
  state,
  zip,
  phone,
  phoneType,
  /** Make it the default address (the one checkout offers first). */
  isDefault: v.optional(v.boolean(), false),
});
export type SavedAddressInput = v.InferInput<typeof savedAddressInputSchema>;

export const savedAddressSchema = v.object({
  id: v.number(),
  ...storedAddressSchema.entries,
  isDefault: v.boolean(),
});
export type SavedAddress = v.InferOutput<typeof savedAddressSchema>;

const addressesResponse = v.object({ addresses: v.array(savedAddressSchema) });
const addressParams = v.object({ addressId: idParam(ACCOUNT_AREA_MESSAGES.addressGone) });

export const myAddressesEndpoint = defineEndpoint({
  id: 'listMyAddresses',
  method: 'GET',
  path: '/v1/users/me/addresses',
  summary: 'The signed-in shopper’s saved addresses, the default first.',
  auth: true,
  response: addressesResponse,
});

export const addMyAddressEndpoint = defineEndpoint({
  id: 'addMyAddress',
  method: 'POST',
  path: '/v1/users/me/addresses',
  summary: `Saves an address (the first one becomes the default); at most ${MAX_SAVED_ADDRESSES}. An identical one already saved (ignoring case) is kept instead of a second copy. Answers every saved address.`,
  auth: true,
  status: 201,
  body: savedAddressInputSchema,
  response: addressesResponse,
});

export const updateMyAddressEndpoint = defineEndpoint({
  id: 'updateMyAddress',
  method: 'PUT',
  path: '/v1/users/me/addresses/{addressId}',
  summary: 'Changes a saved address. Answers every saved address.',
  auth: true,
  params: addressParams,
  body: savedAddressInputSchema,
  response: addressesResponse,
});

export const deleteMyAddressEndpoint = defineEndpoint({
  id: 'deleteMyAddress',
  method: 'DELETE',
  path: '/v1/users/me/addresses/{addressId}',
  summary: 'Deletes a saved address; when it was the default, the oldest remaining one becomes the default.',
  auth: true,
  params: addressParams,
  response: addressesResponse,
});

export const defaultMyAddressEndpoint = defineEndpoint({
  id: 'setMyDefaultAddress',
  method: 'POST',
  path: '/v1/users/me/addresses/{addressId}/default',
  summary: 'Makes a saved address the default.',
  auth: true,
  params: addressParams,
  response: addressesResponse,
});

// ---- the garage -----------------------------------------------------------------------------------

const slug = v.pipe(v.string(ACCOUNT_AREA_MESSAGES.chooseVehicle), v.regex(/^[a-z0-9-]{1,80}$/, ACCOUNT_AREA_MESSAGES.chooseVehicle));

/** A vehicle of the catalogue, named by its slugs (as /vehicles/{make}/{model}/{year}?trim= names it). */
export const garageVehicleInputSchema = v.object({
  make: slug,
  model: slug,
  year: queryInt('year', 1900, 2100),
  trim: slug,
});

export const garageVehicleSchema = v.object({
  id: v.number(),
  year: v.number(),
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  /** The vehicle's tire results (/vehicles/{make}-tires/{model}/{year}?trim={trim}). */
  shopHref: v.string(),
});
export type GarageVehicle = v.InferOutput<typeof garageVehicleSchema>;

const garageResponse = v.object({ vehicles: v.array(garageVehicleSchema) });

export const myVehiclesEndpoint = defineEndpoint({
  id: 'listMyVehicles',
  method: 'GET',
  path: '/v1/users/me/vehicles',
  summary: 'The signed-in shopper’s garage, in the order the vehicles were added.',
  auth: true,
  response: garageResponse,
});

export const addMyVehicleEndpoint = defineEndpoint({
  id: 'addMyVehicle',
  method: 'POST',
  path: '/v1/users/me/vehicles',
  summary: `Adds a catalogue vehicle to the garage (400 "Please choose a vehicle." for one the catalogue lacks; at most ${MAX_GARAGE_VEHICLES}).`,
  auth: true,
  status: 201,
  body: garageVehicleInputSchema,
  response: garageResponse,
});

export const removeMyVehicleEndpoint = defineEndpoint({
  id: 'removeMyVehicle',
  method: 'DELETE',
  path: '/v1/users/me/vehicles/{vehicleId}',
  summary: 'Removes a vehicle from the garage.',
  auth: true,
  params: v.object({ vehicleId: idParam(ACCOUNT_AREA_MESSAGES.vehicleGone) }),
  response: garageResponse,
});

export const accountAreaEndpoints = [
  myOrdersEndpoint,
  myOrderEndpoint,
  cancelMyOrderEndpoint,
  myAddressesEndpoint,
  addMyAddressEndpoint,
  updateMyAddressEndpoint,
  deleteMyAddressEndpoint,
  defaultMyAddressEndpoint,
  myVehiclesEndpoint,
  addMyVehicleEndpoint,
  removeMyVehicleEndpoint,
] as const;
