/** Site globals (spec §3 Site globals) and the notifications shown at launch (spec §3 Other). */
import { paths, type SiteGlobals } from '@tireshop/core';

export const siteGlobals: SiteGlobals = {
  coreShipHandlingMode: 2,
  customerServiceEnabled: true,
  customerServiceNumber: { display: '1-888-410-0604', value: '18884100604' },
  // Pills lock the search to a category or type (spec §2 Shell behaviour); queryText is the slug.
  customFilterPills: [
    { label: 'All-Season', queryType: 'category', queryText: 'all-season' },
    { label: 'All-Weather', queryType: 'category', queryText: 'all-weather' },
    { label: 'Winter', queryType: 'category', queryText: 'winter' },
    { label: 'All-Terrain', queryType: 'category', queryText: 'all-terrain' },
    { label: 'Performance', queryType: 'category', queryText: 'performance' },
    { label: 'Light Truck', queryType: 'tireType', queryText: 'light-truck' },
  ],
  footerLinks: [
    {
      header: 'Shop',
      links: [
        { label: 'Tire Brands', link: paths.brands() },
        { label: 'Tire Sizes', link: paths.tireSizes() },
        { label: 'Tires by Vehicle', link: paths.vehicles() },
        { label: 'Tire Categories', link: paths.categories() },
        { label: 'Tire Types', link: '/types' },
        { label: 'Tire Deals', link: '/tire-deals' },
        { label: 'Find a Tire Shop', link: '/tire-shops' },
      ],
    },
    {
      header: 'Company',
      links: [
        { label: 'About Us', link: '/about' },
        { label: 'Contact Us', link: '/contact' },
        { label: 'Press', link: '/press' },
        { label: 'Affiliates', link: '/affiliates' },
        { label: 'Partner Program', link: '/partner-program' },
        { label: 'Become an Installer', link: '/installer-signup' },
      ],
    },
    {
      header: 'Help',
      links: [
        { label: 'FAQs', link: '/faqs' },
        { label: 'Help Center', link: '/help-center' },
        { label: 'Track Your Order', link: paths.trackOrder() },
        { label: 'Returns & Refunds', link: '/returns-and-refunds' },
        { label: 'Free Shipping', link: '/free-shipping' },
        { label: 'Financing', link: '/financing' },
        { label: 'Military Discount', link: '/military-discount' },
        { label: 'Terms of Use', link: '/terms' },
        { label: 'Privacy Policy', link: '/privacy-policy' },
      ],
    },
  ],
  // spec §9 Money: default card payment discount percentages.
  paymentTypeDiscountInPercentage: { affirm: 10, katapult: 10, klarna: 10, synchrony: 0 },
  priceDisplayInAddtoCart: true,
  simpleCrewPromo: null,
  siteTheme: 'default',
};

export const siteNotificationData = [
  {
    id: 'free-shipping-sets-of-4',
    type: 'Shop' as const,
    // spec §9 "Free shipping in the contiguous US only", in the words of the rule the prices follow
    // (coreShipHandlingMode 2, docs/pricing.md "Free shipping promise"); test/free-shipping-promise.test.ts
    // checks it against a priced cart.
    message:
      'Free shipping when your tires ship to an installer or a FedEx pick-up location in the contiguous US; oversized tires excluded. Home delivery is $15 a tire.',
    link: '/free-shipping',
    persistent: true,
    suppressFromHomePage: false,
  },
  {
    id: 'military-extra-5-percent',
    type: 'Filter' as const,
    // spec §9: military discount 5%.
    message: 'Active-duty military and veterans save an extra 5% on tires. Verify at checkout.',
    link: '/military-discount',
    persistent: false,
    suppressFromHomePage: true,
  },
];
