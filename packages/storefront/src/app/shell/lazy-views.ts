/**
 * Views the shell shows only after the shopper acts (the search overlay, the cart modals): the
 * shell imports this module lazily, so they come as their own chunk after hydration.
 */
export { CartModals, SearchOverlay } from '@tireshop/views';
export { LocationModalMount } from './location-modal-mount';
