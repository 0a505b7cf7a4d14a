/**
 * The installation appointment in the installer and mobile tabs (spec storefront §4 Cart "on
 * user-facing checkout, an appointment (default: first available day, morning, drop-off)"; §2
 * appointment and time change modals; §8 "install time no longer available"; rules §4
 * Appointments). Once the cart ships to an installer the default time is booked (the store's
 * ensure()), shown with how long it is held on the shop's clock, and "Change time" opens the
 * time-change modal. When a hold's end passes while the page is open the appointment is asked
 * again, never held again by itself (an open tab must not keep a time from everyone): a time
 * still free is offered back ("Keep this time"), a time someone took opens the spec §8 choices.
 * The shop's optional services sit underneath.
 */
import { useStore } from '@nanostores/react';
import {
  cartInstallerId,
  holdText,
  isSlotTaken,
  localTimesNote,
  needsNewTime,
  SHIPPING_CHOICE_MESSAGES,
  streetAddressLine,
  takenText,
  type CartAppointmentInput,
  type CartShipping,
  type CartStore,
} from '@tireshop/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useApiText, useLocale, useMessages } from '../locale';
import type { DeliveryLookups } from './delivery-lookups';
import { InstallerServices } from './installer-services';
import { ServiceAddress } from './service-address';
import { SlotUnavailableDialog } from './slot-unavailable-dialog';

/**
 * The time-change modal (the installer's 30 days of times) is booking's own code: it arrives the
 * first time the shopper opens it, and stays mounted from then on.
 */
const AppointmentModal = /* @__PURE__ */ lazy(() => import('./appointment-modal').then((m) => ({ default: m.AppointmentModal })));

/** Marks the "Change time" button: the install confirmation's "Change" brings focus back to it. */
export const CHANGE_TIME_ATTRIBUTE = 'data-appointment-change';

export interface AppointmentPanelProps {
  cart: CartStore;
  lookups: Pick<DeliveryLookups, 'schedule' | 'installerServices'>;
  mobile: boolean;
  /** The installer's name before the appointment says it (from the shop list the shopper chose in). */
  installerName?: string;
  /** The page's "Please select a time slot." after Continue, in the shopper's words. */
  problem?: string | null;
  /** spec §8 "browse shops": back to the list of shops (absent where the shop is fixed). */
  onBrowseShops?: () => void;
  /** spec §8 "no install": the home delivery tab (absent when it is not on offer). */
  onWithoutInstallation?: () => void;
}

/** A hold's end is checked this long after it passes (the server's clock may be a little behind ours). */
const HOLD_RECHECK_DELAY_MS = 2_000;

/** Where a mobile installer comes: the saved street, else the ZIP it was chosen for. */
const comesTo = (shipping: CartShipping | null | undefined, you: string) =>
  shipping?.addressLine1 ? streetAddressLine(shipping) : (shipping?.zip ?? you);

