/**
 * The cart API's behaviour in memory, for the cart store's tests (not exported from the package):
 * carts by id, lines by itemId (= productId here), removing the last line deletes the cart,
 * shipping saved and removed, and the cart's installation appointment (rules §4 Appointments as
 * the contract states them: POST answers 409 when the cart has one, PUT and DELETE 404 when it has
 * none, a taken time 409 slotTaken; a changed or removed installer shipping frees the appointment).
 * Bodies are checked against the contract as the real API does, so a malformed request is a 400
 * here too. `refuse` answers the next call to an endpoint with an error instead.
 */
import * as v from 'valibot';
import { APPOINTMENT_MESSAGES, type CartAppointment, type CartAppointmentInput } from '../contract/appointments';
import type { CartShippingInput, CartUpdateInput, SiteCart } from '../contract/cart';
import type { Endpoint } from '../contract/endpoint';
import { fail, fakeApi, ok, type FakeCall } from '../search-overlay/fake-api';
import { appointment, coupon, OTHER_CART_ID, product, shipping, siteCart } from './test-cart';

/** The key of a bookable time: "2025-11-24 drop-off:Morning" or "2025-11-24 09:00". */
const timeKey = (input: CartAppointmentInput) =>
  `${input.date ?? 'default'} ${input.isDropOff === false ? input.startTime : `drop-off:${input.dropOffWindow ?? 'Morning'}`}`;

