/**
 * What the storefront's shell shows a signed-in buyer (rules §6 roles table; docs/business-accounts.md),
 * derived from the API's user details — never from a cookie: business users (fleet, special order,
 * partner program) get the business logo, banner and account icon and a one-time greeting;
 * partner-program members with associated brands a search button per brand; dealer-tire employees
 * their own nav links and logo, without the business link.
 */
import type { BusinessLook, UserDetails } from '../contract/accounts';
import { paths } from '../routes/paths';
import { type NavLink, variantConfig, type StorefrontVariant, type VariantConfig } from '../variants/index';
import { isUserType, roadHazardOffered, type UserType } from './user-type';

/** rules §6 dealer-tire employee: "account type name is employee buying source and company is the dealer company". */
export const DEALER_COMPANY = 'Dealer Tire';
export const EMPLOYEE_BUYING_SOURCE = 'Employee';

/** The page cookie that says a greeting is due on the next page (set by the shop's server at a sign-in the API greeted). */
export const GREETING_COOKIE = 'ST_greeting';

export interface ShellAccount {
  userType: UserType | null;
  firstName: string;
  /** rules §6 business flag's look; null for every other buyer. */
  business: BusinessLook | null;
  /** rules §6 Partner program: "With associated brands, a brand-specific search button". */
  brandSearches: readonly { name: string; href: string }[];
  /** rules §6 dealer-tire employee. */
  dealerEmployee: boolean;
  /** Whether road hazard coverage is offered to the buyer (rules §6; the API prices carts by the same rule). */
  coverageOffered: boolean;
}

/** The shell's view of the signed-in buyer (null: nobody is signed in). */
export function shellAccount(details: UserDetails | null | undefined): ShellAccount | null {
  if (!details) return null;
  const first = details.accountTypes[0];
  const userType = isUserType(first?.userType) ? first.userType : null;
  return {
    userType,
    firstName: details.firstName,
    business: first?.isBusiness ? details.business : null,
    brandSearches: userType === 'partner' ? details.brands.map((b) => ({ name: b.name, href: paths.brand(b.slug) })) : [],
    dealerEmployee: first?.buyingSource === EMPLOYEE_BUYING_SOURCE && first.company === DEALER_COMPANY,
    coverageOffered: roadHazardOffered(userType, details.accountTypeCompany?.isTireReplacementCoverageAvailable ?? true),
  };
}

/**
 * rules §6: "Fleet and special-order copy differs" — the one-time greeting of a business buyer
 * (our words; the spec gives none). Null for anyone else.
 */
export function businessGreeting(account: ShellAccount | null): string | null {
  if (!account?.business) return null;
  const name = account.firstName ? `, ${account.firstName}` : '';
  switch (account.userType) {
    case 'fleet':
      return `Welcome${name}! Your fleet prices are on every tire, and your fleet team is here Mon-Fri 8am-6pm.`;
    case 'special-order':
      return `Welcome${name}! Your special pricing is on every tire you order.`;
    default:
      return `Welcome${name}! Your partner prices are on every tire.`;
  }
}

/** The header of a variant for this buyer: rules §6 dealer-tire employee's "own nav links and logo", "no business link". */
export function shellHeader(
  variant: StorefrontVariant,
  account: ShellAccount | null,
): { logo: VariantConfig['logo']; navLinks: readonly NavLink[] } {
  const { logo, navLinks } = variantConfig(variant);
  if (!account?.dealerEmployee) return { logo, navLinks };
  return {
    logo: { name: logo.name, tagline: 'Dealer Tire Employees' },
    navLinks: ['dt-employees', ...navLinks.filter((link) => link !== 'business')],
  };
}
