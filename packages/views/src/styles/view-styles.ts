/**
 * Every view's CSS in one text, for the storefront's pages (its server inlines it in each page's
 * <style>). A widget never takes this: each of its views adopts its own stylesheet when it first
 * renders (element/shadow-styles.ts).
 */
import addToCart from './add-to-cart.css';
import base from './base.css';
import cartButton from './cart-button.css';
import cartModals from './cart-modals.css';
import { catalogueCss } from './catalogue';
import checkoutPayment from './checkout-payment.css';
import checkout from './checkout.css';
import installers from './installers.css';
import location from './location.css';
import orders from './orders.css';
import productModals from './product-modals.css';
import results from './results.css';
import searchGuided from './search-guided.css';
import searchLauncher from './search-launcher.css';
import searchOverlay from './search-overlay.css';
import sizeSearch from './size-search.css';

export const viewStyles = [
  base,
  sizeSearch,
  results,
  catalogueCss,
  searchOverlay,
  searchGuided,
  searchLauncher,
  cartButton,
  cartModals,
  addToCart,
  checkout,
  checkoutPayment,
  orders,
  installers,
  location,
  productModals,
].join('\n');
