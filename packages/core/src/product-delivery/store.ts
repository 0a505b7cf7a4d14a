/**
 * The product page's delivery choice (./index.ts): its types and the page's store, a module of
 * its own so a page that only reads the choice carries nothing else.
 */
import { atom } from 'nanostores';
import type { CartAppointmentInput } from '../contract/appointments';
import type { PickupLocation } from '../contract/cart';

/** The installation time picked on the product page, with the words the page shows for it. */
export interface ProductInstallPick {
  kind: 'install';
  installerId: number;
  installerName: string;
  /** What the cart's appointment is booked with once the tires are added. */
  time: CartAppointmentInput & { date: string };
  /** "Tuesday, November 24 · Morning drop-off, 8:00 AM–12:00 PM", as the cart's appointment reads. */
  label: string;
}

/** The courier pick-up location picked on the product page. */
export interface ProductCourierPick {
  kind: 'courier';
  location: PickupLocation;
  /** The ZIP code the locations were found near (the cart's ZIP once added). */
  zip: string;
}

export type ProductDeliveryPick = ProductInstallPick | ProductCourierPick;

/** The page's choice: null until the shop's schedule (or a courier location) gives one. */
export const $productDelivery = /* @__PURE__ */ atom<ProductDeliveryPick | null>(null);
