/**
 * Carts for the cart tests, shaped as the API answers them (checked against the contract in
 * store.test.ts). Not exported from the package.
 */
import type { CartAppointment, ScheduleDay, ScheduleSlot } from '../contract/appointments';
import type { CartCoupon, CartProduct, CartShipping, SiteCart } from '../contract/cart';

export const CART_ID = '7f3c2a10-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
export const OTHER_CART_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function product(itemId: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    itemId,
    productId: itemId,
    partNumber: `P-${itemId}`,
    name: `Tire ${itemId}`,
    quantity: 4,
    brand: { label: 'Michelin' },
    productLine: { name: 'Defender2', slug: 'defender2' },
    productSubType: 'All Season',
    size: '225/45R17',
    serviceDescription: '94V',
    image: { src: 'https://shop.test/img.png', altText: 'Tire' },
    link: { href: '/brands/michelin-tires/defender2' },
    price: { salePriceInCents: 15_000, listPriceInCents: 16_000 },
    lineTotalInCents: 60_000,
    isInstallable: true,
    isOversizeTire: false,
    oversized: false,
    fetInCents: 0,
    roadHazardCostInCents: 0,
    roadHazardState: 1,
    stockQuantity: 40,
    siteProductPromotion: null,
    ...overrides,
  };
}

export function coupon(overrides: Partial<CartCoupon> = {}): CartCoupon {
  return {
    promoCode: 'TAKE50',
    couponId: 1,
    title: '$50 off',
    promotionType: 'Flat Amount',
    discountInCents: 5000,
    errorDescription: null,
    minCartQunatity: null,
    maxCartQunatity: null,
    alertMessage: null,
    ...overrides,
  };
}

export function shipping(overrides: Partial<CartShipping> = {}): CartShipping {
  return {
    id: 's1',
    shippingOption: 'HOME',
    installerId: null,
    shippingLocationId: null,
    warehouseId: null,
    addressLine1: '12 Main St',
    addressLine2: null,
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    companyName: null,
    email: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '(512) 555 0100',
    phoneType: 'Mobile',
    specialInstructions: null,
    vehicleDescription: null,
    vehicleMake: null,
    vehicleModel: null,
    vehicleTrim: null,
    vehicleYear: null,
    installerService: null,
    installer: null,
    destinationLabel: '12 Main St, Austin, TX',
    ...overrides,
  };
}

export function siteCart(overrides: Partial<SiteCart> = {}): SiteCart {
  const siteProducts = overrides.siteProducts ?? [product(1)];
  return {
    id: CART_ID,
    cartUuid: CART_ID,
    zip: null,
    email: null,
    isDealer: false,
    widgetSource: null,
    totalQuantity: siteProducts.reduce((n, p) => n + p.quantity, 0),
    siteProducts,
    siteCartCoupons: [],
    installerDetails: null,
    cartShipping: null,
    cartShippingAddressPresent: false,
    preShippingSelection: null,
    idMeVerifiedStatus: null,
    allInstallable: true,
    someInstallable: true,
    hasOversizeTire: false,
    subtotalInCents: 60_000,
    productDiscountInCents: 0,
    couponDiscountInCents: 0,
    militaryDiscountInCents: 0,
    discountInCents: 0,
    roadHazardCostInCents: 0,
    roadHazardTerms: {
      months: 36,
      replacementPerTireByYearInCents: [40_000, 20_000, 10_000],
      repairPerTireInCents: 2_500,
      customerShareByYear: [0, 0, 0],
    },
    isGroupRoadHazard: true,
    estimatedFetInCents: 0,
    coreShipHandlingMode: 1,
    shippingCostToHomeInCents: 0,
    shippingCostInCents: 0,
    coreShipHandlingFeesApplied: false,
    installationCostInCents: 0,
    estimatedTaxInCents: null,
    taxState: null,
    totalInCents: 60_000,
    ...overrides,
  };
}

/** A held appointment as GET /v1/checkout/cart-appointment answers it (spec §3 Cart appointment). */
export function appointment(
  overrides: Partial<Omit<CartAppointment, 'installer'>> & { installerId?: number; isMobileInstall?: boolean; timeZone?: string } = {},
): CartAppointment {
  const { installerId = 12, isMobileInstall = false, timeZone = 'America/New_York', ...rest } = overrides;
  return {
    installer: { installerId, name: `Shop ${installerId}`, timeZone, isMobileInstall },
    date: '2025-11-24',
    day: 'Monday',
    startTime: '08:00',
    endTime: '12:00',
    isDropOff: true,
    slotTime: 'morning',
    amOrPm: 'AM',
    dropOffWindow: 'Morning',
    startsAt: '2025-11-24T13:00:00.000Z',
    endsAt: '2025-11-24T17:00:00.000Z',
    label: 'Monday, November 24 · Morning drop-off, 8:00 AM–12:00 PM',
    status: 'held',
    holdExpiresAt: '2025-11-20T15:42:00.000Z',
    isAvailable: true,
    ...rest,
  };
}

/** An installer's hour as the schedule lists it (2 free unless told). */
export const scheduleSlot = (startTime: string, available = 2): ScheduleSlot => {
  const hour = Number(startTime.slice(0, 2));
  return {
    startTime,
    endTime: `${String(hour + 1).padStart(2, '0')}:00`,
    slotTime: hour < 12 ? 'morning' : 'afternoon',
    amOrPm: hour < 12 ? 'AM' : 'PM',
    label: `${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`,
    startsAt: `2025-11-24T${String(hour + 5).padStart(2, '0')}:00:00.000Z`,
    available,
  };
};

/** An open day of an installer's schedule: hours 9, 10 (full) and 14; a free morning and a full afternoon window. */
export const scheduleDay = (date: string, overrides: Partial<ScheduleDay> = {}): ScheduleDay => ({
  date,
  day: 'Monday',
  isOpen: true,
  closedReason: null,
  openTime: '08:00',
  closeTime: '18:00',
  slots: [scheduleSlot('09:00'), scheduleSlot('10:00', 0), scheduleSlot('14:00')],
  dropOffWindows: [
    { dropOffWindow: 'Morning', startTime: '08:00', endTime: '12:00', label: 'Morning, 8:00 AM–12:00 PM', startsAt: '', available: 3 },
    { dropOffWindow: 'Afternoon', startTime: '12:00', endTime: '17:00', label: 'Afternoon, 12:00 PM–5:00 PM', startsAt: '', available: 0 },
  ],
  isAvailable: true,
  ...overrides,
});
