/**
 * The cart's installation appointment on the client (spec storefront §3 Cart appointment; §4 Cart
 * "on user-facing checkout, an appointment (default: first available day, morning, drop-off)",
 * "Appointment create falls back to update and vice versa; a 404 on update means create",
 * "Cleanup clears … appointment"; rules §4 Appointments; spec §8 "install time no longer
 * available"). A companion of the cart store, made by it: its actions wait in the cart's action
 * queue, and the cart store resets it whenever the cart can no longer have this appointment (the
 * cart is gone, its shipping is no longer to this installer).
 *
 * Like the cart store, nothing throws: every action resolves to an AppointmentResult, and a
 * refusal keeps the appointment that was shown (a refused move keeps the old time, as the API does).
 * A time is held, or held again, only when the shopper acts (books, moves, continues, keeps it):
 * an open tab that merely shows the appointment asks (load) and never holds.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../client/index';
import { failure, type ApiError } from '../client/result';
import {
  APPOINTMENT_MESSAGES,
  deleteCartAppointmentEndpoint,
  getCartAppointmentEndpoint,
  postCartAppointmentEndpoint,
  putCartAppointmentEndpoint,
  type CartAppointment,
  type CartAppointmentInput,
} from '../contract/appointments';
import type { SiteCart } from '../contract/cart';
import type { CartStorage } from './storage-keys';

export interface AppointmentState {
  /** The cart's appointment as the API last answered it; null when it has none (or before asking). */
  appointment: CartAppointment | null;
  /**
   * The installer the answer is about (the cart's shipping installer when it was asked); null
   * until asked, and again after a reset. With it, a null appointment means "none".
   */
  installerId: number | null;
  /** `loading`: asking; `saving`: booking, moving or freeing; `idle`: settled. */
  status: 'idle' | 'loading' | 'saving';
  /** The last refusal, in the API's words; null after a success. */
  error: ApiError | null;
  /**
   * spec §8 "install time no longer available (change time, browse shops, or no install)": the
   * cart's own time can no longer be had — its hold ran out and someone took it, or it has passed
   * (needsNewTime). The view offers the three choices. A refused move is not this: the old time
   * still stands. Set by every answer about the appointment; clearError() dismisses it.
   */
  unavailable: boolean;
}

export type AppointmentResult =
  | { ok: true; appointment: CartAppointment | null }
  /** `taken`: the time asked for went to someone else (isSlotTaken): choose another. */
  | { ok: false; error: ApiError; taken: boolean };

export interface AppointmentStore {
  $appointment: ReadableAtom<AppointmentState>;
  /**
   * GET: the cart's appointment; a 404 means none (not a failure). Never holds anything: what the
   * page asks when a hold's end passes (the answer says whether the time is still free).
   */
  load(): Promise<AppointmentResult>;
  /**
   * load(), and a hold that ran out is held again when its time is still free or reported
   * unavailable when it is not. Never books a new time. The shopper's own acts only: "Continue"
   * checks with it before going on, and "Keep this time" holds a lapsed time again with it.
   */
  refresh(): Promise<AppointmentResult>;
  /**
   * What checkout does once the cart ships to an installer: load(), and with no appointment book
   * the default (spec §4 Cart "default: first available day, morning, drop-off"). A lapsed hold
   * is shown as it is, not held again (the shopper may have left the tab open for hours).
   */
  ensure(): Promise<AppointmentResult>;
  /**
   * POST, falling back to PUT when it fails (rules §4 "A create falls back to an update"); without
   * a date, the installer's default. What the time-change modal saves when the cart has no time.
   */
  book(input?: CartAppointmentInput): Promise<AppointmentResult>;
  /**
   * PUT, falling back to POST on a 404 (rules §4 "an update falls back to a create on a 404"). What
   * the time-change modal saves when the cart has a time to move.
   */
  change(input: CartAppointmentInput): Promise<AppointmentResult>;
  /** DELETE: frees the time; a 404 counts as done. */
  remove(): Promise<AppointmentResult>;
  /**
   * Forgets the last refusal and dismisses "no longer available" (the shopper chose what to do, or
   * closed the dialog: the card still says the time is gone, and Continue asks again).
   */
  clearError(): void;
}

