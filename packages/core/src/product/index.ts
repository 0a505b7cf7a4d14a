/** Product-page rules: tire scores and their bands, the review rule, the compare list. */
export * from './scores/index';
export * from './review/index';
export * from './compare/index';
