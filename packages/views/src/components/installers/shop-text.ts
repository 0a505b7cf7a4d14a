/**
 * How a shop is put into words on its card, in its details and on its page: address, distance,
 * phone, badges and the day of the shop's week. Pure, so the cards, the modals and the pages say
 * the same thing and tests can pin it.
 */
import {
  formatNumber,
  translator,
  type AreaMessage,
  type InstallerSort,
  type Locale,
  type SiteInstaller,
  type Translate,
} from '@tireshop/core';

/** The installers' words (i18n en-US/installers.ts); en-US unless a view passes its locale's. */
type Words = Translate<AreaMessage<'installers'>>;
const EN: Words = translator('en-US');

/** A shop's, or any place's on the checkout lists (courier locations and warehouses have no second line). */
type Address = Pick<SiteInstaller, 'addressLine1' | 'city' | 'state' | 'zip'> & { addressLine2?: string | null };

/** "120 Main St, Suite 4, Austin, TX 78701". */
export const shopAddress = (shop: Address) =>
  `${shop.addressLine1}${shop.addressLine2 ? `, ${shop.addressLine2}` : ''}, ${shop.city}, ${shop.state} ${shop.zip}`;

/** "2.4 mi" (the API rounds to one decimal). */
export const milesText = (miles: number, t: Words = EN, locale: Locale = 'en-US') =>
  t('{miles} mi', { miles: formatNumber(miles, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }) });

/**
 * Where a mobile installer works: it has no shop to go to, it comes to the shopper within its
 * radius (spec §3 installer kinds: shop, mobile).
 */
export function mobileReachText(shop: Pick<SiteInstaller, 'mobileRadiusMiles' | 'city' | 'state'>, t: Words = EN): string {
  const base = `${shop.city}, ${shop.state}`;
  return shop.mobileRadiusMiles
    ? t('Comes to you within {miles} mi of {place}', { miles: shop.mobileRadiusMiles, place: base })
    : t('Comes to you from {place}', { place: base });
}

/** A mobile installer's base and reach on its card: "Based in Austin, TX · travels up to 30 mi". */
export function basedIn(t: Words, shop: Pick<SiteInstaller, 'mobileRadiusMiles' | 'city' | 'state'>): string {
  const place = `${shop.city}, ${shop.state}`;
  return shop.mobileRadiusMiles
    ? t('Based in {place} · travels up to {miles} mi', { place, miles: shop.mobileRadiusMiles })
    : t('Based in {place}', { place });
}

/** A US number as people write it: "(718) 555-0123"; anything else as stored. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

/** A tel: link that dials from anywhere ("tel:+17185550123"). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A website as a short label ("https://www.acme.example/" → "acme.example"). */
export function websiteText(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return hostname.replace(/^www\./, '') + (pathname === '/' ? '' : pathname.replace(/\/$/, ''));
  } catch {
    return url;
  }
}

export type ShopBadgeTone = 'verified' | 'sponsored' | 'electric' | 'soon' | 'brand';
export interface ShopBadge {
  label: string;
  tone: ShopBadgeTone;
}

/**
 * The labels on a shop's card (spec §3 Installer flags): Verified (authorisedInstaller),
 * Sponsored, EV-ready (isElectricOptimized), "Installs tomorrow" / "Installs Monday" (a place is
 * free then; tomorrow wins when tomorrow is Monday), and a promotion that asks to be on the card.
 */
export function shopBadges(
  shop: Pick<
    SiteInstaller,
    'authorisedInstaller' | 'isSponsored' | 'isElectricOptimized' | 'isInstallTomorrow' | 'isInstallMonday' | 'promotion'
  >,
): ShopBadge[] {
  const badges: ShopBadge[] = [];
  if (shop.authorisedInstaller) badges.push({ label: 'Verified', tone: 'verified' });
  if (shop.isSponsored) badges.push({ label: 'Sponsored', tone: 'sponsored' });
  if (shop.isElectricOptimized) badges.push({ label: 'EV-ready', tone: 'electric' });
  if (shop.isInstallTomorrow) badges.push({ label: 'Installs tomorrow', tone: 'soon' });
  else if (shop.isInstallMonday) badges.push({ label: 'Installs Monday', tone: 'soon' });
  const promotion = shop.promotion;
  // A promotion that says what a flag already says (a sponsored shop's "Sponsored") is not said twice.
  const repeatsFlag =
    (promotion?.style === 'sponsored' && shop.isSponsored) ||
    (promotion?.style === 'electric' && shop.isElectricOptimized) ||
    badges.some((b) => b.label.toLowerCase() === promotion?.label.toLowerCase());
  if (promotion?.showOnCard && !repeatsFlag) {
    badges.push({
      label: promotion.label,
      tone: promotion.style === 'electric' ? 'electric' : promotion.style === 'sponsored' ? 'sponsored' : 'brand',
    });
  }
  return badges;
}

/**
 * spec §4 Installer selection "the first entry selected by default": the first shop of a list the
 * shopper chooses from is marked as the suggested one while nothing is chosen — "Closest" when it
 * is the nearest listed, else "Suggested" (the recommended order puts sponsored shops first).
 * Never saved on its own: a saved shop holds an installation time, and looking must not.
 * Rating and price orders say themselves why a shop comes first: no mark.
 */
export function suggestedShopLabel(
  shops: readonly Pick<SiteInstaller, 'distance'>[],
  sort: InstallerSort,
  chosenId: number | null,
): 'Closest' | 'Suggested' | null {
  const first = shops[0];
  if (!first || chosenId !== null || (sort !== 'all' && sort !== 'distance')) return null;
  return shops.every((s) => s.distance >= first.distance) ? 'Closest' : 'Suggested';
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Today's day of the week (0 = Sunday) where the shop is: its hours are in its own time zone. */
export function shopWeekday(timeZone: string, now: Date = new Date()): number {
  let short: string;
  try {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    short = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(now);
  }
  return WEEKDAYS.indexOf(short);
}

/** The week as a shop's hours table shows it: Monday first, Sunday last (a US shop's week). */
export function weekFromMonday<T extends { day: number }>(hours: readonly T[]): T[] {
  return [...hours].sort((a, b) => ((a.day + 6) % 7) - ((b.day + 6) % 7));
}

/** "Installations done" as a count people read ("2,140 installations"). */
export const installationsText = (count: number, t: Words = EN) => t('{count} installation|{count} installations', { count });

/** The shop's kind in a word, for buttons and the chosen mark. */
export const shopNoun = (shop: { isMobileInstall: boolean }) => (shop.isMobileInstall ? 'installer' : 'shop');
