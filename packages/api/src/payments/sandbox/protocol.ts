/**
 * The messages between the gateway's pages and the shop's pages (docs/payments.md "The
 * postMessage protocol"). Every message is an object with `source`; the gateway posts only to the
 * origin its client token was issued for (hosted fields) or the session's return origin (popup
 * approval page), and reads only messages from its parent window at that origin.
 */
import type { CardBrand } from '@tireshop/core';

export const GATEWAY_SOURCE = 'tireshop-gateway';
export const CHECKOUT_SOURCE = 'tireshop-checkout';

export interface TokenizedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The hosted fields page → its parent. */
export type HostedFieldsMessage =
  | { source: typeof GATEWAY_SOURCE; type: 'ready' | 'resize'; height: number }
  | { source: typeof GATEWAY_SOURCE; type: 'tokenized'; requestId: string; nonce: string; details: TokenizedCard }
  | { source: typeof GATEWAY_SOURCE; type: 'tokenize-error'; requestId: string; message: string };

/** The parent → the hosted fields page. */
export interface TokenizeRequest {
  source: typeof CHECKOUT_SOURCE;
  type: 'tokenize';
  requestId: string;
}

/** The approval page, opened as a popup → the window that opened it; then it closes. */
export interface SessionResultMessage {
  source: typeof GATEWAY_SOURCE;
  type: 'session-result';
  sessionId: string;
  chargeId?: string;
  cancelled?: true;
  affirmError?: true;
}

/** POST /gateway/v1/tokenize's answers. */
export type TokenizeAnswer = { nonce: string; details: TokenizedCard };
export type TokenizeRefusal = {
  error: { code: string; message: string; fields?: Partial<Record<'number' | 'expiry' | 'cvv' | 'name', string>> };
};
