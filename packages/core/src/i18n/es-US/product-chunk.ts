/** es-US for the partner widget's product line page (one chunk, fetched when a shopper opens a tire's page). */
import { product } from './product';

export const productChunk = { product };
