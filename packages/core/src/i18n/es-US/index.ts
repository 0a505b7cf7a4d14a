/**
 * The es-US catalogue: Spanish as a tire shop in the United States writes it, with the same areas,
 * keys and parameters as en-US (each area's type says which keys; i18n/catalogue.test.ts checks
 * the parameters). The whole catalogue is one chunk, fetched when an element asks for es-US.
 */
import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';
import { cart } from './cart';
import { shop } from './shop';
import { siteOwner } from './site-owner';

export const esUS: CatalogueOf<EnUS> = { shop, cart, siteOwner };
