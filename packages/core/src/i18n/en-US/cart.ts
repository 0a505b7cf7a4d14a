/** The cart in a widget: its button, "Add to cart" on a result, the cart modals. */
export const cart = ['Cart, {count} tire|Cart, {count} tires', 'Qty', ' of {name}', 'Adding…', 'Add {quantity} to cart'] as const;
