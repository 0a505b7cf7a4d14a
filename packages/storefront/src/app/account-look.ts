/**
 * The shell's view of the signed-in buyer (core shellAccount, businessGreeting) from the API's user
 * details. Loaded by the root loader only when someone is signed in, so the anonymous pages' first
 * script carries neither it nor the accounts contract.
 */
import {
  type ApiClient,
  businessGreeting,
  GREETING_COOKIE,
  readCookie,
  type ShellAccount,
  shellAccount,
  userDetailsEndpoint,
} from '@tireshop/core';

export async function loadAccountLook(
  api: ApiClient,
  cookieHeader: string | null,
): Promise<{ account: ShellAccount | null; greeting: string | null }> {
  const user = await api.call(userDetailsEndpoint, {});
  if (!user.ok) {
    console.error(`[storefront] user details failed: ${user.error.code} ${user.error.message}`);
    return { account: null, greeting: null };
  }
  const account = shellAccount(user.data.userDetails);
  return { account, greeting: readCookie(cookieHeader, GREETING_COOKIE) ? businessGreeting(account) : null };
}
