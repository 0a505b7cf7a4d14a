/**
 * The home page's tiles. rules §6 names three the simple-shop leaves out ('Free shipping',
 * 'SimpleCrew exclusive savings', '0% financing options'); each tile opens the page that explains it.
 * Apart from the variant table (which names them by key), so only the home page's code carries
 * their words.
 */
export const HOME_TILES = {
  'free-shipping': {
    title: 'Free shipping',
    text: 'Tires ship free to a local installer or a FedEx pick-up location in the contiguous US (oversized tires excluded). Home delivery is $15 a tire.',
    href: '/free-shipping',
  },
  installation: {
    title: 'Installed near you',
    text: 'Book a time at a partner shop, or have a mobile installer come to you.',
    href: '/tire-shops',
  },
  'simplecrew-savings': {
    title: 'SimpleCrew exclusive savings',
    text: 'Join free for member prices and a welcome offer on your first set.',
    href: '/simplecrew',
  },
  financing: {
    title: '0% financing options',
    text: 'Fit your tires now and pay over time with buy now, pay later at checkout.',
    href: '/financing',
  },
  'road-hazard': {
    title: 'Road hazard coverage',
    text: 'Cover your tires against nails, potholes and glass when you check out.',
    href: '/road-hazard-coverage',
  },
} as const satisfies Record<string, { title: string; text: string; href: string }>;
export type HomeTile = keyof typeof HOME_TILES;
