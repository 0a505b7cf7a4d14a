/**
 * The install confirmation (spec storefront §2 "install confirmation"): before checkout goes on
 * with an installation, the shopper sees where (the shop's name and address, or the zip a mobile
 * installer comes to), when (the appointment) and which tires, and confirms or goes back to
 * change them.
 */
import { localTimesNote, streetAddressLine, type CartAppointment, type SiteCart } from '@tireshop/core';
import { useEffect, useId } from 'react';
import { useModalDialog } from '../cart/use-modal-dialog';
import { phoneText, shopAddress } from '../installers/shop-text';
import { useLocale, useMessages } from '../locale';
import { useDestinationText } from './destination-text';
import { ModalFrame } from '../modal-frame';
import { useLookup, type DeliveryLookups } from './delivery-lookups';

export interface InstallConfirmationModalProps {
  open: boolean;
  cart: SiteCart;
  appointment: CartAppointment;
  lookups: Pick<DeliveryLookups, 'shops'>;
  /** Checkout goes on; the host moves focus (to the next page or its own note). */
  onConfirm: () => void;
  /** "Change" (or Escape): back to the page; the host puts focus on what can be changed. */
  onChange: () => void;
}

export function InstallConfirmationModal({ open, cart, appointment, lookups, onConfirm, onChange }: InstallConfirmationModalProps) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const t = useMessages('booking');
  const destinationText = useDestinationText();
  const locale = useLocale();
  const dialog = useModalDialog(open, onChange);
  /** The host moves focus itself (onward, or to "Change time"). */
  const leave = (go: () => void) => () => {
    dialog.keepFocusOnClose();
    go();
  };
  const installerId = appointment.installer.installerId;
  const [details, load] = useLookup(() => lookups.shops.details(installerId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads on opening or a new shop; the answer it reads is the one on hand then
  useEffect(() => {
    if (open && !(details.status === 'done' && details.key === String(installerId))) void load(String(installerId));
  }, [open, installerId]);

  const mobile = appointment.installer.isMobileInstall;
  const shipping = cart.cartShipping;
  const shop = details.status === 'done' ? details.data.siteInstaller : null;
  // Where: the shop's street address once known (the cart's destination line until then); a
  // mobile installer comes to the shopper's address or zip.
  const where = mobile
    ? t('Comes to {place}', { place: shipping?.addressLine1 ? streetAddressLine(shipping) : (shipping?.zip ?? t('you')) })
    : shop
      ? shopAddress(shop)
      : destinationText(shipping?.destinationLabel ?? '');

  return (
    <ModalFrame dialog={dialog} open={open} className="ts-cart-modal ts-install-confirm" labelledBy={`${baseId}-title`}>
      <div className="ts-cart-modal__panel">
        <div className="ts-cart-modal__head">
          <h2 className="ts-cart-modal__title" part="dialog-title" id={`${baseId}-title`}>
            {t('Confirm your installation')}
          </h2>
          <button type="button" className="ts-cart-modal__close" aria-label={t('Close')} onClick={leave(onChange)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <dl className="ts-install-confirm__facts">
          <div className="ts-install-confirm__fact">
            <dt>{mobile ? t('Mobile installer') : t('Installation shop')}</dt>
            <dd>
              <strong>{appointment.installer.name}</strong>
              <span className="ts-install-confirm__where">{where}</span>
              {shop?.phone && !mobile && <span className="ts-install-confirm__where">{phoneText(shop.phone)}</span>}
            </dd>
          </div>
          <div className="ts-install-confirm__fact">
            <dt>{t('Appointment')}</dt>
            <dd>
              <strong>{appointment.label}</strong>
              <span className="ts-install-confirm__where">{localTimesNote(appointment.installer.timeZone, mobile, t, locale)}</span>
            </dd>
          </div>
          <div className="ts-install-confirm__fact">
            <dt>{t('Tires')}</dt>
            <dd>
              <ul className="ts-install-confirm__tires">
                {cart.siteProducts.map((p) => (
                  <li key={p.itemId}>
                    <span className="ts-install-confirm__qty">{p.quantity} ×</span> {p.brand.label} {p.productLine.name}{' '}
                    <span className="ts-install-confirm__size">{p.size}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {!!shipping?.installerService?.length && (
            <div className="ts-install-confirm__fact">
              <dt>{t('Services at the shop')}</dt>
              <dd>{shipping.installerService.map((s) => s.serviceName).join(', ')}</dd>
            </div>
          )}
        </dl>
        <div className="ts-install-confirm__actions">
          <button type="button" className="ts-button ts-button--quiet" onClick={leave(onChange)}>
            {t('Change')}
          </button>
          <button type="button" className="ts-button ts-button--accent" onClick={leave(onConfirm)}>
            {t('Confirm')}
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
