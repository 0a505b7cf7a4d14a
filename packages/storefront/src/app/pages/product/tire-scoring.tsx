/** The product page's tire scoring modal (docs/product-page.md), its own chunk: the page loads it when opened. */
export { TireScoringModal as default } from '@tireshop/views';
