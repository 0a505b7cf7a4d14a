import { type brandsEndpoint, type categoriesEndpoint, formatPrice, type tireTypesEndpoint, type EndpointOutput } from '@tireshop/core';
import type { ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link';

export type BrandSummary = EndpointOutput<typeof brandsEndpoint>['brands'][number];
export type CategorySummary = EndpointOutput<typeof categoriesEndpoint>['categories'][number];
export type TireTypeSummary = EndpointOutput<typeof tireTypesEndpoint>['types'][number];

export interface Tile {
  href: string;
  title: string;
  /** A short line under the title (country, what the tires are for). */
  detail?: ReactNode;
  /** Counts and the lowest price. */
  meta?: string;
  /** A small badge (tier, "Commercial"). */
  badge?: string;
  /** A tile with big initials, for brands without a logo. */
  monogram?: string;
}

const lines = (n: number) => `${n} ${n === 1 ? 'tire line' : 'tire lines'}`;
const from = (cents: number | null) => (cents === null ? '' : ` · from ${formatPrice(cents, { whole: true })}`);

/** A grid of link tiles: brands, categories, tire types, subtypes. Each tile is one link. */
export function TileGrid({
  tiles,
  headingLevel = 3,
  Link = PlainLink,
  compact,
}: {
  tiles: Tile[];
  headingLevel?: 2 | 3;
  Link?: LinkComponent;
  compact?: boolean;
}) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <ul className={`ts-tiles${compact ? ' ts-tiles--compact' : ''}`}>
      {tiles.map((t) => (
        <li key={t.href}>
          <Link href={t.href} className="ts-tile">
            {t.monogram && (
              <span className="ts-tile__monogram" aria-hidden="true">
                {t.monogram}
              </span>
            )}
            <span className="ts-tile__body">
              <Heading className="ts-tile__title">{t.title}</Heading>
              {(t.detail || t.badge) && (
                <span className="ts-tile__detail">
                  {t.detail}
                  {t.badge && <span className="ts-badge">{t.badge}</span>}
                </span>
              )}
              {t.meta && <span className="ts-tile__meta">{t.meta}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const TIER_LABELS: Record<string, string> = { premium: 'Premium', mid: 'Mid-range', value: 'Value' };

export function brandTile(b: BrandSummary): Tile {
  return {
    href: b.link.href,
    title: b.name,
    monogram: b.name.slice(0, 2),
    detail: b.country,
    meta: `${lines(b.lineCount)}${from(b.lowestPriceInCents)}`,
    badge: TIER_LABELS[b.tier] ?? b.tier,
  };
}

export function categoryTile(c: CategorySummary): Tile {
  return {
    href: c.link.href,
    title: c.name,
    meta: `${lines(c.lineCount)} from ${c.brandCount} ${c.brandCount === 1 ? 'brand' : 'brands'}${from(c.lowestPriceInCents)}`,
  };
}

export function tireTypeTile(t: TireTypeSummary): Tile {
  return {
    href: t.link.href,
    title: t.name,
    detail: t.subtypes.length
      ? t.subtypes
          .slice(0, 3)
          .map((s) => s.name)
          .join(', ') + (t.subtypes.length > 3 ? '…' : '')
      : undefined,
    meta: `${lines(t.lineCount)}${from(t.lowestPriceInCents)}`,
  };
}

/** A category, type or subtype a brand (category, type) has, with its line count. */
export function taxonTile(t: { slug: string; name: string; lineCount: number; link: { href: string } }): Tile {
  return { href: t.link.href, title: t.name, meta: lines(t.lineCount) };
}
