/** Styles of the search views: the search overlay, typeahead, past searches, guided shopping. */
export const searchCss = ``;