/** What the cart store gives its companion. */
export interface AppointmentDeps {
  api: ApiClient;
  storage: CartStorage;
  /** Runs a task in the cart's action queue (after every change already asked for). */
  serialize: <T>(task: () => Promise<T>) => Promise<T>;
  /** The cart on screen, when it is still the stored cart (never another tab's cart); else null. */
  shownCart: () => SiteCart | null;
  /** After a final 404: is the cart itself gone? Runs the cart's cleanup when it is. */
  cartGone: (cartId: string) => Promise<boolean>;
  /** The refusal when no cart is on screen (the cart store's "There is no cart yet!"). */
  noCartError: () => ApiError;
}

/** The companion and the reset only the cart store may call. */
export interface AppointmentCompanion {
  store: AppointmentStore;
  /** The cart can no longer have this appointment: forget it and clear the storage flag. */
  reset(): void;
  /** The cart the store now shows: an appointment for another installer (or none) is forgotten. */
  follow(cart: SiteCart): void;
}

const IDLE: AppointmentState = { appointment: null, installerId: null, status: 'idle', error: null, unavailable: false };

/** The installer the cart ships to, or null when its shipping is not to an installer. */
export function cartInstallerId(cart: Pick<SiteCart, 'cartShipping'> | null): number | null {
  const shipping = cart?.cartShipping;
  return shipping?.shippingOption === 'INSTALLER' ? shipping.installerId : null;
}

/** spec §8: the refusal that means someone else took the time. */
export function isSlotTaken(error: ApiError): boolean {
  return error.statusCode === 409 && error.message === APPOINTMENT_MESSAGES.slotTaken;
}

/** A held (or lapsed) time that can no longer be had: reschedule. A confirmed one is the order's. */
export function needsNewTime(appointment: CartAppointment): boolean {
  return appointment.status !== 'confirmed' && !appointment.isAvailable;
}

/** The same time again, as an input (to hold a lapsed appointment once more). */
export function appointmentInput(appointment: CartAppointment): CartAppointmentInput {
  const when = { installerId: appointment.installer.installerId, date: appointment.date };
  return appointment.isDropOff && appointment.dropOffWindow
    ? { ...when, isDropOff: true, dropOffWindow: appointment.dropOffWindow }
    : { ...when, isDropOff: false, startTime: appointment.startTime };
}

/** rules §5 exact: there is no installer to book at. */
const noInstaller = (): AppointmentResult => ({
  ok: false,
  error: { code: 'BadRequest', message: APPOINTMENT_MESSAGES.selectShop, statusCode: 400 },
  taken: false,
});

