import { homeTabNextStep, type CartStore, type StorefrontVariant } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useMessages, usePrice } from '../locale';
import { addressValuesFrom } from './address-values';
import type { DeliveryLookups } from './delivery-lookups';
import { ShippingAddressForm } from './shipping-address-form';

/**
 * Ship to the shopper's home (spec §4 Checkout: "Home tab without a valid home address opens the
 * shipping form"): the address form inline in the tab until a complete home address is saved,
 * then the address with "Edit". The Continue of the page asks the form to check itself
 * (`checkSignal`) when there is no address yet.
 */
export function HomeDelivery({
  cart,
  lookups,
  variant = 'retail',
  checkSignal = 0,
  onBusyChange,
}: {
  cart: CartStore;
  /** The host's lookups; with verifyAddress, the address is checked before it is saved. */
  lookups?: Pick<DeliveryLookups, 'verifyAddress'>;
  /** The storefront variant, whose state list the address form offers (rules §6). */
  variant?: StorefrontVariant;
  checkSignal?: number;
  /** The address form is checking or saving an address. */
  onBusyChange?: (busy: boolean) => void;
}) {
  const t = useMessages('checkout');
  const formatPrice = usePrice();
  const { cart: siteCart } = useStore(cart.$cart);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const savedRef = useRef<HTMLDivElement>(null);
  // The form is replaced by the address: keep the keyboard there and say it worked.
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);
  if (!siteCart) return null;
  const shipping = siteCart.cartShipping;
  const home = shipping?.shippingOption === 'HOME' ? shipping : null;
  const hasAddress = homeTabNextStep(siteCart) === 'payment';
  const cost = siteCart.shippingCostToHomeInCents;

  return (
    <div className="ts-checkout-panel__body">
      <p className="ts-checkout-panel__lead">
        {t('Shipping to your door:')} <strong>{cost === 0 ? t('FREE') : formatPrice(cost)}</strong>
        {siteCart.hasOversizeTire && cost > 0 ? t(' (oversized tires don’t ship free)') : ''}
        {t('. Delivered in 2–4 business days.')}
      </p>
      {hasAddress && home && !editing ? (
        <div className="ts-checkout-saved" ref={savedRef} tabIndex={-1}>
          <h4 className="ts-checkout-saved__title">{t('Ship to')}</h4>
          {saved && (
            <p className="ts-checkout-saved__status" role="status">
              {t('Address saved.')}
            </p>
          )}
          <address className="ts-checkout-saved__address">
            {home.firstName} {home.lastName}
            {home.companyName && (
              <>
                <br />
                {home.companyName}
              </>
            )}
            <br />
            {home.addressLine1}
            {home.addressLine2 && `, ${home.addressLine2}`}
            <br />
            {home.city}, {home.state} {home.zip}
            <br />
            {home.phone} ({t(home.phoneType ?? 'Mobile')}){home.email && ` · ${home.email}`}
          </address>
          <button
            type="button"
            className="ts-checkout-link-button"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('Edit')}
            <span className="ts-visually-hidden">{t(' shipping address')}</span>
          </button>
        </div>
      ) : (
        <ShippingAddressForm
          key={home?.id ?? 'new'}
          title={t('Shipping address')}
          initialValues={addressValuesFrom(home ?? { zip: siteCart.zip, email: siteCart.email })}
          variant={variant}
          submitLabel={home ? t('Save address') : t('Ship here')}
          autoFocus={editing}
          checkSignal={checkSignal}
          onBusyChange={onBusyChange}
          verify={
            lookups?.verifyAddress
              ? async ({ addressLine1, addressLine2, city, state, zip }) => {
                  const answer = await lookups.verifyAddress?.({ addressLine1, addressLine2, city, state, zip });
                  return answer?.ok ? answer.data : null;
                }
              : undefined
          }
          onCancel={editing ? () => setEditing(false) : undefined}
          onSubmit={async (input) => {
            const result = await cart.saveShipping({ shippingOption: 'HOME', ...input });
            if (!result.ok) return { ok: false, message: result.error.message };
            setEditing(false);
            setSaved(true);
            return { ok: true };
          }}
        />
      )}
    </div>
  );
}
