/** Styles of the catalogue views: filters, product line details, scores, reviews, compare. */
export const catalogueCss = ``;
