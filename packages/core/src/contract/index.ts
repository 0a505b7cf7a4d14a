export * from './endpoint';
export * from './fields';
export * from './auth';
export * from './site';
export * from './catalogue';
export * from './widget';
export * from './affiliate';
export * from './search';
export * from './location';
export * from './browse';
export * from './product';
export * from './road-hazard';
export * from './cart';
export * from './cart-place';
export * from './military';
export * from './installers';
export * from './appointments';
export * from './checkout';
export * from './exchange';
export * from './operations';
export * from './accounts';
export * from './account-area';
export * from './installer-applications';
export * from './portal';
export * from './installer-application-review';
export * from './widget-theme';
export * from './portal-work';
export * from './analytics';
export * from './quotes';
export * from './guest-returns';
export * from './returns';
export * from './portal-reports';
export * from './portal-team';
export * from './chat';
export * from './refusals';

import { tokenEndpoint } from './auth';
import { siteGlobalsEndpoint, siteMenuEndpoint, siteNotificationsEndpoint } from './site';
import { tireSizeListingEndpoint, typeaheadEndpoint } from './catalogue';
import { widgetAppConfigEndpoint } from './widget';
import { affiliateReportEndpoint } from './affiliate';
import { searchEndpoints } from './search';
import { locationEndpoints } from './location';
import { browseEndpoints } from './browse';
import { productEndpoints } from './product';
import { roadHazardEndpoints } from './road-hazard';
import { cartEndpoints } from './cart';
import { militaryEndpoints } from './military';
import { installerEndpoints } from './installers';
import { appointmentEndpoints } from './appointments';
import { checkoutEndpoints } from './checkout';
import { exchangeEndpoints } from './exchange';
import { operationsEndpoints } from './operations';
import { accountEndpoints } from './accounts';
import { accountAreaEndpoints } from './account-area';
import { installerApplicationEndpoints } from './installer-applications';
import { portalEndpoints } from './portal';
import { installerApplicationReviewEndpoints } from './installer-application-review';
import { portalWorkEndpoints } from './portal-work';
import { analyticsEndpoints } from './analytics';
import { quoteEndpoints } from './quotes';
import { guestReturnEndpoints } from './guest-returns';
import { returnEndpoints } from './returns';
import { portalReportEndpoints } from './portal-reports';
import { portalTeamEndpoints } from './portal-team';
import { sendChatMessageEndpoint } from './chat';

/** Every call of the API, in documentation order. */
export const endpoints = [
  tokenEndpoint,
  siteGlobalsEndpoint,
  siteMenuEndpoint,
  siteNotificationsEndpoint,
  typeaheadEndpoint,
  tireSizeListingEndpoint,
  widgetAppConfigEndpoint,
  affiliateReportEndpoint,
  ...searchEndpoints,
  ...locationEndpoints,
  ...browseEndpoints,
  ...productEndpoints,
  ...roadHazardEndpoints,
  ...cartEndpoints,
  ...militaryEndpoints,
  ...installerEndpoints,
  ...appointmentEndpoints,
  ...checkoutEndpoints,
  ...exchangeEndpoints,
  ...operationsEndpoints,
  ...accountEndpoints,
  ...accountAreaEndpoints,
  ...installerApplicationEndpoints,
  ...portalEndpoints,
  ...installerApplicationReviewEndpoints,
  ...portalWorkEndpoints,
  ...analyticsEndpoints,
  ...quoteEndpoints,
  ...returnEndpoints,
  ...guestReturnEndpoints,
  ...portalReportEndpoints,
  ...portalTeamEndpoints,
  sendChatMessageEndpoint,
] as const;
export * from './own-entries';
export * from './address-verification';