export function createAppointmentCompanion(deps: AppointmentDeps): AppointmentCompanion {
  const { api, storage, serialize, shownCart, cartGone, noCartError } = deps;
  const $appointment = atom<AppointmentState>(IDLE);
  const patch = (changes: Partial<AppointmentState>) => $appointment.set({ ...$appointment.get(), ...changes });

  function keep(appointment: CartAppointment | null, installerId: number | null): AppointmentResult {
    // spec §3 "cookies for … shipping, appointment": '1' while the cart has one, like ST_cartShipping.
    if (appointment) storage.write('cartAppointment', '1');
    else storage.remove('cartAppointment');
    patch({
      appointment,
      installerId: appointment?.installer.installerId ?? installerId,
      error: null,
      unavailable: appointment ? needsNewTime(appointment) : false,
    });
    return { ok: true, appointment };
  }

  /** A refusal keeps the appointment shown, and with it whether that time is still to be had. */
  function refuse(error: ApiError): AppointmentResult {
    patch({ error });
    return { ok: false, error, taken: isSlotTaken(error) };
  }

  let pending = 0;
  /** Runs an action for the cart on screen, in the cart's queue, with the status shown meanwhile. */
  function act(status: 'loading' | 'saving', task: (cart: SiteCart) => Promise<AppointmentResult>): Promise<AppointmentResult> {
    pending++;
    patch({ status });
    return serialize(async () => {
      patch({ status });
      try {
        const cart = shownCart();
        return cart ? await task(cart) : { ok: false, error: noCartError(), taken: false };
      } catch (error) {
        // A bug, not an answer: keep what is shown and say what happened.
        return refuse(failure('OtherError', error instanceof Error ? error.message : String(error)).error);
      } finally {
        if (--pending === 0) patch({ status: 'idle' });
      }
    });
  }

  /** A final 404 may mean the cart went; the cart store decides (and cleans up). */
  async function refuseAfter(cartId: string, error: ApiError): Promise<AppointmentResult> {
    if (error.code === 'NotFound' && (await cartGone(cartId))) return { ok: false, error, taken: false };
    return refuse(error);
  }

  async function get(cart: SiteCart): Promise<AppointmentResult> {
    const answer = await api.call(getCartAppointmentEndpoint, { query: { cartId: cart.id } });
    if (answer.ok) return keep(answer.data.siteCartAppointment, cartInstallerId(cart));
    // A 404 is "this cart has no appointment" (the cart itself is the cart store's business).
    if (answer.error.code === 'NotFound') return keep(null, cartInstallerId(cart));
    return refuse(answer.error);
  }

  async function post(cart: SiteCart, input: CartAppointmentInput): Promise<AppointmentResult> {
    const created = await api.call(postCartAppointmentEndpoint, { query: { cartId: cart.id }, body: input });
    if (created.ok) return keep(created.data.siteCartAppointment, cartInstallerId(cart));
    // rules §4 "A create falls back to an update when it fails" (typically 409: the cart has one).
    const updated = await api.call(putCartAppointmentEndpoint, { query: { cartId: cart.id }, body: input });
    if (updated.ok) return keep(updated.data.siteCartAppointment, cartInstallerId(cart));
    // Nothing to update either: the create's refusal is the one that explains.
    return refuseAfter(cart.id, updated.error.code === 'NotFound' ? created.error : updated.error);
  }

  async function put(cart: SiteCart, input: CartAppointmentInput): Promise<AppointmentResult> {
    const updated = await api.call(putCartAppointmentEndpoint, { query: { cartId: cart.id }, body: input });
    if (updated.ok) return keep(updated.data.siteCartAppointment, cartInstallerId(cart));
    if (updated.error.code !== 'NotFound') return refuse(updated.error);
    // rules §4 "an update falls back to a create on a 404".
    const created = await api.call(postCartAppointmentEndpoint, { query: { cartId: cart.id }, body: input });
    if (created.ok) return keep(created.data.siteCartAppointment, cartInstallerId(cart));
    return refuseAfter(cart.id, created.error);
  }

  async function refresh(cart: SiteCart): Promise<AppointmentResult> {
    const loaded = await get(cart);
    const appointment = loaded.ok ? loaded.appointment : null;
    // A lapsed hold whose time is still free is held again: the shopper is acting on it.
    if (appointment?.status !== 'expired' || !appointment.isAvailable) return loaded;
    patch({ status: 'saving' });
    return put(cart, appointmentInput(appointment));
  }

  const store: AppointmentStore = {
    $appointment,

    load: () => act('loading', get),

    refresh: () => act('loading', refresh),

    ensure() {
      return act('loading', async (cart) => {
        const installerId = cartInstallerId(cart);
        if (installerId === null) return noInstaller();
        const loaded = await get(cart);
        if (!loaded.ok || loaded.appointment) return loaded;
        patch({ status: 'saving' });
        return post(cart, { installerId });
      });
    },

    book: (input = {}) => act('saving', (cart) => post(cart, input)),

    change: (input) => act('saving', (cart) => put(cart, input)),

    remove() {
      return act('saving', async (cart) => {
        const answer = await api.call(deleteCartAppointmentEndpoint, { query: { cartId: cart.id } });
        // "404 when there is none, which clients treat as done".
        if (answer.ok || answer.error.code === 'NotFound') return keep(null, cartInstallerId(cart));
        return refuse(answer.error);
      });
    },

    clearError() {
      patch({ error: null, unavailable: false });
    },
  };

  function reset() {
    storage.remove('cartAppointment');
    const state = $appointment.get();
    if (state.appointment || state.installerId !== null || state.error || state.unavailable) {
      // An action on its way keeps its status.
      $appointment.set({ ...IDLE, status: state.status });
    }
  }

  return {
    store,
    reset,
    follow(cart) {
      const installerId = cartInstallerId(cart);
      const known = $appointment.get().installerId;
      // No installer shipping, no appointment (the API frees it with the shipping).
      if (installerId === null || (known !== null && known !== installerId)) reset();
    },
  };
}
