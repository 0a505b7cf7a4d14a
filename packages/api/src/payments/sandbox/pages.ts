/**
 * The gateway's pages: the hosted card fields (in the shop's iframe) and the wallet and financing
 * approval page. Plain HTML, escaped by Hono's html template; scripts and styles are the hashed
 * assets of ./assets.ts, so the pages run under a CSP without 'unsafe-inline'.
 */
import { formatPrice, PAYMENT_MESSAGES, PAYMENT_TYPE_LABELS, type SessionPaymentType } from '@tireshop/core';
import { html } from 'hono/html';
import type { GatewayAssets } from './assets';
import { PAYMENT_METHOD_CATEGORIES } from './sessions';
import type { SessionRow } from './store';

type Html = ReturnType<typeof html>;

/** Pages link to assets relative to their own path: `prefix` leads from the page to /gateway/. */
export function layout(options: {
  title: string;
  assets: GatewayAssets;
  prefix: string;
  /** The page's script; none for pages that are plain forms (the sandbox verifier's). */
  script: 'hostedFields' | 'session' | null;
  bodyClass: string;
  bodyData?: Record<string, string>;
  content: Html;
}) {
  const { assets, prefix } = options;
  const data = Object.entries(options.bodyData ?? {}).map(([key, value]) => html` data-${key}="${value}"`);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${options.title}</title>
<link rel="stylesheet" href="${prefix}assets/${assets.styles.name}">
${options.script ? html`<script src="${prefix}assets/${assets[options.script].name}" defer></script>` : ''}
</head>
<body class="${options.bodyClass}"${data}>
${options.content}
</body>
</html>`;
}

// ---- hosted card fields ----------------------------------------------------------------------

/** One labelled input with its message below it (aria-describedby), as rules §5 shows them. */
function field(options: {
  id: string;
  name: string;
  label: string;
  autocomplete: string;
  numeric: boolean;
  placeholder: string;
  maxLength: number;
  hint?: string;
  extra?: Html;
}) {
  const describedBy = [options.hint ? `${options.id}-hint` : null, `${options.id}-message`].filter(Boolean).join(' ');
  return html`<div class="field field-${options.name}">
  <label for="${options.id}">${options.label}</label>
  ${options.hint ? html`<span class="field-hint" id="${options.id}-hint">${options.hint}</span>` : ''}
  <div class="input-box">
    <input id="${options.id}" name="${options.name}" type="text" autocomplete="${options.autocomplete}"${options.numeric ? html` inputmode="numeric"` : ''} placeholder="${options.placeholder}" maxlength="${options.maxLength}" spellcheck="false" autocapitalize="${options.numeric ? 'off' : 'words'}" aria-describedby="${describedBy}" required>
    ${options.extra ?? ''}
  </div>
  <p class="field-message" id="${options.id}-message" aria-live="polite"></p>
</div>`;
}

/**
 * The card form of the hosted fields. `parentOrigin` is the client token's (null when the token is
 * not the gateway's: then the page tells no one anything); `problem` replaces the form when the
 * token cannot be used.
 */
export function hostedFieldsPage(options: {
  assets: GatewayAssets;
  clientToken: string;
  parentOrigin: string | null;
  problem: string | null;
}) {
  const form = html`<form id="card-form" class="card-form" action="v1/tokenize" method="post" novalidate data-client-token="${options.clientToken}">
  ${field({ id: 'card-number', name: 'number', label: 'Card number', autocomplete: 'cc-number', numeric: true, placeholder: '1234 1234 1234 1234', maxLength: 23, extra: html`<span class="brand-badge" id="card-brand" data-brand="" aria-live="polite"></span>` })}
  <div class="field-row">
    ${field({ id: 'card-expiry', name: 'expiry', label: 'Expiration date', hint: 'MM/YY', autocomplete: 'cc-exp', numeric: true, placeholder: 'MM/YY', maxLength: 7 })}
    ${field({ id: 'card-cvv', name: 'cvv', label: 'Security code (CVV)', hint: '3 or 4 digits', autocomplete: 'cc-csc', numeric: true, placeholder: '123', maxLength: 4 })}
  </div>
  ${field({ id: 'card-name', name: 'name', label: 'Name on card', autocomplete: 'cc-name', numeric: false, placeholder: 'As printed on the card', maxLength: 100 })}
  <p class="form-problem" id="form-problem" role="alert" hidden></p>
</form>`;
  const problem = html`<p class="form-problem" role="alert">${options.problem}</p>`;
  return layout({
    title: 'Card details',
    assets: options.assets,
    prefix: '',
    script: 'hostedFields',
    bodyClass: 'fields-page',
    bodyData: { 'parent-origin': options.parentOrigin ?? '', ...(options.problem ? { problem: options.problem } : {}) },
    content: html`<main aria-label="Card details">${options.problem ? problem : form}</main>`,
  });
}

// ---- wallet and financing approval -----------------------------------------------------------

const choiceForm = (
  sessionId: string,
  choice: 'approve' | 'cancel' | 'decline',
  label: string,
  style: 'primary' | 'secondary' | 'danger',
) =>
  html`<form method="post" action="${sessionId}/${choice}" data-session-choice="${choice}"><button type="submit" class="button ${style}">${label}</button></form>`;

function sessionFrame(options: {
  assets: GatewayAssets;
  session: SessionRow | null;
  title: string;
  returnOrigin: string | null;
  content: Html;
}) {
  const type = options.session?.paymentType as SessionPaymentType | undefined;
  return layout({
    title: options.title,
    assets: options.assets,
    prefix: '../',
    script: 'session',
    bodyClass: `session-page${type ? ` type-${type}` : ''}`,
    bodyData: options.session ? { 'session-id': options.session.id, 'return-origin': options.returnOrigin ?? '' } : {},
    content: html`<main class="session-card">
  <header class="session-header">
    <span class="session-logo">${type ? PAYMENT_TYPE_LABELS[type] : 'Payment'}</span>
    <span class="sandbox-tag">Sandbox</span>
  </header>
  ${options.content}
</main>`,
  });
}

/** The page the shopper approves a session on: the type's name, the amount, Approve / Cancel (Affirm: also Decline). */
export function sessionPage(options: { assets: GatewayAssets; session: SessionRow; returnOrigin: string }) {
  const { session } = options;
  const type = session.paymentType as SessionPaymentType;
  const name = PAYMENT_TYPE_LABELS[type];
  return sessionFrame({
    ...options,
    title: `Pay with ${name}`,
    content: html`<h1>Pay with ${name}</h1>
  <p class="amount-label">Amount to approve</p>
  <p class="amount">${formatPrice(session.amountCents)}</p>
  <ul class="categories">${PAYMENT_METHOD_CATEGORIES[type].map((c) => html`<li>${c.name}</li>`)}</ul>
  <p class="sandbox-note">This is the sandbox gateway: no money moves. Approve to pay, or cancel to choose another way to pay.${
    type === 'affirm' ? ' Decline plays Affirm turning the application down.' : ''
  }</p>
  <div class="choices">
    ${choiceForm(session.id, 'approve', 'Approve', 'primary')}
    ${type === 'affirm' ? choiceForm(session.id, 'decline', 'Decline', 'danger') : ''}
    ${choiceForm(session.id, 'cancel', 'Cancel', 'secondary')}
  </div>`,
  });
}

/**
 * A session that cannot be approved (unknown, expired, declined, or already finished), with a way
 * back to the shop when its return address is known. `cancelLink`: in a popup, the link reports a
 * cancellation to the opener instead of navigating.
 */
export function sessionMessagePage(options: {
  assets: GatewayAssets;
  session: SessionRow | null;
  returnOrigin: string | null;
  title: string;
  message: string;
  returnHref: string | null;
  cancelLink: boolean;
}) {
  return sessionFrame({
    ...options,
    content: html`<h1>${options.title}</h1>
  <p class="session-message" role="status">${options.message}</p>
  ${options.returnHref ? html`<p><a class="button primary" href="${options.returnHref}"${options.cancelLink ? html` data-return-link` : ''}>Return to the shop</a></p>` : ''}`,
  });
}

/** What an unusable session's page says. */
export const SESSION_PAGE_WORDS = {
  unknown: {
    title: 'Payment not found',
    message: 'This payment session could not be found. Please return to the shop and choose a way to pay again.',
  },
  expired: { title: 'Payment session expired', message: PAYMENT_MESSAGES.tokenExpired },
  declined: { title: 'Payment declined', message: PAYMENT_MESSAGES.failed },
  finished: { title: 'Payment finished', message: 'This payment has already been completed. You can return to the shop.' },
} as const;
