/**
 * The cart's client side (spec storefront §2 cart modals, §3 Cart, §4 Delivery tabs, Cart and
 * Checkout; rules §5, §8, §9): delivery-tab rules, cart display rules, storage adapters and the
 * cart store. Framework-free; views read the store and call its actions.
 */
export * from './types';
export * from './delivery';
export * from './rules';
export * from './storage';
export * from './store';
