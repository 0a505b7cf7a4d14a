/**
 * The es-US catalogue: Spanish as a tire shop in the United States writes it, with the same areas,
 * keys and parameters as en-US (each area's type says which keys; i18n/catalogue.test.ts checks
 * the parameters). The tests read it whole; a widget fetches it in chunks, area by area
 * (./first.ts, ./checkout-chunk.ts, ./product-chunk.ts; ../locales.ts says when).
 */
import type { EnUS } from '../en-US/index';
import type { CatalogueOf } from '../types';
import { checkoutChunk } from './checkout-chunk';
import { first } from './first';
import { productChunk } from './product-chunk';

export const esUS: CatalogueOf<EnUS> = { ...first, ...checkoutChunk, ...productChunk };
