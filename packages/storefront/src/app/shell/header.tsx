import { accountLinkVisible, NAV_LINKS, shellHeader, variantConfig, type CartStore, type NavLink, type SiteMenu } from '@tireshop/core';
import { CartButton } from '@tireshop/views';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { browserCart, useCartQuantity, useCartSaving, useCartShell } from '../cart';
import { browserSearch } from '../context';
import { useRootData } from '../root-data';
import { usePromotionLink } from './promotion-link';

/**
 * The variant's logo: its word mark, and the line where a variant names itself (the employee
 * portal) or a dealer-tire employee's own (rules §6).
 */
function Logo() {
  const { variant, account } = useRootData();
  const { logo } = shellHeader(variant, account);
  return (
    <Link to="/" className="sf-logo" aria-label={`${logo.tagline ?? logo.name} home`}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#ffc53d" />
        <circle cx="16" cy="16" r="9" fill="#101418" />
        <circle cx="16" cy="16" r="4" fill="#ffc53d" />
      </svg>
      <span>{logo.name}</span>
      {logo.tagline && <small className="sf-logo__tagline">{logo.tagline}</small>}
    </Link>
  );
}

// Business buyers' logo and account icon (rules §6), in their own chunk: only their pages load it.
const BusinessLogo = lazy(() => import('./business').then((m) => ({ default: m.BusinessLogo })));
const BusinessAccountIcon = lazy(() => import('./business').then((m) => ({ default: m.BusinessAccountIcon })));

/** spec §2 /dt-employees: the dealer-tire employees' page. */
export const EMPLOYEE_PAGE_PATH = '/dt-employees';

/** A menu is a native <details>; following one of its links closes it (the shell stays mounted). */
const closeOnNavigate = (event: MouseEvent<HTMLElement>) => {
  if ((event.target as HTMLElement).closest('a')) event.currentTarget.closest('details')?.removeAttribute('open');
};

