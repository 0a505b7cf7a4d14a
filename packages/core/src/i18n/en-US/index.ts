/**
 * The whole en-US catalogue, area by area: the messages' types, the other locales' keys and the
 * tests. At run time en-US needs none of it (a message is its own English text).
 */
import { cart } from './cart';
import { shop } from './shop';
import { siteOwner } from './site-owner';

export const enUS = { shop, cart, siteOwner };
export type EnUS = typeof enUS;
