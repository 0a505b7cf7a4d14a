/**
 * The cart store (spec storefront §4 Cart, §2 cart modals; rules §8 cart errors): the cart the
 * server last answered, the badge count, the cart modals, and every change as an action. Views
 * read the atoms and call the actions; the storefront and each widget make one per page with their
 * own storage (./storage.ts).
 *
 * - Actions run one at a time, in the order called (a queue), so two quick clicks never race and
 *   the last answer shown is the answer to the last change.
 * - Nothing throws: every action resolves to a CartActionResult. A refused change keeps the cart
 *   as it was and puts the API's message in `$cart.error` (spec §8 "other errors show as toast
 *   messages").
 * - A 404 means the cart is gone only when GET says so too: an update can also answer 404 for
 *   something inside it (a tire no longer sold), and that must not throw the shopper's cart away.
 *   spec §4 "A 404 on cart fetch triggers cleanup, and when adding an item a new cart is created."
 *   A 404 is the error code NotFound, never `statusCode === 404`: spec §8 gives failures without a
 *   response (network down) statusCode 404 by default, and those must not empty anyone's cart.
 * - A change acts on the cart on screen, never on another one: when the stored cart id (shared
 *   with the other tabs) is not the shown cart's id — another tab deleted this cart and made a new
 *   one — the change is not sent; the store shows the stored cart (or none) and says so in `error`
 *   (CART_CHANGED_MESSAGE). Item ids are product ids, so the change could hit that cart's lines.
 */
import { atom, computed } from 'nanostores';
import type { ApiError, ApiResult } from '../client/result';
import { failure } from '../client/result';
import { putInstallLocationEndpoint } from '../contract/appointments';
import {
  addedInstallerShipping,
  createCartEndpoint,
  deleteCartShippingEndpoint,
  getCartEndpoint,
  putCartShippingEndpoint,
  updateCartEndpoint,
  type AddToCartInput,
  type CartUpdateInput,
  type SiteCart,
} from '../contract/cart';
import { isCheckoutPath } from '../shell/index';
import { createAppointmentCompanion } from './appointment';
import { badgeLabel } from './rules';
import { parseQuantity } from './storage';
import type { CartActionResult, CartEvent, CartModals, CartState, CartStatus, CartStore, CartStoreOptions } from './types';

/** spec §8 "Missing cart logs 'There is no cart yet!'" (exact). */
export const NO_CART_MESSAGE = 'There is no cart yet!';

/**
 * The shopper's words when a change was not sent because the cart on screen is no longer the
 * shopper's cart (another tab or window replaced or emptied it); the page now shows the current one.
 */
export const CART_CHANGED_MESSAGE = 'Your cart changed in another window. Please check it and try again.';

/** No HTTP answer behind it; 409 says what happened (a conflict), not 404 (which means a gone cart to some readers). */
const cartChanged = (): ApiError => ({ code: 'OtherError', message: CART_CHANGED_MESSAGE, statusCode: 409 });

type CartAnswer = ApiResult<{ siteCart: SiteCart | null }>;