export function AppointmentPanel(props: AppointmentPanelProps) {
  const { cart, lookups, mobile, installerName, problem, onBrowseShops, onWithoutInstallation } = props;
  const id = useId();
  const t = useMessages('booking');
  const words = useMessages('checkout');
  const apiText = useApiText();
  const locale = useLocale();
  const { cart: siteCart } = useStore(cart.$cart);
  const state = useStore(cart.appointment.$appointment);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  const booked = useRef<number | null>(null);
  const installerId = cartInstallerId(siteCart);
  const appointment = state.appointment && state.appointment.installer.installerId === installerId ? state.appointment : null;

  // spec §4 Cart: the default appointment, once per installer the cart ships to (a failure offers
  // "Try again"; an appointment removed elsewhere is not silently rebooked: Continue asks for one).
  useEffect(() => {
    if (installerId === null || booked.current === installerId) return;
    booked.current = installerId;
    void cart.appointment.ensure();
  }, [cart, installerId]);

  // The hold runs out: ask what became of the time (a GET: holding it again is the shopper's call).
  const holdEnd = appointment?.status === 'held' ? appointment.holdExpiresAt : null;
  useEffect(() => {
    if (!holdEnd) return;
    const wait = Math.max(0, Date.parse(holdEnd) - Date.now()) + HOLD_RECHECK_DELAY_MS;
    const timer = setTimeout(() => void cart.appointment.load(), wait);
    return () => clearTimeout(timer);
  }, [cart, holdEnd]);

  if (installerId === null) return null;
  const busy = state.status !== 'idle';
  const name = appointment?.installer.name ?? installerName ?? '';
  const hold = appointment ? holdText(appointment, t, locale) : null;
  const gone = appointment ? needsNewTime(appointment) : false;
  const lapsed = appointment?.status === 'expired' && !gone;
  // While the modal is open it says its own refusals; a taken time in words that fit what is shown.
  const error = picking || !state.error ? null : isSlotTaken(state.error) ? takenText(appointment, t) : apiText(state.error.message);

  function save(input: CartAppointmentInput) {
    // rules §4: a time to move is PUT (falling back to a create), a first time POSTed (falling back to an update).
    return appointment ? cart.appointment.change(input) : cart.appointment.book(input);
  }

  function changeTime() {
    cart.appointment.clearError();
    setPicking(true);
    setPicked(true);
  }

  /** "Keep this time": the lapsed time, still free, held again (or found taken: the spec §8 choices). */
  async function keepTime() {
    if (busy) return;
    const kept = await cart.appointment.refresh();
    // The button goes with the lapse: focus to "Change time" once the card shows the hold again.
    if (kept.ok && kept.appointment?.status === 'held') requestAnimationFrame(() => changeRef.current?.focus());
  }

  return (
    <section className="ts-appointment" aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h4 className="ts-appointment__title" id={`${id}-title`}>
        {mobile ? t('When the installer comes') : t('Your installation appointment')}
      </h4>
      {appointment ? (
        <div className={`ts-appointment__card${gone || lapsed ? ' ts-appointment__card--lapsed' : ''}`}>
          <CalendarIcon />
          <div className="ts-appointment__text">
            <p className="ts-appointment__when">{appointment.label}</p>
            <p className="ts-appointment__where">
              {mobile
                ? t('{name} comes to {place}', { name: appointment.installer.name, place: comesTo(siteCart?.cartShipping, t('you')) })
                : t('At {name}', { name: appointment.installer.name })}
            </p>
            <p className="ts-appointment__zone">{localTimesNote(appointment.installer.timeZone, mobile, t, locale)}</p>
            {gone ? (
              <p className="ts-appointment__lapsed">{t('This time is no longer available. Please choose another.')}</p>
            ) : lapsed ? (
              <div className="ts-appointment__keep">
                <p className="ts-appointment__lapsed">{t('Your hold ran out — this time is still free.')}</p>
                <button
                  type="button"
                  className="ts-button ts-button--accent"
                  aria-disabled={busy || undefined}
                  onClick={() => void keepTime()}
                >
                  {t('Keep this time')}
                </button>
              </div>
            ) : (
              hold && <p className="ts-appointment__hold">{hold}</p>
            )}
          </div>
          <button
            type="button"
            className="ts-button ts-button--quiet ts-appointment__change"
            ref={changeRef}
            {...{ [CHANGE_TIME_ATTRIBUTE]: '' }}
            disabled={busy}
            onClick={changeTime}
          >
            {t('Change time')}
          </button>
        </div>
      ) : busy ? (
        <div className="ts-appointment__card ts-appointment__card--loading" role="status">
          <CalendarIcon />
          <p className="ts-appointment__text">
            {name ? t('Finding the first free time at {name}…', { name }) : t('Finding the first free time…')}
          </p>
        </div>
      ) : (
        <div className="ts-appointment__card ts-appointment__card--empty">
          <CalendarIcon />
          <p className="ts-appointment__text">{t('No installation time is booked yet.')}</p>
          <button
            type="button"
            className="ts-button ts-appointment__change"
            ref={changeRef}
            {...{ [CHANGE_TIME_ATTRIBUTE]: '' }}
            onClick={changeTime}
          >
            {t('Choose a time')}
          </button>
        </div>
      )}
      <div role="alert" className="ts-checkout-panel__alerts">
        {problem && (!appointment || gone) && <p className="ts-checkout-alert ts-checkout-alert--error">{problem}</p>}
        {error && (
          <div className="ts-checkout-alert ts-checkout-alert--error">
            <p>{error}</p>
            {!appointment && (
              <button type="button" className="ts-checkout-link-button" onClick={() => void cart.appointment.ensure()}>
                {t('Try again')}
              </button>
            )}
          </div>
        )}
      </div>
      {mobile && siteCart?.cartShipping?.installer?.isMobileInstall && (
        <ServiceAddress
          key={`${installerId}-${siteCart.cartShipping.zip}`}
          cart={cart}
          shipping={siteCart.cartShipping}
          problem={problem === words(SHIPPING_CHOICE_MESSAGES.serviceAddress) ? problem : null}
        />
      )}
      <InstallerServices cart={cart} lookups={lookups} installerId={installerId} mobile={mobile} />

      <SlotUnavailableDialog
        open={state.unavailable && !picking}
        mobile={mobile}
        onChangeTime={changeTime}
        onBrowseShops={
          onBrowseShops &&
          (() => {
            cart.appointment.clearError();
            onBrowseShops();
          })
        }
        onWithoutInstallation={
          onWithoutInstallation &&
          (() => {
            cart.appointment.clearError();
            // The time that can no longer be had is freed rather than kept with the cart; only
            // that one (the store's latest answer): a time that still stands is never deleted.
            const now = cart.appointment.$appointment.get().appointment;
            if (now && needsNewTime(now)) void cart.appointment.remove();
            onWithoutInstallation();
          })
        }
        onClose={() => cart.appointment.clearError()}
        returnFocus={() => changeRef.current}
      />
      {picked && (
        <Suspense fallback={null}>
          <AppointmentModal
            open={picking}
            installerId={installerId}
            installerName={name}
            mobile={mobile}
            appointment={appointment}
            lookups={lookups}
            onSave={save}
            onClose={() => {
              setPicking(false);
              // A refusal the modal showed is not said again on the card.
              cart.appointment.clearError();
            }}
            returnFocus={() => changeRef.current}
          />
        </Suspense>
      )}
    </section>
  );
}

function CalendarIcon() {
  return (
    <svg className="ts-appointment__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M8.5 15.2l2.3 2.2 4.7-4.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
