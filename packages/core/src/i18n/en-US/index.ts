/**
 * The whole en-US catalogue, area by area: the messages' types, the other locales' keys and the
 * tests. At run time en-US needs none of it (a message is its own English text).
 */
import { api } from './api';
import { booking } from './booking';
import { cart } from './cart';
import { checkout } from './checkout';
import { installers } from './installers';
import { order } from './order';
import { payment } from './payment';
import { product } from './product';
import { search } from './search';
import { shop } from './shop';
import { siteOwner } from './site-owner';

export const enUS = { shop, search, cart, siteOwner, api, checkout, installers, booking, payment, order, product };
export type EnUS = typeof enUS;
