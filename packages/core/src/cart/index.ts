/**
 * The cart's client side (spec storefront §2 cart modals, §3 Cart, §4 Delivery tabs, Cart and
 * Checkout; rules §4 Appointments, §5, §8, §9): delivery-tab rules, cart display rules, storage
 * adapters, the cart store and its appointment. Framework-free; views read the stores and call
 * their actions.
 */
export * from './types';
export * from './delivery';
export * from './delivery-choice';
export * from './rules';
export * from './storage';
export * from './appointment';
export * from './appointment-choice';
export * from './store';
export * from './promotion-link';
export * from './promotion-query';
