/**
 * "How you get your tires" on the product page (spec storefront §2 "Other modals: … time change
 * (checkout and product page), … courier location"; §3 Add-to-cart input installerId; §4 Cart
 * "Adding with an installer also creates … an appointment (default: first available day, morning,
 * drop-off)"): before "Add to cart" the shopper may choose
 *
 * - installation at the first shop near their ZIP code (GET /v1/installers, as checkout's installer
 *   tab asks), at the first free time of that shop's real schedule; "Change time" opens the same
 *   time-change modal as checkout's appointment card, on that shop's 30 days;
 * - pick-up at a FedEx location, chosen in the courier location modal (GET
 *   /v1/checkout/pickup-locations, the checkout's courier list);
 * - or to decide at checkout (the default: adding then works as it always did).
 *
 * The choice goes into core's `$productDelivery`; the add carries it into the cart
 * (./add-with-delivery.ts). Browser-only (it depends on where the shopper is and on times free
 * now): the page loads this module, with its two modals, after hydration.
 */
import { useStore } from '@nanostores/react';
import {
  $productDelivery,
  defaultInstallTime,
  installPick,
  pickedAppointment,
  type CartAppointmentInput,
  type InstallerSchedule,
  type PickupLocation,
  type ProductCourierPick,
  type ProductInstallPick,
  type SiteInstaller,
} from '@tireshop/core';
import { apiDeliveryLookups, AppointmentModal, CourierLocationModal, milesText, shopAddress } from '@tireshop/views';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { addToBrowserCart, browserCart } from '../../cart';
import { storefrontContext } from '../../context';
import { useShopperLocation } from '../../shell/shopper-location';

/** An add of tires to the cart, as the add-to-cart box calls it. */
type AddTires = typeof addToBrowserCart;

type ShopState =
  | { status: 'no-zip' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'none' }
  | { status: 'full'; installer: SiteInstaller }
  | { status: 'done'; installer: SiteInstaller; schedule: InstallerSchedule };

type Way = 'checkout' | 'install' | 'courier';

/**
 * The add with the page's delivery choice (spec §3 Add-to-cart input installerId; §4 Cart "Adding
 * with an installer also creates or updates cart shipping and … an appointment"):
 * - installation: the tires go in with the shop and the time picked, in one call (spec §3 Add-to-cart
 *   input appointmentTime): the cart ships there and holds the time, or — the time taken meanwhile —
 *   nothing is added and the add box says why, so the shopper picks another time;
 * - FedEx pick-up: the tires go in with the location's ZIP code and the cart's pre-shipping
 *   selection becomes "ship to courier" (spec §4); checkout's FedEx tab has the location chosen;
 * - decide at checkout: the add as it always was.
 */
export const addWithChoice: AddTires = async (input, tireName) => {
  const pick = $productDelivery.get();
  const store = browserCart();
  if (!pick || !store) return addToBrowserCart(input, tireName);
  if (pick.kind === 'install') {
    return addToBrowserCart({ ...input, installerId: pick.installerId, appointmentTime: pick.time }, tireName);
  }
  const added = await addToBrowserCart({ ...input, zip: pick.zip }, tireName);
  if (added.ok) await store.selectDelivery('shipToFedex');
  return added;
};

