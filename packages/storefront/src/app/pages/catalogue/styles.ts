/** Page layout styles of the catalogue pages (the views bring their own component styles). */
export const cataloguePageCss = ``;
