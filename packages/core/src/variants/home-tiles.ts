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

/** The shop's voice (VariantConfig.copy.voice; rules §6: "dealer copy" on the dealer-owned storefront). */
export type ShopVoice = 'retail' | 'dealer';

/** The home page's headline and the line under it, by `copy.voice`. */
export const HOME_HEADLINES: Record<ShopVoice, { headline: string; lead: string }> = {
  retail: {
    headline: 'The right tires, installed near you',
    lead: 'Top brands at online prices. Ship free to a trusted local installer, have a mobile installer come to you, or get them delivered to your door.',
  },
  dealer: {
    headline: 'Your dealer’s tires, ready when you are',
    lead: 'Top brands from your dealer’s warehouses: pick them up in 24 hours, have them fitted at a shop near you, or get them delivered to your door — with your dealer’s road hazard coverage.',
  },
};
