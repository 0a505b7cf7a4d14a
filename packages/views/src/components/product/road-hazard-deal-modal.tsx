/**
 * The road hazard deal modal (spec storefront §2 "Other modals: … road hazard deal";
 * docs/product-page.md): what the coverage sold with this product line covers (the terms of the
 * shopper's storefront), its price per tire for each size as the API computes it, a running deal
 * that makes it free, and the cart: add the tires with coverage, or cover (or stop covering) this
 * line's tires already in it — the cart's road hazard and total then come from the server's
 * answer. Loaded when first opened; the host fetches the offer (views never fetch).
 */
import {
  formatPrice,
  type CartActionResult,
  type CartProduct,
  type CartStore,
  type EndpointOutput,
  type productLineRoadHazardEndpoint,
} from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { roadHazardTermsText } from '../checkout/road-hazard-terms';
import { LineModalFrame } from './line-modal-frame';

export type RoadHazardOffer = EndpointOutput<typeof productLineRoadHazardEndpoint>;

/** The offer as the host has it: on its way, refused (the API's words), or here. */
export type RoadHazardOfferState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; offer: RoadHazardOffer };

export interface RoadHazardDealModalProps {
  open: boolean;
  onClose: () => void;
  /** "Michelin Defender2". */
  lineName: string;
  offer: RoadHazardOfferState;
  /** Asks for the offer again after a failure. */
  onRetry: () => void;
  /** The size the page has chosen, if any: the modal opens on its price. */
  productId: number | null;
  /** The shopper's cart; absent before the page is interactive. */
  cart?: CartStore;
}

/** spec §9 "Most drivers replace 4 tires": the set the modal adds. */
const SET_OF_FOUR = 4;
const noCart = atom({ cart: null, status: 'idle' as const, error: null });
const tires = (n: number) => `${n} ${n === 1 ? 'tire' : 'tires'}`;

