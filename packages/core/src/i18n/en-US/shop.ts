/**
 * The shop's first results in every widget: the title, the size search, the results and their
 * cards, and what the widget says when it cannot show its shop (issue #13 "Any host page").
 */
export const shop = [
  'Buy tires installed at {shop}',
  'Buy tires online',
  '{city}, {state} · Tires ship free to the shop; book your installation at checkout.',
  "Don't know your size? Search by vehicle or brand",
  'Shop {shop} tires',
  "Don't know your size? Search by vehicle",
  // The affiliate widget: the widget is the affiliate's, the tires and the sale the shop's.
  'Find the right tires',
  'Shop this tire',

  'This tire shop is not set up yet. Please contact the shop.',
  'This tire shop is not enabled for this website yet. Please contact the shop.',
  'This tire shop is disabled at the moment. Please contact the shop.',
  'We can’t reach the tire shop right now. Trying again…',
  'The tire shop is taking longer than usual to answer…',
  'We can’t reach the tire shop right now. Please try again.',
  // spec §8 "Text shown to the user": Generic.
  'Oops, something went wrong',
  'Try again',

  'Tire size',
  "The size is printed on your tire's sidewall, e.g. 225/45R17.",
  'Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.',
  'Find tires',

  'Tires in {size}',
  'No tires in {size}',
  'Showing {first}–{last} of {total} tires in {size}',
  'No tires on this page.',
  'Go back to the first page to see all {total} tires.',
  'Loading tires…',
  'Result pages',
  'Page {page}',
  'Sort by',
  'Sort',
  'Best match',
  'Price: Low to High',
  'Price: High to Low',
  'Top rated',

  'Specifications',
  '{thousands}k mi warranty',
  'Run-flat',
  'Out of stock',
  'Only {quantity} left',
  'In stock',
  'No reviews yet',
  'Rated {value} out of 5 from {count} review|Rated {value} out of 5 from {count} reviews',
  'Was ',
  'Now ',
  'each',
] as const;
