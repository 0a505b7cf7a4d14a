/**
 * The public API of a widget element (docs/integration.md "The public API"): what
 * `element.openCart()`, `tireshop('setSize', …)` and the others do once the widget's code is in.
 * Its own small module, fetched with the first call: a page that never calls carries none of it.
 */
import { parseTireSize, sellingCart, slugify, vehicleTrimsEndpoint, type SizeListingState, type WidgetSessionParts } from '@tireshop/core';
import type { WidgetCartDetail, WidgetMethod, WidgetVehicle, WidgetVehicleFit } from '../host/types';
import type { WidgetViewProps } from './view-props';

/** A listing that has shown nothing yet (core's size-listing store as it starts). */
const NO_LISTING: SizeListingState = { status: 'idle', size: null, page: 1, sort: 'best-match', data: null, error: null };

function noArguments(method: string, args: unknown[]) {
  if (args.length) throw new TypeError(`[tireshop] ${method}() takes no arguments`);
}

const VEHICLE_EXAMPLE = "Try { year: 2021, make: 'Toyota', model: 'Camry' }.";

/** The vehicle a host asked for, checked: a year and the names (or slugs) of a make and a model. */
function vehicleArgument(args: unknown[]): WidgetVehicle {
  const [vehicle] = args;
  const v = (vehicle && typeof vehicle === 'object' ? vehicle : {}) as Record<string, unknown>;
  const text = (key: string) => (Object.hasOwn(v, key) && typeof v[key] === 'string' && v[key].trim() ? v[key].trim() : undefined);
  const year = Object.hasOwn(v, 'year') ? Number(v.year) : Number.NaN;
  const make = text('make');
  const model = text('model');
  if (args.length !== 1 || !Number.isInteger(year) || year < 1900 || year > 2100 || !make || !model)
    throw new TypeError(`[tireshop] setVehicle() takes a vehicle with a year, a make and a model. ${VEHICLE_EXAMPLE}`);
  return { year, make, model, trim: text('trim') };
}

/** The vehicle's trims from the shop, and the asked-for trim (or the year's first) with its sizes. */
async function fitVehicle(session: WidgetSessionParts, vehicle: WidgetVehicle): Promise<WidgetVehicleFit> {
  const named = `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.trim ? ` ${vehicle.trim}` : ''}`;
  const result = await session.api.call(vehicleTrimsEndpoint, {
    params: { make: slugify(vehicle.make), model: slugify(vehicle.model), year: vehicle.year },
  });
  if (!result.ok) {
    if (result.error.code === 'NotFound')
      throw new TypeError(`[tireshop] setVehicle: the shop does not know a ${named}. ${VEHICLE_EXAMPLE}`);
    throw new Error(`[tireshop] setVehicle: the shop could not be asked about the ${named} (${result.error.message})`);
  }
  const { trims, vehicle: found } = result.data;
  const wanted = vehicle.trim && slugify(vehicle.trim);
  const trim = wanted ? trims.find((t) => t.slug === wanted) : trims[0];
  if (!trim) {
    const known = trims.map((t) => t.name).join(', ');
    throw new TypeError(`[tireshop] setVehicle: the shop does not know a ${named}${known ? `; its trims are ${known}` : ''}`);
  }
  return {
    year: found.year,
    make: found.make,
    model: found.model,
    trim: trim.name,
    size: trim.frontSize.sizeKey,
    rearSize: trim.rearSize.sizeKey,
  };
}

/**
 * Runs one method on the element. `props` gives the element's view props (its session, whose cart
 * the cart methods reach; its own listing); `renderAfresh` renders the view from scratch (its local
 * state — the checkout step, an open search — gone).
 */
export async function callWidgetMethod(
  element: HTMLElement,
  method: WidgetMethod,
  args: unknown[],
  props: (element: HTMLElement) => WidgetViewProps,
  renderAfresh: () => void,
): Promise<unknown> {
  const tag = element.localName;
  /** The element's own size listing, for a widget whose view lists sizes. */
  const listingOf = (e: HTMLElement) => props(e).listing;
  /** The widget's cart; an affiliate widget that links out to the shop has none, and says so. */
  const cartStore = () => sellingCart(props(element).session);
  switch (method) {
    case 'setSize': {
      const [size] = args;
      const text = String(size ?? '');
      // The attribute does the listing (and its message for a text that is no size), as a host's markup
      // would; the same value again (the shopper has searched another size since) lists it anew.
      const unchanged = element.getAttribute('size') === text;
      element.setAttribute('size', text);
      if (unchanged) void listingOf(element)?.load(text);
      if (typeof size !== 'string' || !parseTireSize(size))
        throw new TypeError(`[tireshop] setSize: "${String(size).slice(0, 40)}" is not a tire size. Try a size like 225/45R17.`);
      return;
    }
    case 'setVehicle': {
      const fit = await fitVehicle(props(element).session, vehicleArgument(args));
      // Listed as setSize lists a size: the attribute, and the listing anew if it was set already.
      const unchanged = element.getAttribute('size') === fit.size;
      element.setAttribute('size', fit.size);
      if (unchanged) void listingOf(element)?.load(fit.size);
      return fit;
    }
    case 'reset': {
      noArguments(method, args);
      // A widget without a cart has none to close.
      await cartStore().then(
        (store) => store.closeModals(),
        () => undefined,
      );
      element.removeAttribute('size');
      // The element's own listing starts again from nothing (a widget's session keeps one per element).
      listingOf(element)?.$listing.set(NO_LISTING);
      renderAfresh();
      return;
    }
    case 'openCart':
      noArguments(method, args);
      (await cartStore()).openCart();
      return;
    case 'closeCart':
      noArguments(method, args);
      (await cartStore()).closeModals();
      return;
    case 'getCart': {
      noArguments(method, args);
      const store = await cartStore();
      // A stored cart not asked for yet (the shopper has not opened the widget's cart): asked now.
      if (store.cartId() && !store.$cart.get().cart) await store.load();
      const cart = store.$cart.get().cart;
      return cart ? ({ version: 1, cartId: cart.id, totalQuantity: cart.totalQuantity } satisfies WidgetCartDetail) : null;
    }
    default:
      throw new TypeError(`[tireshop] ${String(method)} is not a method of <${tag}>`);
  }
}