export function RoadHazardDealModal({ open, onClose, lineName, offer, onRetry, productId, cart }: RoadHazardDealModalProps) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const { cart: siteCart, status } = useStore(cart?.$cart ?? noCart);
  const [chosenId, setChosenId] = useState<number | null>(productId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');

  // The cart may not be loaded yet on a product page: ask for it once the modal shows it.
  useEffect(() => {
    if (open && cart && !siteCart && status === 'idle' && cart.cartId()) void cart.load();
  }, [open, cart, siteCart, status]);

  const ready = offer.status === 'ready' ? offer.offer : null;
  const size = ready?.sizes.find((s) => s.productId === chosenId) ?? ready?.sizes[0];
  const ids = new Set(ready?.sizes.map((s) => s.productId));
  const inCart = (siteCart?.siteProducts ?? []).filter((p) => ids.has(p.productId) && p.quantity > 0);
  const uncovered = inCart.filter((p) => p.roadHazardState === 2);
  const count = inCart.reduce((n, p) => n + p.quantity, 0);
  const coverCost = inCart.reduce((n, p) => n + p.roadHazardCostInCents, 0);

  async function run(change: () => Promise<CartActionResult>, doneText: string) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone('');
    const result = await change();
    setBusy(false);
    if (result.ok) setDone(doneText);
    else setError(result.error.message);
  }

  /** Each of these lines covered or not, one after another (the store queues them). */
  const setCoverage = (lines: CartProduct[], covered: boolean) => async (): Promise<CartActionResult> => {
    let last: CartActionResult = { ok: true, cart: siteCart };
    for (const line of lines) {
      last = await cart!.setRoadHazard(covered, line.itemId);
      if (!last.ok) break;
    }
    return last;
  };

  let cartPart: ReactNode = null;
  if (ready?.offered && cart && size) {
    if (inCart.length === 0) {
      cartPart = (
        <button
          type="button"
          className="ts-button ts-button--accent"
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() =>
            void run(
              () => cart.add({ productId: size.productId, quantity: { front: SET_OF_FOUR }, shouldAddCoverage: true }),
              `Added ${tires(SET_OF_FOUR)} with road hazard protection to your cart.`,
            )
          }
        >
          {busy ? 'Adding…' : `Add ${SET_OF_FOUR} × ${size.size} with road hazard`}
        </button>
      );
    } else {
      cartPart = (
        <>
          <p className="ts-line-modal__cart-line">
            {uncovered.length > 0
              ? `Your cart has ${tires(count)} of the ${lineName}, not all covered.`
              : coverCost > 0
                ? `Your ${tires(count)} of the ${lineName} in your cart are covered: ${formatPrice(coverCost)}.`
                : `Your ${tires(count)} of the ${lineName} in your cart are covered free of charge.`}
          </p>
          <p className="ts-line-modal__cart-line">
            Road hazard in your cart: <strong>{formatPrice(siteCart!.roadHazardCostInCents)}</strong> · Cart total:{' '}
            <strong>{formatPrice(siteCart!.totalInCents)}</strong>
          </p>
          {uncovered.length > 0 ? (
            <button
              type="button"
              className="ts-button ts-button--accent"
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() => void run(setCoverage(uncovered, true), 'Road hazard protection added.')}
            >
              {busy ? 'Adding…' : `Add road hazard to my ${tires(uncovered.reduce((n, p) => n + p.quantity, 0))}`}
            </button>
          ) : (
            <button
              type="button"
              className="ts-button ts-button--quiet"
              aria-busy={busy || undefined}
              disabled={busy}
              onClick={() => void run(setCoverage(inCart, false), 'Road hazard protection removed.')}
            >
              {busy ? 'Removing…' : 'Remove road hazard'}
            </button>
          )}
        </>
      );
    }
  }

  return (
    <LineModalFrame open={open} onClose={onClose} baseId={baseId} title="Road hazard protection">
      <div className="ts-line-modal__body" aria-busy={offer.status === 'loading' || undefined}>
        <p id={`${baseId}-lead`}>
          Coverage for the {lineName} against nails, potholes, glass and other road hazards, bought with your tires.
        </p>
        {offer.status === 'loading' && (
          <p className="ts-line-modal__loading" role="status">
            Loading the price…
          </p>
        )}
        {offer.status === 'error' && (
          <div className="ts-state ts-state--error" role="alert">
            <p>{offer.message}</p>
            <button type="button" className="ts-button ts-button--quiet" onClick={onRetry}>
              Try again
            </button>
          </div>
        )}
        {ready && !ready.offered && (
          <p className="ts-line-modal__note">Road hazard protection is not offered on your account’s purchases.</p>
        )}
        {ready?.offered && size && (
          <>
            {size.freeDeal && (
              <p className="ts-line-modal__deal">
                <strong>Deal: {size.freeDeal.title}.</strong> With {tires(size.freeDeal.minQuantity)} of this line in your cart, the
                coverage is free. <a href={size.freeDeal.linkToTRCProm}>See the deal</a>
              </p>
            )}
            <div className="ts-field">
              <label htmlFor={`${baseId}-size`}>Tire size</label>
              <select id={`${baseId}-size`} value={size.productId} onChange={(e) => setChosenId(Number(e.currentTarget.value))}>
                {ready.sizes.map((s) => (
                  <option key={s.productId} value={s.productId}>
                    {s.size} — {formatPrice(s.roadHazardPerTireInCents)} per tire
                  </option>
                ))}
              </select>
            </div>
            <p className="ts-line-modal__price">
              <strong>{formatPrice(size.roadHazardPerTireInCents)}</strong> per tire for the {size.size}
              <span className="ts-line-modal__note"> (the tire costs {formatPrice(size.salePriceInCents)})</span>
            </p>
            <section aria-labelledby={`${baseId}-covers`}>
              <h3 className="ts-line-modal__heading" id={`${baseId}-covers`}>
                What it covers
              </h3>
              {roadHazardTermsText(ready.terms).map((s) => (
                <p key={s}>{s}</p>
              ))}
              <p className="ts-line-modal__note">You can remove it from any tire at checkout.</p>
            </section>
          </>
        )}
        {cartPart && <div className="ts-line-modal__cart">{cartPart}</div>}
        <div role="alert">{error && <p className="ts-field__error">{error}</p>}</div>
        <p role="status" className="ts-line-modal__done">
          {done}
        </p>
      </div>
    </LineModalFrame>
  );
}
