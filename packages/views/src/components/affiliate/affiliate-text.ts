/** What the affiliate widget says, in one place (its own words; the shared views keep theirs). */
export const AFFILIATE_TEXT = {
  /** The heading: the widget is the affiliate's, the tires and the sale the shop's. */
  title: 'Find the right tires',
  /** Under each tire: its page at the shop, in a new tab. */
  shopThisTire: 'Shop this tire',
} as const;
