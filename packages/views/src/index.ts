export { tokensCss, mediaUp, themeCss, STOREFRONT_THEME_TOKENS } from './styles/tokens';
export { viewStyles } from './styles/view-styles';
export { default as baseCss } from './styles/base.css';
export { PlainLink, type LinkComponent } from './components/link';
export { Price } from './components/price';
export { Rating } from './components/rating';
export { TireCard } from './components/tire-card';
export { TireResults, ResultsSkeleton, ErrorState, SORT_LABELS, type TireResultsProps, type Pagination } from './components/tire-results';
export { SizeSearch, SIZE_SEARCH_ERROR, type SizeSearchProps } from './components/size-search';
export { adoptCss, ShadowStylesContext, useShadowStyles } from './element/shadow-styles';
export { LocaleContext, translateAny, useLocale, useMessages, type LocaleValue } from './components/locale';
export { hostPageAddress, WIDGET_REFERRER_POLICY } from './element/host-page';
export { loadWidgetSearch } from './element/session-parts';
export { InstallerShop, installerShopCss, type InstallerShopProps } from './components/installer-shop';
export { InstallerCartShop, installerCartShopCss, type InstallerCartShopProps } from './components/widget-cart/installer-cart-shop';
export { useOwnShopDelivery, useOwnShopLookup, type OwnShop } from './components/widget-cart/own-shop-delivery';
export { PartnerShop, partnerShopCss, type PartnerShopProps } from './components/partner/partner-shop';
export { AffiliateShop, affiliateShopCss, type AffiliateShopProps } from './components/affiliate/affiliate-shop';
export { FilterPanel, type FilterPanelProps } from './components/catalogue/filter-panel';
export { ActiveFilters, type ActiveFiltersProps } from './components/catalogue/active-filters';
export { activeFilters, withoutFilter, FACET_TITLES, type ActiveFilter } from './components/catalogue/filter-labels';
export { CatalogueResults, type CatalogueResultsProps } from './components/catalogue/catalogue-results';
export { Pager } from './components/catalogue/pager';
export { SetCard } from './components/catalogue/set-card';
export { StockNote } from './components/catalogue/stock-note';
export { TileGrid, brandTile, categoryTile, tireTypeTile, taxonTile, type Tile } from './components/catalogue/tiles';
export { ProductLineCard, ProductLineList } from './components/catalogue/product-line-list';
export {
  VehiclePill,
  MakeList,
  ModelList,
  YearList,
  TrimTable,
  CommercialBadge,
  isCommercial,
} from './components/catalogue/vehicle-picker';
export { ScoreMeters, SimpleScoreBadge, ScoreBandLabel } from './components/product/score-meters';
export { TireScoringModal, type TireScoringModalProps } from './components/product/tire-scoring-modal';
export {
  RoadHazardDealModal,
  type RoadHazardDealModalProps,
  type RoadHazardOffer,
  type RoadHazardOfferState,
} from './components/product/road-hazard-deal-modal';
export { SizeTable, AddToCart } from './components/product/size-table';
export { ReviewSummaryPanel, ReviewItem, ReviewList, REVIEW_ATTRIBUTE_LABELS } from './components/product/reviews';
export { ReviewForm, type ReviewFormProps, type ReviewSubmitResult } from './components/product/review-form';
export { CompareTable, CompareTray } from './components/product/compare';
export { CompareButton, type CompareControl } from './components/product/compare-button';
export { GuidedRecommendations } from './components/product/recommendations';
export { SearchOverlay, type SearchOverlayProps, type SearchDestination } from './components/search/search-overlay';
export { GuidedShopping, type GuidedShoppingProps } from './components/search/guided-shopping';
export { GuidedResults } from './components/search/guided-results';
export { CONDITION_TEXT, PRIORITY_TEXT } from './components/search/guided-text';
export { RecentlyViewed } from './components/recently-viewed';
export { SortSelect, type SortSelectProps } from './components/sort-select';
export { CartButton, CartIcon, cartButtonLabel } from './components/cart/cart-button';
export { CartSummaryModal, CHECKOUT_PATH, type CartModalProps, type CartSummaryModalProps } from './components/cart/cart-summary-modal';
export {
  EmptyCartModal,
  EMPTY_CART_TITLE,
  EMPTY_CART_DESCRIPTIONS,
  type EmptyCartVariant,
  type EmptyCartModalProps,
} from './components/cart/empty-cart-modal';
export { CartModals, type CartModalsProps } from './components/cart/cart-modals';
export { CheckoutSteps, CHECKOUT_STEP_LABELS, type CheckoutStep, type CheckoutStepId } from './components/checkout/checkout-steps';
export { CartLines } from './components/checkout/cart-lines';
export { AddressBookContext, type AddressBook } from './components/checkout/address-book';
export { CouponForm } from './components/checkout/coupon-form';
export { RoadHazardOption, type RoadHazardOptionProps } from './components/checkout/road-hazard-option';
export { roadHazardTermsText } from './components/checkout/road-hazard-terms';
export { OrderSummary, SHIPPING_TBD_NOTE } from './components/checkout/order-summary';
export {
  DeliveryOptions,
  type DeliveryOptionsProps,
  type DeliveryPanelContext,
  type ContinueProblem,
} from './components/checkout/delivery-options';
export { CheckoutShippingView, type CheckoutShippingViewProps } from './components/checkout/checkout-shipping-view';
export { DeliveryTabs, type DeliveryTabsProps } from './components/checkout/delivery-tabs';
export type { DeliveryLookups } from './components/checkout/delivery-lookups';
export { apiDeliveryLookups, mobileInstallAvailable } from './components/checkout/api-delivery-lookups';
export { AppointmentModal, type AppointmentModalProps } from './components/checkout/appointment-modal';
export { CourierLocationModal, type CourierLocationModalProps } from './components/checkout/courier-location-modal';
export { useDeliveryTabs } from './components/checkout/use-delivery-tabs';
export { ShippingAddressForm, type ShippingAddressFormProps } from './components/checkout/shipping-address-form';
export { ADDRESS_LABELS, ADDRESS_MAX_LENGTH, addressAutocomplete, OPTIONAL_ADDRESS_FIELDS } from './components/checkout/address-values';
export { EmptyCart, CartPageSkeleton, CartPageContent } from './components/checkout/empty-cart';
export { addToCartInput, CHOOSE_A_TIRE } from './components/cart/add-to-cart-input';
export * from './components/installers/index';
export { OrderView, OrderSkeleton, ORDER_CONFIRMED_ANNOUNCEMENT, type OrderViewProps } from './components/orders/order-view';
export { useOrder, ORDER_POLL_MS, type LoadOrder, type OrderLoad } from './components/orders/use-order';
export {
  TrackOrderForm,
  trackQueryErrors,
  ORDER_NUMBER_MISSING,
  type TrackOrderFormProps,
  type LookupTracking,
  type TrackQuery,
} from './components/orders/track-order-form';
export { Field, StateOptions, type ControlProps } from './components/checkout/fields';
export { TrackingResult } from './components/orders/tracking-result';
export {
  TRACK_ORDER_PATH,
  TRACK_ORDER_RESULT_PATH,
  trackingResultHref,
  trackingReturnHref,
  trackingZip,
  formatOrderDate,
  orderNextSteps,
  cancelWay,
  CANCEL_BY_PHONE,
  CANCEL_FROM_MY_ORDERS,
} from './components/orders/order-text';
export { default as ordersCss } from './styles/orders.css';
export { CheckoutServicesView, type CheckoutServicesViewProps } from './components/checkout/checkout-services-view';
export { CheckoutPaymentView, type CheckoutPaymentViewProps } from './components/checkout/checkout-payment-view';
export { OrderReviewView, type OrderReviewViewProps } from './components/checkout/order-review-view';
export { PaymentTypeList, discountBadgeText, type PaymentTypeListProps } from './components/checkout/payment-type-list';
export { BillingForm, type BillingFormHandle, type BillingFormProps } from './components/checkout/billing-form';
export {
  HostedCardFields,
  type HostedCardHandle,
  type HostedCardFieldsProps,
  type CardDetails,
  type TokenizeResult,
} from './components/checkout/hosted-card-fields';
export {
  SessionPaymentButton,
  POPUP_BLOCKED_MESSAGE,
  type SessionMode,
  type SessionOutcome,
  type SessionPaymentButtonProps,
} from './components/checkout/session-payment';
export {
  PaymentAlert,
  PlacingOrder,
  CheckoutGuard,
  useCheckoutGuard,
  type CheckoutGuardState,
} from './components/checkout/payment-messages';
export { LocationModal, type LocationModalProps } from './components/location/location-modal';
