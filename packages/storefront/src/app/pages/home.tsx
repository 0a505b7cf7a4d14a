import { HOME_HEADLINES, HOME_TILES, paths, variantConfig } from '@tireshop/core';
import { RecentlyViewed, SizeSearch } from '@tireshop/views';
import { Link, useNavigate } from 'react-router';
import { PageHead } from '../page-head';
import { SnapHint } from './simplesnap/snap-hint';
import { useRecentlyViewed } from '../recently-viewed';
import { useRootData } from '../root-data';
import { RouterLink } from '../shell/router-link';

export function HomePage() {
  const { menu, variant } = useRootData();
  // rules §6: the tiles are the variant's (the simple-shop leaves three out).
  const tiles = variantConfig(variant).homeTiles.map((key) => ({ key, ...HOME_TILES[key] }));
  // rules §6: the headline in the shop's voice (the dealer-owned storefront's dealer copy).
  const hero = HOME_HEADLINES[variantConfig(variant).copy.voice];
  const navigate = useNavigate();
  const recent = useRecentlyViewed();
  const popularSizes = menu?.siteMenuBrowseList.find((g) => g.link === paths.tireSizes())?.items ?? [];
  const brands = menu?.siteMenuBrowseList.find((g) => g.link === paths.brands())?.items ?? [];
  return (
    <>
      <PageHead
        title="Tires online, installed near you"
        description="Shop tires by size from top brands at low prices, shipped free to a local installer or your home."
      />
      <section className="sf-hero">
        <div className="sf-container">
          <h1>{hero.headline}</h1>
          <p className="sf-hero__lead">{hero.lead}</p>
          <div className="sf-hero__card" id="find-tires">
            <SizeSearch label="Shop by tire size" onSearch={(size) => navigate(paths.tireSize(size.slug))} />
            <SnapHint />
          </div>
        </div>
      </section>
      <div className="sf-container">
        {tiles.length > 0 && (
          <section className="sf-section" aria-labelledby="why-tireshop">
            <h2 id="why-tireshop">Why shop with us</h2>
            <ul className="sf-tiles">
              {tiles.map((tile) => (
                <li key={tile.key} className="sf-tile">
                  <h3>
                    <Link to={tile.href}>{tile.title}</Link>
                  </h3>
                  <p>{tile.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {popularSizes.length > 0 && (
          <section className="sf-section" aria-labelledby="popular-sizes">
            <h2 id="popular-sizes">Popular tire sizes</h2>
            <ul className="sf-chips">
              {popularSizes.map((s) => (
                <li key={s.link}>
                  <Link to={s.link}>{s.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {recent.products.length > 0 && (
          <div className="sf-section">
            <RecentlyViewed products={recent.products} Link={RouterLink} />
          </div>
        )}
        <section className="sf-section" aria-labelledby="how-it-works">
          <h2 id="how-it-works">How it works</h2>
          <ol className="sf-steps">
            <li>
              <span className="sf-step-number">1</span>
              <h3>Find your tires</h3>
              <p>Search by the size on your sidewall and compare prices, ratings and warranties.</p>
            </li>
            <li>
              <span className="sf-step-number">2</span>
              <h3>Choose how they reach you</h3>
              <p>Ship to a local installer and book a time, have a mobile installer come to you, or ship home.</p>
            </li>
            <li>
              <span className="sf-step-number">3</span>
              <h3>Pay your way</h3>
              <p>Card, wallet or pay over time. Road hazard coverage available on every tire.</p>
            </li>
          </ol>
        </section>
        {brands.length > 0 && (
          <section className="sf-section" aria-labelledby="top-brands">
            <h2 id="top-brands">Top brands</h2>
            <ul className="sf-chips">
              {brands.map((b) => (
                <li key={b.link}>
                  <Link to={b.link}>{b.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