export function ProductDelivery({ onAddChange }: { onAddChange: (add: AddTires | null) => void }) {
  const id = useId();
  const zip = useShopperLocation()?.zip ?? '';
  const { api } = storefrontContext(undefined);
  const lookups = useMemo(() => apiDeliveryLookups(api, () => browserCart()?.$cart.get().cart ?? null), [api]);
  const pick = useStore($productDelivery);
  const way: Way = pick?.kind ?? 'checkout';
  const [shop, setShop] = useState<ShopState>({ status: zip ? 'loading' : 'no-zip' });
  /** The install time shown (the first free one until the shopper changes it), kept while another way is chosen. */
  const [install, setInstall] = useState<ProductInstallPick | null>(null);
  const [courier, setCourier] = useState<ProductCourierPick | null>(null);
  const [modal, setModal] = useState<'time' | 'courier' | null>(null);
  const [opened, setOpened] = useState({ time: false, courier: false });
  const timeRef = useRef<HTMLButtonElement>(null);
  const courierRef = useRef<HTMLButtonElement>(null);

  // A product page opens on "decide at checkout"; the choice outlives the page (the checkout's
  // FedEx tab starts from the location chosen here).
  useEffect(() => {
    $productDelivery.set(null);
    onAddChange(addWithChoice);
    return () => onAddChange(null);
  }, [onAddChange]);

  // The first shop near the shopper and its first free time, asked again when the location changes.
  useEffect(() => {
    if (!zip) {
      setShop({ status: 'no-zip' });
      return;
    }
    let current = true;
    setShop({ status: 'loading' });
    void (async () => {
      const shops = await lookups.installers({ zip, mobile: false });
      if (!current) return;
      if (!shops.ok) return setShop({ status: 'error', message: shops.error.message });
      const installer = shops.data.siteInstallers.siteInstallerList[0];
      if (!installer) return setShop({ status: 'none' });
      const schedule = await lookups.schedule(installer.installerId);
      if (!current) return;
      if (!schedule.ok) return setShop({ status: 'error', message: schedule.error.message });
      const first = defaultInstallTime(schedule.data.scheduleDays, installer.installerId);
      const picked = first && installPick(schedule.data.scheduleDays, installer, first);
      if (!picked) return setShop({ status: 'full', installer });
      setShop({ status: 'done', installer, schedule: schedule.data });
      setInstall(picked);
      // A shop of another place no longer stands: the shopper chooses again.
      if ($productDelivery.get()?.kind === 'install') $productDelivery.set(null);
    })();
    return () => {
      current = false;
    };
  }, [zip, lookups]);

  function open(which: 'time' | 'courier') {
    setOpened((o) => ({ ...o, [which]: true }));
    setModal(which);
  }

  function chooseWay(next: Way) {
    if (next === 'checkout') $productDelivery.set(null);
    else if (next === 'install') $productDelivery.set(install);
    else if (courier) $productDelivery.set(courier);
    else open('courier');
  }

  /** The time-change modal's Save: the shop's time, kept for the add (nothing is held before it). */
  async function saveTime(time: CartAppointmentInput) {
    if (shop.status !== 'done') return { ok: true as const, appointment: null };
    let days = shop.schedule.scheduleDays;
    let next = installPick(days, shop.installer, time);
    if (!next) {
      // The modal's 30 days moved on past midnight: the label comes from the schedule it showed.
      const fresh = await lookups.schedule(shop.installer.installerId);
      if (!fresh.ok) return { ok: false as const, error: fresh.error, taken: false };
      days = fresh.data.scheduleDays;
      next = installPick(days, shop.installer, time);
    }
    if (next) {
      setInstall(next);
      $productDelivery.set(next);
    }
    return { ok: true as const, appointment: null };
  }

  function chooseCourier(location: PickupLocation, near: string) {
    const next: ProductCourierPick = { kind: 'courier', location, zip: near };
    setCourier(next);
    $productDelivery.set(next);
  }

  const titleId = `${id}-title`;
  return (
    <section className="sf-product-delivery" aria-labelledby={titleId}>
      <h2 className="sf-product-delivery__title" id={titleId}>
        How you get your tires
      </h2>
      <fieldset className="sf-product-delivery__ways">
        <legend className="ts-visually-hidden">How you get your tires</legend>
        <div className="sf-product-delivery__way">
          <label className="sf-product-delivery__choice">
            <input
              type="radio"
              name={`${id}-way`}
              value="install"
              checked={way === 'install'}
              disabled={!install}
              onChange={() => chooseWay('install')}
            />
            <span>Installed at a shop near you</span>
          </label>
          <InstallDetails shop={shop} install={install} />
          {shop.status === 'done' && install && (
            <button
              type="button"
              ref={timeRef}
              className="ts-button ts-button--quiet sf-product-delivery__change"
              onClick={() => open('time')}
            >
              Change time
            </button>
          )}
        </div>
        <div className="sf-product-delivery__way">
          <label className="sf-product-delivery__choice">
            <input type="radio" name={`${id}-way`} value="courier" checked={way === 'courier'} onChange={() => chooseWay('courier')} />
            <span>Pick up at a FedEx location</span>
          </label>
          {courier ? (
            <p className="sf-product-delivery__detail">
              <strong>{courier.location.company}</strong>, {shopAddress(courier.location)} · {milesText(courier.location.distance)}
              <br />
              {courier.location.hours}
            </p>
          ) : (
            <p className="sf-product-delivery__detail">Collect them at a FedEx counter near you, when it suits you.</p>
          )}
          <button
            type="button"
            ref={courierRef}
            className="ts-button ts-button--quiet sf-product-delivery__change"
            onClick={() => open('courier')}
          >
            {courier ? 'Change location' : 'Choose location'}
          </button>
        </div>
        <div className="sf-product-delivery__way">
          <label className="sf-product-delivery__choice">
            <input type="radio" name={`${id}-way`} value="checkout" checked={way === 'checkout'} onChange={() => chooseWay('checkout')} />
            <span>Decide at checkout</span>
          </label>
        </div>
      </fieldset>

      {opened.time && shop.status === 'done' && (
        <AppointmentModal
          open={modal === 'time'}
          installerId={shop.installer.installerId}
          installerName={shop.installer.name}
          mobile={false}
          appointment={null}
          picked={install ? pickedAppointment(install.time) : null}
          lookups={lookups}
          onSave={saveTime}
          onClose={() => setModal(null)}
          returnFocus={() => timeRef.current}
        />
      )}
      {opened.courier && (
        <CourierLocationModal
          open={modal === 'courier'}
          defaultZip={courier?.zip ?? zip}
          chosen={courier?.location ?? null}
          lookups={lookups}
          onChoose={chooseCourier}
          onClose={() => setModal(null)}
          returnFocus={() => courierRef.current}
        />
      )}
    </section>
  );
}

/** The shop and its time, or why there is none. */
function InstallDetails({ shop, install }: { shop: ShopState; install: ProductInstallPick | null }) {
  switch (shop.status) {
    case 'no-zip':
      return <p className="sf-product-delivery__detail">Set your location at the top of the page to see the shops near you.</p>;
    case 'loading':
      return (
        <p className="sf-product-delivery__detail" role="status">
          Finding the first free time at a shop near you…
        </p>
      );
    case 'error':
      return (
        <p className="sf-product-delivery__detail sf-product-delivery__detail--error" role="alert">
          {shop.message}
        </p>
      );
    case 'none':
      return <p className="sf-product-delivery__detail">There are no installation shops near you yet.</p>;
    case 'full':
      return <p className="sf-product-delivery__detail">{shop.installer.name} has no free time in the next 30 days.</p>;
    case 'done':
      return (
        <p className="sf-product-delivery__detail">
          <strong>{shop.installer.name}</strong> · {milesText(shop.installer.distance)}
          <br />
          <span className="sf-product-delivery__time">{install?.label}</span>
        </p>
      );
  }
}
