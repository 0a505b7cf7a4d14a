import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const accountPages = pageModule('pages/account/account-pages', () => import('./account-pages'));
const accountArea = pageModule('pages/account/account-area', () => import('./account-area'));
const accountReturns = pageModule('pages/account/returns', () => import('./returns'));

/**
 * The account pages (spec storefront §2 /account): the account itself (signed out: the sign-in page,
 * coming back afterwards), sign in, create an account, forgot and reset the password, sign out —
 * one chunk: a shopper who opens one of them usually opens another. The signed-in shopper's area
 * (§2 /account/my-orders, /account/my-garage, and the saved addresses) is a second chunk.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'account', ...accountPages((m) => ({ loader: m.accountLoader, Component: m.AccountPage })) },
  { path: 'account/sign-in', ...accountPages((m) => ({ action: m.signInAction, Component: m.SignInPage })) },
  { path: 'account/create', ...accountPages((m) => ({ action: m.createAccountAction, Component: m.CreateAccountPage })) },
  { path: 'account/forgot-password', ...accountPages((m) => ({ action: m.forgotPasswordAction, Component: m.ForgotPasswordPage })) },
  { path: 'account/reset-password', ...accountPages((m) => ({ action: m.resetPasswordAction, Component: m.ResetPasswordPage })) },
  { path: 'account/sign-out', ...accountPages((m) => ({ loader: m.signOutLoader, action: m.signOutAction })) },
  { path: 'account/my-orders', ...accountArea((m) => ({ loader: m.myOrdersLoader, Component: m.MyOrdersPage })) },
  {
    path: 'account/my-orders/:orderNumber',
    ...accountArea((m) => ({ loader: m.myOrderLoader, action: m.cancelOrderAction, Component: m.MyOrderPage })),
  },
  {
    path: 'account/my-orders/:orderNumber/return',
    ...accountReturns((m) => ({ loader: m.startReturnLoader, action: m.startReturnAction, Component: m.StartReturnPage })),
  },
  {
    path: 'account/addresses',
    ...accountArea((m) => ({ loader: m.addressesLoader, action: m.addressesAction, Component: m.AddressesPage })),
  },
  {
    path: 'account/addresses/:addressId',
    ...accountArea((m) => ({ loader: m.addressFormLoader, action: m.addressFormAction, Component: m.AddressFormPage })),
  },
  { path: 'account/my-garage', ...accountArea((m) => ({ loader: m.garageLoader, action: m.garageAction, Component: m.GaragePage })) },
];
