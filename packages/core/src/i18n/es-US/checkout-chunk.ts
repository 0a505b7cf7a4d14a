/** es-US for the checkout: delivery and installers, booking, payment, the placed order (one chunk, fetched at checkout). */
export const checkoutChunk = {};
