/**
 * Wallets and financing (spec storefront §2: the payment page "may carry charge_id (payment
 * resolved); a hash #affirm-error selects the Affirm payment type"; §4 Checkout "Affirm, PayPal and
 * others resolve after charge"): the shopper approves the payment on the gateway's page and comes
 * back with a charge id. Two ways to get there:
 * - 'redirect' (the storefront): the whole page goes to the gateway, which sends it back to
 *   `returnUrl` with ?charge_id=… (?payment_cancelled=<type>, #affirm-error);
 * - 'popup' (inside the installer widget, whose host page must not navigate away): the gateway
 *   page opens in a window and posts `{source:'tireshop-gateway', type:'session-result', …}` back.
 *   The window closing is not yet a cancellation: the gateway posts its answer and then closes,
 *   and the message may land after the close is seen, so the answer is awaited a little longer
 *   (POPUP_RESULT_GRACE_MS) before "cancelled" is reported.
 * - Redirect mode stays busy while the page leaves; a page restored from the back/forward cache
 *   (the shopper pressed Back at the gateway) is usable again (`pageshow` with `persisted`).
 */
import { recognisePaymentResult, type ApiResult, type PaymentSession, type SessionPaymentType } from '@tireshop/core';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../locale';

export type SessionMode = 'redirect' | 'popup';

/** What a popup session came back with; the redirect mode reads the same from the return URL. */
export type SessionOutcome = { kind: 'approved'; chargeId: string } | { kind: 'cancelled' } | { kind: 'affirm-error' };

export interface SessionPaymentButtonProps {
  type: SessionPaymentType;
  /** "Continue with PayPal". */
  label: string;
  mode: SessionMode;
  /** Where the gateway sends the shopper back (the payment page for this type). */
  returnUrl: string;
  /** Saves what must be saved first (the billing address); false: stay (the form shows why). */
  beforeStart: () => Promise<boolean>;
  startSession: (type: SessionPaymentType, returnUrl: string) => Promise<ApiResult<PaymentSession>>;
  /** Popup mode: the gateway's answer. */
  onOutcome?: (outcome: SessionOutcome) => void;
  /** The session could not be started, in the API's words. */
  onError: (message: string) => void;
  disabled?: boolean;
}

const POPUP_FEATURES = 'popup,width=480,height=720';
/** How long a closed popup's answer may still take to arrive before the session counts as cancelled. */
export const POPUP_RESULT_GRACE_MS = 1_500;
/** Told when the browser blocked the window (popup mode only). */
export const POPUP_BLOCKED_MESSAGE = 'Your browser blocked the payment window. Please allow pop-ups for this site and try again.';

interface SessionResultMessage {
  source: 'tireshop-gateway';
  type: 'session-result';
  sessionId: string;
  chargeId?: string;
  cancelled?: true;
  affirmError?: true;
}

const isSessionResult = (data: unknown): data is SessionResultMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === 'tireshop-gateway' &&
  (data as { type?: unknown }).type === 'session-result' &&
  typeof (data as { sessionId?: unknown }).sessionId === 'string';

/** The "Continue with …" button of a wallet or financing type. */
export function SessionPaymentButton({
  type,
  label,
  mode,
  returnUrl,
  beforeStart,
  startSession,
  onOutcome,
  onError,
  disabled = false,
}: SessionPaymentButtonProps) {
  const t = useMessages('payment');
  const [busy, setBusy] = useState(false);
  const listening = useRef<(() => void) | null>(null);
  useEffect(() => () => listening.current?.(), []);

  // Back from the gateway into a page kept in the back/forward cache: it is not leaving any more.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  /** Popup mode: waits for the gateway page's answer from the window we opened, at the gateway's origin only. */
  function listen(popup: Window, session: PaymentSession['payload']) {
    listening.current?.();
    const gatewayOrigin = new URL(session.redirectUrl, location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (
        event.source !== popup ||
        event.origin !== gatewayOrigin ||
        !isSessionResult(event.data) ||
        event.data.sessionId !== session.sessionId
      )
        return;
      stop();
      const data = event.data;
      // spec §3 Payment "Payment results recognised by shape: card charge (chargeId), …": a session's approval is a charge.
      const result = recognisePaymentResult(data);
      onOutcome?.(
        result.kind === 'charge'
          ? { kind: 'approved', chargeId: result.chargeId }
          : data.affirmError
            ? { kind: 'affirm-error' }
            : { kind: 'cancelled' },
      );
    };
    // A window closed without an answer is a cancellation — once its last message had time to land.
    let grace: ReturnType<typeof setTimeout> | undefined;
    const closed = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closed);
      grace = setTimeout(() => {
        stop();
        onOutcome?.({ kind: 'cancelled' });
      }, POPUP_RESULT_GRACE_MS);
    }, 500);
    function stop() {
      window.removeEventListener('message', onMessage);
      clearInterval(closed);
      clearTimeout(grace);
      listening.current = null;
      setBusy(false);
    }
    window.addEventListener('message', onMessage);
    listening.current = stop;
  }

  async function start() {
    if (busy || disabled) return;
    setBusy(true);
    // The window is opened within the click (browsers block it later) and pointed at the gateway once the session exists.
    const popup = mode === 'popup' ? window.open('about:blank', `tireshop-${type}`, POPUP_FEATURES) : null;
    if (mode === 'popup' && !popup) {
      setBusy(false);
      return onError(POPUP_BLOCKED_MESSAGE);
    }
    const saved = await beforeStart();
    const result = saved ? await startSession(type, returnUrl) : null;
    if (!result?.ok) {
      popup?.close();
      setBusy(false);
      if (result) onError(result.error.message);
      return;
    }
    const session = result.data.payload;
    if (popup) {
      popup.location.href = session.redirectUrl;
      listen(popup, session);
    } else {
      // Stays busy: the page is leaving for the gateway.
      location.assign(session.redirectUrl);
    }
  }

  return (
    <button
      type="button"
      className={`ts-button ts-pay-session ts-pay-session--${type}`}
      aria-disabled={disabled || busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => void start()}
    >
      {busy ? (
        <>
          <span className="ts-spinner" aria-hidden="true" /> {mode === 'popup' ? t('Waiting for your approval…') : t('Opening…')}
        </>
      ) : (
        label
      )}
    </button>
  );
}
