/**
 * es-US for the first results: the shop and its search, the cart, the site owner's console and
 * the API's refusals a widget shows (one chunk).
 */
import { api } from './api';
import { cart } from './cart';
import { search } from './search';
import { shop } from './shop';
import { siteOwner } from './site-owner';

export const first = { shop, search, cart, siteOwner, api };
