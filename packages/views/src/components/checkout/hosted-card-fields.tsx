/**
 * The card form as the payment gateway's own page in an iframe (issue #6: "card entry on the
 * gateway's own page or iframe so that the card number never reaches our API"). The page in the
 * frame holds the card number, expiry (MM/YY), CVV and name on card, shows the rules §5 card and
 * date messages itself and posts the card to the gateway's tokenize endpoint; this side only ever
 * sees the single-use nonce and the card's brand and last four digits.
 *
 * postMessage protocol (every message an object with `source`):
 * - gateway → us: `{source:'tireshop-gateway', type:'ready'|'resize', height}`;
 *   `{…, type:'tokenized', requestId, nonce, details}`; `{…, type:'tokenize-error', requestId, message}`;
 * - us → gateway: `{source:'tireshop-checkout', type:'tokenize', requestId}`.
 * Messages are accepted only from the frame's window and the gateway's origin.
 *
 * Until the frame says `ready` the form cannot tokenise: the host keeps its pay button disabled
 * (onReadyChange). A frame that never gets ready within CARD_FORM_LOAD_TIMEOUT_MS says the gateway
 * cannot be reached, with "Try again" (the host asks for a new client token and a new frame).
 */
import { PAYMENT_MESSAGES } from '@tireshop/core';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useMessages } from '../locale';
import { PaymentAlert } from './payment-messages';

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type TokenizeResult = { ok: true; nonce: string; details: CardDetails } | { ok: false; message: string };

/** What the payment form asks of the card fields. */
export interface HostedCardHandle {
  /** Asks the gateway's page for a nonce; its field messages show inside the frame. */
  tokenize(): Promise<TokenizeResult>;
}

const GATEWAY = 'tireshop-gateway';
const CHECKOUT = 'tireshop-checkout';
/** The frame answers within a moment; past this the gateway is taken as unreachable (spec §8 gateway messages). */
const TOKENIZE_TIMEOUT_MS = 60_000;
/** The gateway's page loads in a moment; a frame not ready after this is taken as unreachable (spec §8 gateway messages). */
export const CARD_FORM_LOAD_TIMEOUT_MS = 15_000;
const INITIAL_HEIGHT = 320;

type GatewayMessage =
  | { source: typeof GATEWAY; type: 'ready'; height: number }
  | { source: typeof GATEWAY; type: 'resize'; height: number }
  | { source: typeof GATEWAY; type: 'tokenized'; requestId: string; nonce: string; details: CardDetails }
  | { source: typeof GATEWAY; type: 'tokenize-error'; requestId: string; message: string };

const isGatewayMessage = (data: unknown): data is GatewayMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === GATEWAY &&
  typeof (data as { type?: unknown }).type === 'string';

let requestCount = 0;
const newRequestId = () => {
  requestCount += 1;
  return `tokenize-${Date.now().toString(36)}-${requestCount}`;
};

export interface HostedCardFieldsProps {
  /** GET /checkout/{card-provider}-client-token's answer (spec §7). */
  clientToken: string;
  hostedFieldsUrl: string;
  /** Filled with the handle once the frame is ready; emptied when it goes. */
  handleRef: MutableRefObject<HostedCardHandle | null>;
  /** Messages the page answers that are not about one field (the gateway cannot be reached, a timeout). */
  timeoutMessage: string;
  /** The frame became ready (or went): the host's pay button waits for it. */
  onReadyChange?: (ready: boolean) => void;
  /** "Try again" after the frame did not load: the host asks for a new client token and frame. */
  onReload: () => void;
  loadTimeoutMs?: number;
}

