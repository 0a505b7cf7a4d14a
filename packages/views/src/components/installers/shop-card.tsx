import type { SiteInstaller } from '@tireshop/core';
import { useId, type ReactNode, type Ref } from 'react';
import type { LinkComponent } from '../link';
import { translateAny, useLocale, useMessages, usePrice } from '../locale';
import { Rating } from '../rating';
import { milesText, mobileReachText, shopAddress, shopBadges } from './shop-text';

export interface ShopCardProps {
  shop: SiteInstaller;
  /** The card's heading level in its page or dialog. */
  headingLevel?: 'h2' | 'h3';
  /** The shop's page: the name becomes a link to it (the /tire-shops pages). */
  href?: string;
  Link?: LinkComponent;
  /** The cart's shop: marked "Your shop" / "Your installer". */
  chosen?: boolean;
  /** The list's suggested shop while none is chosen ("Closest", suggestedShopLabel). */
  suggestion?: string | null;
  /** How the distance reads ("2.4 mi away", "2.4 mi from downtown"); null hides it. */
  distanceText?: ((miles: number) => string) | null;
  /** Buttons (Details, Choose) or links under the price. */
  actions?: ReactNode;
  /** The card's element, to move focus to it. */
  cardRef?: Ref<HTMLElement>;
}

export function ShopBadges({ shop }: { shop: Parameters<typeof shopBadges>[0] }) {
  const t = useMessages('installers');
  const badges = shopBadges(shop);
  if (badges.length === 0) return null;
  return (
    <ul className="ts-shop-badges" aria-label={t('Highlights')}>
      {badges.map((b) => (
        <li key={b.label} className={`ts-shop-badge ts-shop-badge--${b.tone}`}>
          {translateAny(t, b.label)}
        </li>
      ))}
    </ul>
  );
}

/**
 * One shop in a list (the all-shops modal, a metro's page, the zip results): name, badges,
 * address (or how far a mobile installer travels), distance, rating, installations done and the
 * installation price for four tires, with the actions the host gives. Focusable as a whole
 * (tabIndex -1) so "Show 10 more" can move the keyboard to the first new shop.
 */
export function ShopCard({
  shop,
  headingLevel: Heading = 'h3',
  href,
  Link,
  chosen = false,
  suggestion = null,
  distanceText,
  actions,
  cardRef,
}: ShopCardProps) {
  const id = useId();
  const t = useMessages('installers');
  const locale = useLocale();
  const formatPrice = usePrice();
  const distance = distanceText === undefined ? (m: number) => t('{miles} away', { miles: milesText(m, t, locale) }) : distanceText;
  return (
    <article ref={cardRef} className={`ts-shop-card${chosen ? ' ts-shop-card--chosen' : ''}`} aria-labelledby={`${id}-name`} tabIndex={-1}>
      <div className="ts-shop-card__main">
        <Heading className="ts-shop-card__name" id={`${id}-name`}>
          {href && Link ? <Link href={href}>{shop.name}</Link> : shop.name}
        </Heading>
        {chosen && (
          <p className="ts-shop-card__chosen">
            <span aria-hidden="true">✓</span> {shop.isMobileInstall ? t('Your installer') : t('Your shop')}
          </p>
        )}
        {suggestion && <p className="ts-shop-card__suggested">{translateAny(t, suggestion)}</p>}
        <ShopBadges shop={shop} />
        <p className="ts-shop-card__address">{shop.isMobileInstall ? mobileReachText(shop, t) : shopAddress(shop)}</p>
        <p className="ts-shop-card__meta">
          {distance && <span className="ts-shop-card__distance">{distance(shop.distance)}</span>}
          <Rating value={shop.rating.value} count={shop.rating.quantity} />
        </p>
      </div>
      <div className="ts-shop-card__side">
        <p className="ts-shop-card__price">
          <span className="ts-shop-card__price-label">
            {shop.isMobileInstall ? t('Mobile installation, 4 tires') : t('Installation, 4 tires')}
          </span>
          <strong>{formatPrice(shop.installationCostFor4TiresInCents)}</strong>
        </p>
        {actions && <div className="ts-shop-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
