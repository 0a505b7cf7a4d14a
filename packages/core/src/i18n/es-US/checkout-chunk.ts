/** es-US for the checkout: delivery and installers, booking, payment, the placed order (one chunk, fetched at checkout). */
import { booking } from './booking';
import { checkout } from './checkout';
import { installers } from './installers';
import { order } from './order';
import { payment } from './payment';

export const checkoutChunk = { checkout, installers, booking, payment, order };
