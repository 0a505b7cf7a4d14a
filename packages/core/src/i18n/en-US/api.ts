/**
 * What the API writes that a widget shows: its refusals of a cart change or a promo code and the
 * contract's validation messages, in the API's English (the error's `message`). A widget shows
 * them in its locale with `useApiText()` (views/components/locale.ts): a message listed here, or
 * one that fills a template here ("Only 3 of … are in stock."), is translated; any other shows as
 * the API wrote it (docs/integration.md "Languages"). The templates are the contract's
 * (CART_REFUSALS, PROMO_CODE_REFUSALS …), written out here as the other areas' messages are
 * (i18n/catalogue.test.ts checks they are the same).
 */
export const api = [
  '{label} is out of stock.',
  'Only {count} of {label} are in stock.',
  'A cart can hold at most {max} of {label}.',
  'A cart can hold at most {max} different tires. Remove one to add another.',
  'That tire is not in your cart.',
  'Choose at least one tire.',
  'That promo code is not valid.',
  '"{code}" is not a valid promo code.',
  'The promo code "{code}" has expired.',
  'The promo code "{code}" is not active yet.',
  'This cart has already been ordered.',
  'The request is not valid.',
] as const;