/** The iframe sized by the gateway page's own resize messages, with a skeleton until it is ready. */
export function HostedCardFields({
  clientToken,
  hostedFieldsUrl,
  handleRef,
  timeoutMessage,
  onReadyChange,
  onReload,
  loadTimeoutMs = CARD_FORM_LOAD_TIMEOUT_MS,
}: HostedCardFieldsProps) {
  const t = useMessages('payment');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const src = `${hostedFieldsUrl}?clientToken=${encodeURIComponent(clientToken)}`;
  const gatewayOrigin = new URL(hostedFieldsUrl, typeof location === 'undefined' ? 'http://localhost' : location.href).origin;
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  const [ready, setReady] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const readyChange = useRef(onReadyChange);
  readyChange.current = onReadyChange;

  useEffect(() => readyChange.current?.(ready), [ready]);
  useEffect(() => () => readyChange.current?.(false), []);

  // A frame that never says ready: the gateway is unreachable (a late ready still wins).
  useEffect(() => {
    if (ready) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), loadTimeoutMs);
    return () => clearTimeout(timer);
  }, [ready, src, loadTimeoutMs]);

  useEffect(() => {
    const pending = new Map<string, (result: TokenizeResult) => void>();
    setReady(false);

    function onMessage(event: MessageEvent) {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== gatewayOrigin || !isGatewayMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'ready' || message.type === 'resize') {
        if (Number.isFinite(message.height) && message.height > 0) setHeight(Math.ceil(message.height));
        if (message.type === 'ready') setReady(true);
        return;
      }
      const settle = pending.get(message.requestId);
      if (!settle) return;
      pending.delete(message.requestId);
      settle(
        message.type === 'tokenized'
          ? { ok: true, nonce: message.nonce, details: message.details }
          : { ok: false, message: message.message },
      );
    }

    window.addEventListener('message', onMessage);
    handleRef.current = {
      tokenize() {
        const frame = frameRef.current?.contentWindow;
        if (!frame) return Promise.resolve({ ok: false, message: timeoutMessage });
        const requestId = newRequestId();
        setTokenizing(true);
        return new Promise<TokenizeResult>((resolve) => {
          const timer = setTimeout(() => {
            pending.delete(requestId);
            setTokenizing(false);
            resolve({ ok: false, message: timeoutMessage });
          }, TOKENIZE_TIMEOUT_MS);
          pending.set(requestId, (result) => {
            clearTimeout(timer);
            setTokenizing(pending.size > 0);
            resolve(result);
          });
          frame.postMessage({ source: CHECKOUT, type: 'tokenize', requestId }, gatewayOrigin);
        });
      },
    };
    return () => {
      window.removeEventListener('message', onMessage);
      handleRef.current = null;
      for (const settle of pending.values()) settle({ ok: false, message: timeoutMessage });
    };
  }, [src, gatewayOrigin, handleRef, timeoutMessage]);

  return (
    <div className="ts-card-fields" aria-busy={(!ready && !timedOut) || tokenizing || undefined}>
      {!ready && timedOut && (
        <PaymentAlert message={PAYMENT_MESSAGES.gatewayUnreachable}>
          <button type="button" className="ts-checkout-link-button" onClick={onReload}>
            {t('Try again')}
          </button>
        </PaymentAlert>
      )}
      {!ready && !timedOut && (
        <div className="ts-card-fields__loading" role="status">
          <span className="ts-visually-hidden">{t('Loading the secure card form…')}</span>
          <div className="ts-skeleton ts-card-fields__skeleton" />
        </div>
      )}
      {tokenizing && (
        <div className="ts-card-fields__busy" role="status">
          <span className="ts-spinner" aria-hidden="true" /> Checking your card…
        </div>
      )}
      <iframe
        referrerPolicy="strict-origin-when-cross-origin"
        ref={frameRef}
        key={src}
        src={src}
        title={t('Card details')}
        className="ts-card-fields__frame"
        style={{ height: `${height}px` }}
        data-ready={ready || undefined}
      />
      <p className="ts-card-fields__note">
        {t('Your card details go straight to our payment gateway; we never see or store the card number.')}
      </p>
    </div>
  );
}