function BrowseGroups({ menu }: { menu: SiteMenu }) {
  return (
    <>
      {menu.siteMenuBrowseList.map((group) => (
        <section key={group.title}>
          <h2>
            <Link to={group.link}>{group.title}</Link>
          </h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.link}>
                <Link to={item.link}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/**
 * Opens the search overlay (spec §2 Shell "search button"; the overlay pushes its own history
 * entry). A button, not a link: it opens a dialog and goes nowhere. The overlay is browser-only,
 * so before hydration the button does nothing; the home page's size search works without script.
 */
function SearchButton() {
  return (
    <button
      type="button"
      className="sf-icon-button ts-search-open"
      aria-label="Search tires"
      aria-haspopup="dialog"
      aria-keyshortcuts="/"
      onClick={() => browserSearch()?.open()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

// Their own chunk, fetched after hydration: nothing of the modals is shown before the shopper acts.
const CartModals = lazy(() => import('./lazy-views').then((m) => ({ default: m.CartModals })));

/**
 * The cart modals (spec §2), mounted once. Browser-only like the search overlay: nothing renders
 * on the server or before hydration, so the markup React hydrates is the server's.
 */
function CartModalsMount({ cartButton }: { cartButton: RefObject<HTMLButtonElement | null> }) {
  const [cart, setCart] = useState<CartStore | undefined>(undefined);
  const { variant } = useRootData();
  const navigate = useNavigate();
  useEffect(() => setCart(browserCart()), []);
  if (!cart) return null;
  return (
    <Suspense fallback={null}>
      <CartModals
        cart={cart}
        // rules §6: the installer-sponsored storefront describes the empty cart in its own words.
        emptyVariant={variantConfig(variant).copy.emptyCart}
        onNavigate={(href) => void navigate(href)}
        returnFocus={() => cartButton.current}
      />
    </Suspense>
  );
}

/**
 * The header's cart button (spec §2 Shell): the badge from the cart quantity cookie on the server,
 * then from the cart store. It opens the summary, or the empty-cart modal at zero (spec §2).
 */
function HeaderCart() {
  const quantity = useCartQuantity();
  const saving = useCartSaving();
  const button = useRef<HTMLButtonElement | null>(null);
  useCartShell();
  usePromotionLink();
  return (
    <>
      <CartButton quantity={quantity} busy={saving} buttonRef={button} onClick={() => browserCart()?.openCart()} />
      <CartModalsMount cartButton={button} />
    </>
  );
}

/** The variant's plain nav links (every one but the browse menu), in its order. */
const pageLinks = (links: readonly NavLink[]) =>
  links.flatMap((key) => {
    const link = NAV_LINKS[key];
    return link.href ? [{ key, label: link.label, href: link.href }] : [];
  });

/**
 * rules §6 OTS: "The shop name, read from a cookie, is shown as a non-clickable label in place of
 * the location link" — plain text, no link or button: the shopper cannot change the shop here.
 */
function SponsorLabel({ name }: { name: string }) {
  return (
    <p className="sf-sponsor">
      <span className="ts-visually-hidden">Your shop: </span>
      {name}
    </p>
  );
}

/**
 * storefront §2 Shell: logo, search, the variant's nav links (browse menu, deals, business, learn,
 * order tracking), account, cart; a menu button on phones.
 */
export function Header() {
  const { menu, variant, sponsor, account } = useRootData();
  const { pathname } = useLocation();
  // rules §6: a dealer-tire employee's own nav links, without the business link.
  const { navLinks } = shellHeader(variant, account);
  const showAccount = accountLinkVisible(variant);
  // rules §6 "a business account icon" on the account link of business buyers.
  const business = Boolean(account?.business);
  const accountLabel = business ? 'Business account' : 'Account';
  // storefront §2 Shell: "Search button hidden on … employee page".
  const showSearch = pathname !== EMPLOYEE_PAGE_PATH;
  const showBrowse = navLinks.includes('browse');
  const links = pageLinks(navLinks);
  return (
    <header className="sf-header">
      <div className="sf-header__inner">
        <Logo />
        {sponsor && <SponsorLabel name={sponsor.name} />}
        {account?.business?.logoUrl && (
          <Suspense fallback={null}>
            <BusinessLogo />
          </Suspense>
        )}
        <nav className="sf-nav" aria-label="Main">
          {menu && showBrowse && (
            <details className="sf-menu">
              <summary>{NAV_LINKS.browse.label}</summary>
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: listens for its links' clicks, which Enter fires too */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: as above, a delegated listener for the links inside */}
              <div className="sf-menu__panel" onClick={closeOnNavigate}>
                <BrowseGroups menu={menu} />
              </div>
            </details>
          )}
          {links.map((link) => (
            <Link key={link.key} to={link.href} className={link.key === 'track-order' ? 'sf-nav__link' : 'sf-nav__link sf-nav__link--wide'}>
              {link.label}
            </Link>
          ))}
          {showAccount && (
            <Link to="/account" className="sf-nav__link" aria-label={accountLabel}>
              {business && (
                <Suspense fallback={null}>
                  <BusinessAccountIcon />
                </Suspense>
              )}
              Account
            </Link>
          )}
        </nav>
        {showSearch && <SearchButton />}
        <HeaderCart />
        <details className="sf-mobile-menu">
          <summary className="sf-icon-button" aria-label="Menu">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </summary>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: listens for its links' clicks, which Enter fires too */}
          <nav className="sf-mobile-menu__panel" aria-label="Menu" onClick={closeOnNavigate}>
            {menu && showBrowse && <BrowseGroups menu={menu} />}
            <ul className="sf-mobile-menu__links">
              {links.map((link) => (
                <li key={link.key}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
              {showAccount && (
                <li>
                  <Link to="/account" aria-label={accountLabel}>
                    {business && (
                      <Suspense fallback={null}>
                        <BusinessAccountIcon />
                      </Suspense>
                    )}
                    Account
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
