/**
 * User types (rules §1 audiences, §6 roles). An account has one or more account types; the first
 * one's userType is the shopper's user type after login (rules §6 "After login it is set from the
 * first account type's userType"). The user type picks the price list the API prices with
 * (docs/price-lists.md); on the page it is resolved from the account-type cookie, else the stored
 * user data, else none (`resolveUserType`).
 */

/** Every user type an account type may carry (rules §6 roles table). */
export const USER_TYPES = ['retail', 'member', 'fleet', 'special-order', 'partner', 'employee', 'dealer-employee', 'sales-tool'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

/** rules §6: fleet, special order and partner program carry the business flag. */
export const BUSINESS_USER_TYPES: readonly UserType[] = ['fleet', 'special-order', 'partner'];

/**
 * The label beside a price from a user type's list: rules §6 "Price labels by type: Fleet price,
 * Special pricing, Partner price, SimpleCrew price"; members "see the member price" and employees
 * get the "Employee price" (rules §6 roles table).
 */
export const PRICE_LABELS: Readonly<Partial<Record<UserType, string>>> = {
  member: 'Member price',
  fleet: 'Fleet price',
  'special-order': 'Special pricing',
  partner: 'Partner price',
  employee: 'Employee price',
  'sales-tool': 'SimpleCrew price',
};

/**
 * Whether a buyer of this user type may have road hazard (tire replacement) coverage. rules §6
 * Special order: "No road hazard checkbox"; rules §6 "Tire replacement coverage is available to all
 * except the dealer-tire employee group, unless the company says it is available"
 * (`companyAllowsCoverage`: spec §3 accountTypeCompany.isTireReplacementCoverageAvailable).
 */
export const roadHazardOffered = (userType: UserType | null | undefined, companyAllowsCoverage = true) =>
  userType !== 'special-order' && (userType !== 'dealer-employee' || companyAllowsCoverage);

/**
 * rules §6 "User type comes from the account-type cookie, else stored user data, else none": the
 * cookie's value when it names a user type, else the first account type of the stored user,
 * else null (anonymous). It only chooses what the page shows; prices come from the API, which
 * reads the user type from the signed-in session.
 */
export function resolveUserType(
  cookieValue: string | null | undefined,
  storedUser: { accountTypes: readonly { userType: string }[] } | null | undefined,
): UserType | null {
  if (isUserType(cookieValue)) return cookieValue;
  const first = storedUser?.accountTypes[0]?.userType;
  return isUserType(first) ? first : null;
}
