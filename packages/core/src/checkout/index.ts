/**
 * Checkout's client side (spec storefront §2 checkout routes, §3 Payment, §4 Checkout; rules §3
 * Payment types, §4 Fast checkout by card, Order confirmation, Order tracking steps, §5): the
 * checkout rules pages and widgets share, the card rules of the gateway's hosted fields, and the
 * checkout store. Framework-free; views read the store and call its actions.
 */
export * from './types';
export * from './rules';
export * from './order-status';
export * from './card';
export * from './store';
