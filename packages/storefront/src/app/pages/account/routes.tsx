import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const accountPages = pageModule('pages/account/account-pages', () => import('./account-pages'));

/**
 * The account pages (spec storefront §2 /account): the account itself (signed out: the sign-in page,
 * coming back afterwards), sign in, create an account, forgot and reset the password, sign out.
 * One chunk: a shopper who opens one of them usually opens another.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'account', ...accountPages((m) => ({ loader: m.accountLoader, Component: m.AccountPage })) },
  { path: 'account/sign-in', ...accountPages((m) => ({ action: m.signInAction, Component: m.SignInPage })) },
  { path: 'account/create', ...accountPages((m) => ({ action: m.createAccountAction, Component: m.CreateAccountPage })) },
  { path: 'account/forgot-password', ...accountPages((m) => ({ action: m.forgotPasswordAction, Component: m.ForgotPasswordPage })) },
  { path: 'account/reset-password', ...accountPages((m) => ({ action: m.resetPasswordAction, Component: m.ResetPasswordPage })) },
  { path: 'account/sign-out', ...accountPages((m) => ({ loader: m.signOutLoader, action: m.signOutAction })) },
];
