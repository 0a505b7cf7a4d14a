/**
 * The parts of a shop's details (spec §2 "shop details"; §3 Installer, Shop services): the shop
 * details modal and the shop's own page (/tire-shops/shop/{shopName}/{shopCode}) put the same
 * parts in their own order.
 */
import type { InstallerDetails } from '@tireshop/core';
import { useId, type ReactNode } from 'react';
import { translateAny, useLocale, useMessages } from '../locale';
import { Rating } from '../rating';
import { ShopBadges } from './shop-card';
import { ShopMap } from './shop-map';
import {
  installationsText,
  milesText,
  mobileReachText,
  phoneHref,
  phoneText,
  shopAddress,
  shopWeekday,
  websiteText,
  weekFromMonday,
} from './shop-text';

type Level = 'h2' | 'h3';

/** A titled part of the details; the heading level is the host's (h3 in the modal, h2 on the page). */
function ShopSection({ title, level, children }: { title: string; level: Level; children: ReactNode }) {
  const id = useId();
  const Heading = level;
  return (
    <section className="ts-shop-section" aria-labelledby={id}>
      <Heading className="ts-shop-section__title" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Stars with the count, installations done and the highlights, under the shop's name. */
export function ShopRatingLine({ shop }: { shop: InstallerDetails }) {
  const t = useMessages('installers');
  return (
    <div className="ts-shop-summary">
      <p className="ts-shop-summary__line">
        <Rating value={shop.rating.value} count={shop.rating.quantity} />
        <span className="ts-shop-summary__installs">{installationsText(shop.installationHistoryCount, t)}</span>
      </p>
      <ShopBadges shop={shop} />
    </div>
  );
}

/** A few photos of the shop, side by side and scrollable; loaded only when near the screen. */
export function ShopGallery({ shop }: { shop: InstallerDetails }) {
  const t = useMessages('installers');
  if (shop.photos.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways must be scrollable from the keyboard too
    <ul className="ts-shop-gallery" aria-label={t('Photos of {name}', { name: shop.name })} tabIndex={0}>
      {shop.photos.map((p, i) => (
        <li key={`${p.src}${i}`} className="ts-shop-gallery__item">
          <img
            referrerPolicy="strict-origin-when-cross-origin"
            src={p.src}
            alt={p.altText || `${shop.name}, photo ${i + 1}`}
            loading="lazy"
            decoding="async"
            width={320}
            height={220}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the shop is and how to reach it: address (or a mobile installer's area), phone (a tel:
 * link), website, the distance from the zip searched, the next free time, and the host's actions.
 */
export function ShopFacts({ shop, zip, actions }: { shop: InstallerDetails; zip?: string; actions?: ReactNode }) {
  const t = useMessages('installers');
  const locale = useLocale();
  return (
    <div className="ts-shop-facts">
      <dl className="ts-shop-facts__list">
        <div className="ts-shop-facts__row">
          <dt>{shop.isMobileInstall ? t('Service area') : t('Address')}</dt>
          <dd>
            {shop.isMobileInstall ? mobileReachText(shop, t) : shopAddress(shop)}
            {zip && (
              <span className="ts-shop-facts__distance">
                {' '}
                {t('· {miles} from {zip}', { miles: milesText(shop.distance, t, locale), zip })}
              </span>
            )}
          </dd>
        </div>
        <div className="ts-shop-facts__row">
          <dt>{t('Phone')}</dt>
          <dd>
            <a className="ts-link" href={phoneHref(shop.phone)}>
              {phoneText(shop.phone)}
            </a>
          </dd>
        </div>
        {shop.website && (
          <div className="ts-shop-facts__row">
            <dt>{t('Website')}</dt>
            <dd>
              <a className="ts-link" href={shop.website} target="_blank" rel="noopener noreferrer">
                {websiteText(shop.website)}
                <span className="ts-visually-hidden">{t(' (opens in a new tab)')}</span>
              </a>
            </dd>
          </div>
        )}
        <div className="ts-shop-facts__row">
          <dt>{t('Next available')}</dt>
          <dd className={shop.nextAvailable ? 'ts-shop-facts__next' : undefined}>
            {shop.nextAvailable ? (
              <time dateTime={shop.nextAvailable.date}>{shop.nextAvailable.label}</time>
            ) : (
              t('No free times in the next 30 days')
            )}
          </dd>
        </div>
      </dl>
      {actions && <div className="ts-shop-facts__actions">{actions}</div>}
    </div>
  );
}

/** The weekly hours in the shop's week, today (where the shop is) marked. */
export function ShopHours({ shop, level = 'h3', now }: { shop: InstallerDetails; level?: Level; now?: Date }) {
  const t = useMessages('installers');
  if (shop.hours.length === 0) return null;
  const today = shopWeekday(shop.timeZone, now);
  return (
    <ShopSection title={shop.isMobileInstall ? t('Working hours') : t('Opening hours')} level={level}>
      <table className="ts-shop-hours">
        <caption className="ts-visually-hidden">{t('Hours in the shop’s local time')}</caption>
        <tbody>
          {weekFromMonday(shop.hours).map((h) => {
            const isToday = h.day === today;
            return (
              <tr key={h.day} className={isToday ? 'ts-shop-hours__today' : undefined} aria-current={isToday ? 'date' : undefined}>
                <th scope="row">
                  {translateAny(t, h.dayName)}
                  {isToday && <span className="ts-shop-hours__today-mark">{t(' Today')}</span>}
                </th>
                <td className={h.open ? undefined : 'ts-shop-hours__closed'}>{h.label}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ShopSection>
  );
}

/** What the shop does besides fitting tires (spec §3 Shop services). */
export function ShopServices({ shop, level = 'h3' }: { shop: InstallerDetails; level?: Level }) {
  const t = useMessages('installers');
  if (shop.services.length === 0) return null;
  return (
    <ShopSection title={t('Services')} level={level}>
      <ul className="ts-shop-services">
        {shop.services.map((s) => (
          <li key={s.id} className="ts-shop-services__item">
            {s.image ? (
              <img
                referrerPolicy="strict-origin-when-cross-origin"
                src={s.image}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="ts-shop-services__tick" aria-hidden="true">
                ✓
              </span>
            )}
            {s.name}
          </li>
        ))}
      </ul>
    </ShopSection>
  );
}

export function ShopCertifications({ shop, level = 'h3' }: { shop: InstallerDetails; level?: Level }) {
  const t = useMessages('installers');
  if (shop.certifications.length === 0) return null;
  return (
    <ShopSection title={t('Certifications')} level={level}>
      <ul className="ts-shop-certs">
        {shop.certifications.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </ShopSection>
  );
}

/** The map around the shop (or the mobile installer's base). */
export function ShopLocation({ shop, level = 'h3', tileUrl }: { shop: InstallerDetails; level?: Level; tileUrl?: string }) {
  const t = useMessages('installers');
  return (
    <ShopSection title={shop.isMobileInstall ? t('Where the installer is based') : t('Location')} level={level}>
      <ShopMap
        latitude={shop.geolocation.latitude}
        longitude={shop.geolocation.longitude}
        label={shop.name}
        address={shop.isMobileInstall ? `${shop.city}, ${shop.state}` : shopAddress(shop)}
        tileUrlTemplate={tileUrl}
      />
    </ShopSection>
  );
}