export function cartServer(initial: SiteCart[] = []) {
  const carts = new Map(initial.map((c) => [c.id, c]));
  const appointments = new Map<string, CartAppointment>();
  /** Times someone else holds (timeKey): booking them answers 409 slotTaken. */
  const taken = new Set<string>();
  const refusals = new Map<string, ReturnType<typeof fail>>();
  let nextId = 0;
  const ids = [OTHER_CART_ID, '11111111-2222-4333-8444-555555555555'];

  const priced = (cart: SiteCart): SiteCart => ({
    ...cart,
    totalQuantity: cart.siteProducts.reduce((n, p) => n + p.quantity, 0),
    allInstallable: cart.siteProducts.every((p) => p.isInstallable),
    someInstallable: cart.siteProducts.some((p) => p.isInstallable),
  });
  const save = (cart: SiteCart) => {
    const next = priced(cart);
    carts.set(next.id, next);
    return next;
  };
  const addLine = (cart: SiteCart, productId: number, quantity: number): SiteCart => {
    const existing = cart.siteProducts.find((p) => p.itemId === productId);
    const siteProducts = existing
      ? cart.siteProducts.map((p) => (p.itemId === productId ? { ...p, quantity: p.quantity + quantity } : p))
      : [...cart.siteProducts, product(productId, { quantity })];
    return { ...cart, siteProducts };
  };

  /** The appointment a booking would make (the date-less default is the first day's morning drop-off). */
  const booked = (cart: SiteCart, input: CartAppointmentInput) => {
    const installerId = cart.cartShipping!.installerId!;
    const date = input.date ?? '2025-11-24';
    return input.isDropOff === false
      ? appointment({
          installerId,
          date,
          isDropOff: false,
          startTime: input.startTime!,
          dropOffWindow: null,
          label: `${date} ${input.startTime}`,
        })
      : appointment({
          installerId,
          date,
          isDropOff: true,
          dropOffWindow: input.dropOffWindow ?? 'Morning',
          label: `${date} ${input.dropOffWindow ?? 'Morning'} drop-off`,
        });
  };

  const api = fakeApi((call: FakeCall) => {
    const endpoint = call.endpoint as Endpoint;
    const refusal = refusals.get(endpoint.id);
    if (refusal) {
      refusals.delete(endpoint.id);
      return refusal;
    }
    if (endpoint.body) {
      const checked = v.safeParse(endpoint.body, call.input.body);
      if (!checked.success) return fail('BadRequest', checked.issues[0].message, 400);
    }
    const cartId = (call.input.params?.cartId ?? call.input.query?.cartId) as string | undefined;
    const cart = cartId ? carts.get(cartId) : undefined;
    switch (endpoint.id) {
      case 'createCart': {
        const body = call.input.body as { productId: number; quantity: { front: number; rear?: number } };
        const id = ids[nextId++]!;
        const created = save(
          addLine(siteCart({ id, cartUuid: id, siteProducts: [] }), body.productId, body.quantity.front + (body.quantity.rear ?? 0)),
        );
        return { ok: true, data: { siteCart: created }, status: 201 };
      }
      case 'getCart':
        return cart ? ok({ siteCart: cart }) : fail('NotFound', 'That cart does not exist.', 404);
      case 'updateCart': {
        if (!cart) return fail('NotFound', 'That cart does not exist.', 404);
        const body = call.input.body as CartUpdateInput & { productId?: number; quantity?: { front: number; rear?: number } };
        let next = cart;
        if (body.isNewItem) {
          if (body.productId === 404) return fail('NotFound', 'That tire is no longer sold.', 404);
          next = addLine(next, body.productId!, body.quantity!.front + (body.quantity!.rear ?? 0));
        }
        if (body.itemId !== undefined && body.itemQuantity !== undefined) {
          next = {
            ...next,
            siteProducts: next.siteProducts
              .map((p) => (p.itemId === body.itemId ? { ...p, quantity: Number(body.itemQuantity) } : p))
              .filter((p) => p.quantity > 0),
          };
          if (next.siteProducts.length === 0) {
            carts.delete(cart.id);
            appointments.delete(cart.id);
            return ok({ siteCart: null });
          }
        }
        if (body.preShippingSelection) next = { ...next, preShippingSelection: body.preShippingSelection };
        if (body.promoCode)
          next = {
            ...next,
            siteCartCoupons: [
              ...next.siteCartCoupons,
              coupon({ promoCode: body.promoCode.toUpperCase(), errorDescription: body.promoCode === 'few' ? 'Needs 4 tires.' : null }),
            ],
          };
        if (body.removePromoCode)
          next = { ...next, siteCartCoupons: next.siteCartCoupons.filter((c) => c.promoCode !== body.removePromoCode) };
        if (body.isGroupRoadHazard !== undefined) next = { ...next, isGroupRoadHazard: body.isGroupRoadHazard };
        return ok({ siteCart: save(next) });
      }
      case 'deleteCart':
        if (!cart) return fail('NotFound', 'That cart does not exist.', 404);
        carts.delete(cart.id);
        appointments.delete(cart.id);
        return ok({ deleted: true });
      case 'saveCartShipping': {
        if (!cart) return fail('NotFound', 'That cart does not exist.', 404);
        const body = call.input.body as CartShippingInput;
        const saved = shipping({
          shippingOption: body.shippingOption,
          installerId: body.shippingOption === 'INSTALLER' ? Number(body.installerId) : null,
          installer:
            body.shippingOption === 'INSTALLER' ? { installerId: Number(body.installerId), isMobileInstall: !!body.isMobileInstall } : null,
        });
        // The appointment is for the cart's installer: another destination frees it.
        if (appointments.get(cart.id)?.installer.installerId !== saved.installerId) appointments.delete(cart.id);
        return ok({ siteCart: save({ ...cart, cartShipping: saved }) });
      }
      case 'deleteCartShipping':
        if (!cart) return fail('NotFound', 'This cart no longer exists.', 404);
        if (!cart.cartShipping) return fail('NotFound', 'This cart has no shipping.', 404);
        appointments.delete(cart.id);
        return ok({ siteCart: save({ ...cart, cartShipping: null }) });
      case 'getCartAppointment': {
        if (!cart) return fail('NotFound', 'That cart does not exist.', 404);
        const held = appointments.get(cart.id);
        return held ? ok({ siteCartAppointment: held }) : fail('NotFound', APPOINTMENT_MESSAGES.none, 404);
      }
      case 'createCartAppointment':
      case 'updateCartAppointment': {
        if (!cart) return fail('NotFound', 'That cart does not exist.', 404);
        if (cart.cartShipping?.shippingOption !== 'INSTALLER') return fail('BadRequest', APPOINTMENT_MESSAGES.selectShop, 400);
        const creating = endpoint.id === 'createCartAppointment';
        if (creating && appointments.has(cart.id)) return fail('ServerError', APPOINTMENT_MESSAGES.exists, 409);
        if (!creating && !appointments.has(cart.id)) return fail('NotFound', APPOINTMENT_MESSAGES.none, 404);
        const input = call.input.body as CartAppointmentInput;
        if (taken.has(timeKey(input))) return fail('ServerError', APPOINTMENT_MESSAGES.slotTaken, 409);
        const next = booked(cart, input);
        appointments.set(cart.id, next);
        return creating ? { ok: true, data: { siteCartAppointment: next }, status: 201 } : ok({ siteCartAppointment: next });
      }
      case 'deleteCartAppointment':
        if (!cart) return fail('NotFound', 'That cart does not exist.', 404);
        if (!appointments.delete(cart.id)) return fail('NotFound', APPOINTMENT_MESSAGES.none, 404);
        return ok({ deleted: true });
      case 'saveInstallLocation': {
        if (!cart) return fail('NotFound', 'That cart does not exist.', 404);
        if (cart.cartShipping?.shippingOption !== 'INSTALLER') return fail('BadRequest', APPOINTMENT_MESSAGES.selectShop, 400);
        const serviceIds = (call.input.body as { serviceIds: string[] }).serviceIds;
        const installerService = serviceIds.map((serviceId) => ({ serviceId, serviceName: `Service ${serviceId}`, imageUrl: null }));
        save({ ...cart, cartShipping: { ...cart.cartShipping, installerService } });
        return ok({ installLocation: { installerId: cart.cartShipping.installerId!, isMobileInstall: false, installerService } });
      }
      case 'getPromoCode': {
        // A running code, named as stored (the title of the test coupon); `refuse` for a refusal.
        const code = String(call.input.params?.code).toUpperCase();
        return ok({ promoCode: { code, title: coupon().title, promotionType: 'Flat Amount' } });
      }
      default:
        return fail('OtherError', `not faked: ${endpoint.id}`);
    }
  });

  return {
    api,
    carts,
    appointments,
    taken,
    /** The time key of an input, to mark it taken. */
    timeKey,
    refuse(endpointId: string, error: ReturnType<typeof fail>) {
      refusals.set(endpointId, error);
    },
    ids: () => api.calls.map((c) => c.endpoint.id),
  };
}