export function createCartStore(options: CartStoreOptions): CartStore {
  const { api, storage } = options;
  const logger = options.logger ?? console;
  const query = () => options.query?.() ?? {};

  const $cart = atom<CartState>({ cart: null, status: 'idle', error: null });
  const $quantity = atom(storage.read('cartId') ? parseQuantity(storage.read('cartQuantity')) : 0);
  const $badge = computed($quantity, badgeLabel);
  const $modals = atom<CartModals>({ summaryOpen: false, emptyOpen: false });

  const patch = (changes: Partial<CartState>) => $cart.set({ ...$cart.get(), ...changes });
  const patchModals = (changes: Partial<CartModals>) => $modals.set({ ...$modals.get(), ...changes });

  function emit(event: CartEvent) {
    try {
      options.onEvent?.(event);
    } catch (error) {
      logger.error('[cart] an event listener failed', error);
    }
  }

  // ---- the queue ----
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0;
  /** What the status becomes when the queue drains (load failures leave `error`). */
  let settled: CartStatus = 'idle';

  /** Runs a task after every one asked for before it (the cart's and the appointment's alike). */
  function serialize<T>(task: () => Promise<T>): Promise<T> {
    const next = tail.then(task);
    tail = next.catch(() => undefined);
    return next;
  }

  function enqueue(status: 'loading' | 'saving', task: () => Promise<CartActionResult>): Promise<CartActionResult> {
    queued++;
    // Shown at once (the click answered), not only when the action's turn comes.
    if (queued === 1 || status === 'saving') patch({ status });
    return serialize(async (): Promise<CartActionResult> => {
      settled = 'idle';
      patch({ status });
      let result: CartActionResult;
      try {
        result = await task();
      } catch (error) {
        // A bug, not an answer: keep the cart, say what happened, keep the queue going.
        logger.error('[cart] an action failed', error);
        result = refuse(failure('OtherError', error instanceof Error ? error.message : String(error)).error);
      }
      if (--queued === 0) patch({ status: settled });
      return result;
    });
  }

  // ---- the appointment (spec §4 Cart; rules §4 Appointments) ----
  const appointment = createAppointmentCompanion({
    api,
    storage,
    serialize,
    shownCart() {
      const cart = $cart.get().cart;
      return cart && cart.id === storage.read('cartId') ? cart : null;
    },
    async cartGone(cartId) {
      if (!(await isGone(cartId))) return false;
      clear('not-found');
      return true;
    },
    noCartError: () => ({ code: 'NotFound', message: NO_CART_MESSAGE, statusCode: 404 }),
  });

  // ---- state changes ----

  /** spec §4: after every answer keep the id, the total quantity and the shipping flag. */
  function apply(cart: SiteCart): CartActionResult {
    storage.write('cartId', cart.id);
    storage.write('cartQuantity', String(cart.totalQuantity));
    // spec §4 "Cart-shipping cookie flag is 1 when shipping exists, cleared on 404 or delete".
    if (cart.cartShipping) storage.write('cartShipping', '1');
    else storage.remove('cartShipping');
    $quantity.set(cart.totalQuantity);
    patch({ cart, error: null });
    // spec §4 "Remove installer … clears shipping and appointment cookies": an appointment lives
    // only with its installer's shipping.
    appointment.follow(cart);
    emit({ type: 'cart-updated', cart });
    return { ok: true, cart };
  }

  /** spec §4 Cleanup: cart, shipping and cart id cleared, quantity 0, summary modal closed. */
  function clear(reason: 'removed' | 'not-found' | 'cleared'): CartActionResult {
    storage.remove('cartId');
    storage.write('cartQuantity', '0');
    storage.remove('cartShipping');
    appointment.reset();
    $quantity.set(0);
    patch({ cart: null, error: null });
    patchModals({ summaryOpen: false });
    emit({ type: 'cart-emptied', reason });
    return { ok: true, cart: null };
  }

  function refuse(error: ApiError): { ok: false; error: ApiError } {
    patch({ error });
    emit({ type: 'cart-error', error });
    return { ok: false, error };
  }

  /**
   * No stored cart id. With a cart on screen, another tab emptied or cleaned up that cart: the
   * stale cart goes (cleanup) and the shopper is told the change was not made.
   */
  function noCart(): CartActionResult {
    logger.info(NO_CART_MESSAGE);
    if ($cart.get().cart) {
      clear('not-found');
      return refuse(cartChanged());
    }
    return { ok: false, error: { code: 'NotFound', message: NO_CART_MESSAGE, statusCode: 404 } };
  }

  /**
   * The stored cart id is not the shown cart's: show the stored cart (cleanup when it is gone too),
   * send nothing, and say so. A failed reload keeps what is shown; the next change checks again.
   */
  async function changedElsewhere(cartId: string): Promise<CartActionResult> {
    const answer = await api.call(getCartEndpoint, { params: { cartId }, query: query() });
    if (answer.ok) apply(answer.data.siteCart);
    else if (answer.error.code === 'NotFound') clear('not-found');
    return refuse(cartChanged());
  }

  /** Runs a change against the shown cart's id (the stored one when nothing is shown yet). */
  async function onShownCart(change: (cartId: string) => Promise<CartActionResult>): Promise<CartActionResult> {
    const cartId = storage.read('cartId');
    if (!cartId) return noCart();
    const shown = $cart.get().cart;
    if (shown && shown.id !== cartId) return changedElsewhere(cartId);
    return change(cartId);
  }

  /**
   * After a 404: does the cart itself still exist? 'gone' when GET says NotFound too; the cart,
   * shown, when GET answers it; null when GET fails otherwise (unknown: nothing changes).
   */
  async function recheck(cartId: string): Promise<SiteCart | 'gone' | null> {
    const check = await api.call(getCartEndpoint, { params: { cartId }, query: query() });
    if (check.ok) {
      apply(check.data.siteCart);
      return check.data.siteCart;
    }
    return check.error.code === 'NotFound' ? 'gone' : null;
  }

  /** After a 404: is the cart itself gone? (Refreshes the state when it is not.) */
  async function isGone(cartId: string): Promise<boolean> {
    return (await recheck(cartId)) === 'gone';
  }

  /** A cart answer: a cart is kept; null means the last tire went and the cart with it. */
  async function settle(cartId: string, answer: CartAnswer): Promise<CartActionResult> {
    if (answer.ok) return answer.data.siteCart ? apply(answer.data.siteCart) : clear('removed');
    if (answer.error.code === 'NotFound' && (await isGone(cartId))) clear('not-found');
    return refuse(answer.error);
  }

  function sendUpdate(body: CartUpdateInput): Promise<CartActionResult> {
    return onShownCart(async (cartId) => settle(cartId, await api.call(updateCartEndpoint, { params: { cartId }, query: query(), body })));
  }

  // ---- add ----

  const hasTires = (input: AddToCartInput) => Number(input.quantity.front) > 0 || Number(input.quantity.rear ?? 0) > 0;

  async function addTires(input: AddToCartInput): Promise<CartActionResult> {
    const cartId = storage.read('cartId');
    if (cartId) {
      const answer = await api.call(updateCartEndpoint, { params: { cartId }, query: query(), body: newItem(input) });
      if (answer.ok && answer.data.siteCart) return withInstaller(input, apply(answer.data.siteCart));
      if (answer.ok) clear('not-found');
      else if (answer.error.code === 'NotFound' && (await isGone(cartId))) clear('not-found');
      else return refuse(answer.error);
    }
    const created = await api.call(createCartEndpoint, { query: query(), body: input });
    if (!created.ok) return refuse(created.error);
    return withInstaller(input, apply(created.data.siteCart));
  }

  /**
   * spec §4 "Adding with an installer also creates or updates cart shipping" — unless the answer
   * already ships to that installer. The tires are in the cart either way: a refused shipping
   * leaves the add a success with the refusal in `error`.
   */
  async function withInstaller(input: AddToCartInput, added: CartActionResult): Promise<CartActionResult> {
    const installerId = input.installerId == null ? null : Number(input.installerId);
    if (!added.ok || !added.cart || installerId === null) return added;
    const shipping = added.cart.cartShipping;
    if (shipping?.shippingOption === 'INSTALLER' && shipping.installerId === installerId) return added;
    const answer = await api.call(putCartShippingEndpoint, {
      query: { cartId: added.cart.id },
      body: addedInstallerShipping(installerId, input),
    });
    if (answer.ok) return apply(answer.data.siteCart);
    refuse(answer.error);
    return added;
  }

  // ---- shipping ----

  async function removeShipping(cartId: string): Promise<CartActionResult> {
    const answer = await api.call(deleteCartShippingEndpoint, { query: { cartId } });
    if (answer.ok) return apply(answer.data.siteCart);
    if (answer.error.code !== 'NotFound') return refuse(answer.error);
    // The 404 is about the cart or about its shipping: GET tells them apart, as after any 404.
    const check = await recheck(cartId);
    if (check === 'gone') {
      clear('not-found');
      return refuse(answer.error);
    }
    // spec §4 "Remove installer: a 404 counts as success": the cart exists and is now shown as the
    // server has it (apply keeps the shipping flag in step).
    if (check) return { ok: true, cart: check };
    // Unknown (GET failed too): take the spec's word — success, no shipping shown.
    // spec §4 "Removing only shipping clears the shipping cookie" (and with an installer's, the appointment's).
    storage.remove('cartShipping');
    appointment.reset();
    const cart = $cart.get().cart;
    const next = cart ? { ...cart, cartShipping: null } : null;
    patch({ cart: next, error: null });
    if (next) emit({ type: 'cart-updated', cart: next });
    return { ok: true, cart: next };
  }

  // ---- the store ----

  return {
    $cart,
    $quantity,
    $badge,
    $modals,
    cartId: () => storage.read('cartId'),

    load() {
      return enqueue('loading', async () => {
        const cartId = storage.read('cartId');
        if (!cartId) {
          logger.info(NO_CART_MESSAGE);
          patch({ cart: null });
          $quantity.set(0);
          return { ok: true, cart: null };
        }
        const answer = await api.call(getCartEndpoint, { params: { cartId }, query: query() });
        if (answer.ok) return apply(answer.data.siteCart);
        if (answer.error.code === 'NotFound') return clear('not-found');
        settled = 'error';
        return refuse(answer.error);
      });
    },

    add(input) {
      // spec §4 "Add: ignored unless front or rear quantity non-zero."
      if (!hasTires(input)) return Promise.resolve({ ok: true, cart: $cart.get().cart });
      return enqueue('saving', () => addTires(input));
    },

    update: (input) => enqueue('saving', () => sendUpdate(input)),

    setQuantity: (itemId, quantity) => enqueue('saving', () => sendUpdate({ itemId, itemQuantity: quantity })),

    remove(itemId, removeOptions = {}) {
      return enqueue('saving', async () => {
        // Always "quantity 0", never DELETE of the whole cart: the server deletes the cart when
        // this was its last tire (answering null), and a cart another tab has added to since this
        // page loaded keeps those tires (docs/decisions.md "Cart and delivery").
        const result = await sendUpdate({ itemId, itemQuantity: 0 });
        // spec §2 "When the cart becomes empty on the cart page, an empty-cart modal appears".
        if (result.ok && result.cart === null && removeOptions.onCartPage) patchModals({ emptyOpen: true, summaryOpen: false });
        return result;
      });
    },

    applyPromoCode(code) {
      return enqueue('saving', async () => {
        const result = await sendUpdate({ promoCode: code });
        // rules §5 "A coupon error carries an error description and is logged as denied."
        const coupon = result.ok
          ? result.cart?.siteCartCoupons.find((c) => c.promoCode.toUpperCase() === code.trim().toUpperCase())
          : undefined;
        if (coupon?.errorDescription) logger.warn(`[cart] coupon ${coupon.promoCode} denied: ${coupon.errorDescription}`);
        return result;
      });
    },

    removePromoCode: (code) => enqueue('saving', () => sendUpdate({ removePromoCode: code })),

    setRoadHazard: (covered, itemId) =>
      enqueue('saving', () => sendUpdate(itemId === undefined ? { isGroupRoadHazard: covered } : { itemId, isRoadHazard: covered })),

    selectDelivery(type) {
      return enqueue('saving', async () => {
        const cart = $cart.get().cart;
        // Already selected: nothing to send (tabs re-render often).
        if (cart && cart.preShippingSelection === type && storage.read('cartId') === cart.id) return { ok: true, cart };
        return sendUpdate({ preShippingSelection: type });
      });
    },

    saveShipping(input) {
      return enqueue('saving', () =>
        onShownCart(async (cartId) => settle(cartId, await api.call(putCartShippingEndpoint, { query: { cartId }, body: input }))),
      );
    },

    removeShipping: () => enqueue('saving', () => onShownCart(removeShipping)),

    appointment: appointment.store,

    saveInstallerServices(serviceIds) {
      return enqueue('saving', () =>
        onShownCart(async (cartId) => {
          // spec §7 /checkout/install-location: the answer is the stored choice, not the cart.
          const answer = await api.call(putInstallLocationEndpoint, { query: { cartId }, body: { serviceIds } });
          if (!answer.ok) {
            if (answer.error.code === 'NotFound' && (await isGone(cartId))) clear('not-found');
            return refuse(answer.error);
          }
          const cart = $cart.get().cart;
          if (!cart?.cartShipping) return { ok: true, cart };
          return apply({ ...cart, cartShipping: { ...cart.cartShipping, installerService: answer.data.installLocation.installerService } });
        }),
      );
    },

    cleanup() {
      clear('cleared');
    },

    sessionClear(placedOrderId) {
      // spec §4 "Session clear resets … disable flag, placed-order id and install-location cookie"
      // on top of the cleanup (cart id, quantity 0, shipping, appointment).
      storage.remove('disableFirstTab');
      storage.remove('installLocation');
      if (placedOrderId) storage.write('placedOrderId', placedOrderId);
      else storage.remove('placedOrderId');
      clear('cleared');
      patchModals({ emptyOpen: false });
    },

    showCart(cart) {
      if (storage.read('cartId') !== cart.id) return false;
      apply(cart);
      return true;
    },

    clearError() {
      patch({ error: null });
    },

    openCart() {
      if ($quantity.get() === 0) patchModals({ emptyOpen: true, summaryOpen: false });
      else patchModals({ summaryOpen: true, emptyOpen: false });
    },

    openSummary() {
      patchModals({ summaryOpen: true, emptyOpen: false });
    },

    closeModals() {
      $modals.set({ summaryOpen: false, emptyOpen: false });
    },

    rememberPage(path) {
      // The page to return to is one outside checkout (the cart page itself is a checkout page).
      if (!isSafePath(path) || isCheckoutPath(path.split(/[?#]/)[0]!)) return;
      storage.write('previousPage', path);
    },

    previousPage() {
      const path = storage.read('previousPage');
      return path && isSafePath(path) ? path : '/';
    },
  };
}

/** The fields of an add that an update with isNewItem carries (spec §3 Cart update input). */
function newItem(input: AddToCartInput): CartUpdateInput {
  return {
    isNewItem: true,
    productId: input.productId,
    rearProductId: input.rearProductId,
    quantity: input.quantity,
    ...(input.shouldAddCoverage !== undefined ? { shouldAddCoverage: input.shouldAddCoverage } : {}),
    ...(input.installerId != null ? { installerId: input.installerId } : {}),
    ...(input.appointmentTime != null ? { appointmentTime: input.appointmentTime } : {}),
    ...(input.email != null ? { email: input.email } : {}),
    ...(input.zip != null ? { zip: input.zip } : {}),
    vehicleMake: input.vehicleMake,
    vehicleModel: input.vehicleModel,
    vehicleTrim: input.vehicleTrim,
    vehicleYear: input.vehicleYear,
  };
}

/** A path on this site: never another origin (`//evil.example`, `/\evil`), never a scheme. */
function isSafePath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\u0000-\u001f]/.test(path);
}
