/**
 * The business buyer's parts of the shell (rules §6 roles table; docs/business-accounts.md): the
 * company's logo beside the shop's, the business banner under the header (with a partner's
 * brand-specific search buttons), the business account icon, and the one-time greeting toast. All
 * read the root data the server built from the API's user details — never a cookie.
 */
import { GREETING_COOKIE } from '@tireshop/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { writeDocumentCookie } from '../context';
import { useRootData } from '../root-data';
import { showToast } from './toast';

/** rules §6 "a business logo": the company's own, beside the shop's word mark. */
export function BusinessLogo() {
  const business = useRootData().account?.business;
  if (!business?.logoUrl) return null;
  return (
    <img className="sf-business-logo" src={business.logoUrl} alt={`${business.companyName ?? 'Business'} logo`} width={32} height={32} />
  );
}

/** rules §6 "a business account icon": a briefcase on the account link. */
export function BusinessAccountIcon() {
  return (
    <svg className="sf-business-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <rect x="3" y="7" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12h18" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * rules §6 "a business banner", under the header: the company, its banner line, and for a
 * partner-program member with associated brands a search button per brand.
 */
export function BusinessBanner() {
  const account = useRootData().account;
  if (!account?.business) return null;
  const { companyName, banner } = account.business;
  return (
    <section className="sf-business-banner" aria-label="Business account">
      <div className="sf-business-banner__inner">
        <strong>{companyName ?? 'Business account'}</strong>
        {banner && <span>{banner}</span>}
        {account.brandSearches.length > 0 && (
          <nav className="sf-business-banner__brands" aria-label="Your brands">
            {account.brandSearches.map((brand) => (
              <Link key={brand.href} to={brand.href} className="sf-business-banner__brand">
                Search {brand.name} tires
              </Link>
            ))}
          </nav>
        )}
      </div>
    </section>
  );
}

/** rules §6 "a one-time greeting toast on first load": shown once, then its cookie is taken away. */
export function BusinessGreeting() {
  const { greeting } = useRootData();
  useEffect(() => {
    if (!greeting) return;
    const secure = document.location.protocol === 'https:' ? '; Secure' : '';
    writeDocumentCookie(document, `${GREETING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`, 'greeting');
    showToast(greeting);
  }, [greeting]);
  return null;
}
